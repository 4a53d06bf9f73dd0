// A large public board for the offline benchmark, written straight into a fresh DATA_DIR's SQLite
// file before the server starts (through the store, as scripts/seed-demo.ts does): creating 10,000
// positions through the HTTP API would take minutes and measure nothing the benchmark is about.
import { openStore } from '../../server/store/open-store';
import { positionDataOf } from '../../shared/position-fields';
import { samplePosition } from '../../shared/testing/sample-position';

const CHURCHES = [
  ['Grace Community Church', 'Springfield'],
  ['Hope Chapel', 'Riverside'],
  ['Harvest Coffee Co.', 'Shelbyville'],
  ['New Life Fellowship', 'Capital City'],
  ['St. Mark Parish', 'Ogdenville'],
  ['Cornerstone Baptist', 'North Haverbrook'],
  ['River of Life', 'Brockway'],
  ['Trinity Lutheran', 'Cypress Creek'],
  ['Living Water Church', 'Waverly Hills'],
  ['Mercy House', 'Kingsport'],
] as const;

const TITLES = [
  'Youth Pastor',
  'Worship Leader',
  'Office Manager',
  'Children’s Ministry Coordinator',
  'Campus Outreach Associate',
  'Media and Livestream Technician',
  'Barista and Shift Lead',
  'Small Groups Director',
  'Facilities Assistant',
  'Bookkeeper',
  'Kitchen Volunteer Lead',
  'Executive Pastor',
];

/** How many churches the board has (each position's page needs its church's details). */
export const CHURCH_COUNT = CHURCHES.length;

/**
 * Creates CHURCH_COUNT churches and `count` approved positions spread over them; returns the
 * positions' ids in the order they were created.
 */
export async function seedBoard(dataDir: string, count: number): Promise<string[]> {
  const store = await openStore({ mongodbUrl: null, dataDir });
  try {
    const profiles: string[] = [];
    const ids: string[] = [];
    for (const [index, [churchName, location]] of CHURCHES.entries()) {
      const user = await store.users.create({
        email: `church${index}@bench.test`,
        firstName: 'Bench',
        lastName: `Church ${index}`,
        profileImageUrl: null,
        passwordHash: null,
        oidcSubject: null,
        emailVerified: true,
      });
      await store.users.setRoleOnce(user.id, 'church');
      const { profile } = await store.churches.upsertForUser(user.id, {
        churchName,
        location,
        denomination: null,
        website: null,
        description: `${churchName} serves ${location} and the college's students.`,
        contactPhone: '555-000-0000',
        logoUrl: null,
      });
      profiles.push(profile.id);
    }
    for (let n = 0; n < count; n++) {
      // The sample position's empty optional fields, with the text and kind of this one.
      const data = positionDataOf(
        samplePosition({
          title: `${TITLES[n % TITLES.length]} ${n + 1}`,
          description:
            'A position on the benchmark board, described at the length churches usually write: ' +
            'what the week looks like, who the team is and what the church hopes for.',
          positionType: n % 3 === 0 ? 'full-time' : 'part-time',
          employmentType: n % 4 === 0 ? 'internship' : 'permanent',
          contactPerson: 'Bench Church',
          contactEmail: 'church@bench.test',
        }),
      );
      const position = await store.positions.create(profiles[n % profiles.length] ?? '', data);
      await store.positions.approve(position.id, position.version);
      ids.push(position.id);
    }
    return ids;
  } finally {
    await store.close();
  }
}
