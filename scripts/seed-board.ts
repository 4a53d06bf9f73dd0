// A big public board, written through the store port: `npm run seed:demo -- --positions N`, the
// benchmarks and the browser tests that need a long list. Churches and positions vary the way a
// college's board does (names, towns, kinds, description lengths, 'Apply by' dates), but always the
// same way: every record has a fixed identity, so seeding again adds nothing, and position n is
// titled `${BOARD_TITLES[n % BOARD_TITLES.length]} ${n + 1}`, which tests and benches search for.
// Written through the store before a server starts: 10,000 positions through the HTTP API would
// take minutes and measure nothing a benchmark is about.
import { idFromKey } from '../server/middleware/idempotency';
import { openStore } from '../server/store/open-store';
import type { Store } from '../server/store/port';
import type { PositionData } from '../shared/schemas/position';
import type { Position } from '../shared/types';

/** How many churches a board of any size spreads its positions over (fewer when it has fewer positions). */
export const BOARD_CHURCHES = 200;

/** The roles, in the order positions cycle through them. */
export const BOARD_TITLES = [
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

// 25 kinds of church and 40 towns: church i is the (i mod 25)th kind in the (7i mod 40)th town,
// a different pair for each of the first 200 churches.
const CHURCH_KINDS = [
  'Grace Community Church',
  'Hope Chapel',
  'First Baptist Church',
  'New Life Fellowship',
  'St. Mark Parish',
  'Cornerstone Church',
  'River of Life',
  'Trinity Lutheran Church',
  'Living Water Church',
  'Mercy House',
  'Harvest Coffee Co.',
  'Calvary Chapel',
  'Redeemer Presbyterian',
  'Vineyard Church',
  'Good Shepherd Church',
  'Bethel Assembly',
  'City Church',
  'Emmanuel Methodist',
  'Bible Fellowship',
  'Shiloh Church',
  'Christ the King Parish',
  'Open Door Church',
  'Crossroads Church',
  'Lighthouse Mission',
  'Family Bookshop',
];
const TOWNS = [
  'Springfield',
  'Riverside',
  'Shelbyville',
  'Capital City',
  'Ogdenville',
  'North Haverbrook',
  'Brockway',
  'Cypress Creek',
  'Waverly Hills',
  'Kingsport',
  'Fairview',
  'Greenville',
  'Franklin',
  'Clinton',
  'Georgetown',
  'Salem',
  'Madison',
  'Ashland',
  'Dover',
  'Oxford',
  'Milton',
  'Newport',
  'Burlington',
  'Lakewood',
  'Centerville',
  'Arlington',
  'Marion',
  'Jackson',
  'Auburn',
  'Dayton',
  'Lexington',
  'Hudson',
  'Chester',
  'Bristol',
  'Kingston',
  'Winchester',
  'Manchester',
  'Lebanon',
  'Milford',
  'Oakland',
];

/** What churches write about a position, a sentence at a time. */
const SENTENCES = [
  'Join a team that loves the neighbourhood and the students who come through our doors.',
  'You will plan the week with the staff on Monday mornings and lead one gathering a week.',
  'We meet on Sundays at nine and eleven, with midweek groups on Wednesday evenings.',
  'Training is given, and a mentor from our staff meets with you every other week.',
  'Most of the work happens on site, with a few evenings of visits in homes and at the hospital.',
  'We would love someone who is patient, organised and glad to learn alongside volunteers.',
  'The role suits a student in the second year or later who can give steady hours each week.',
  'Our congregation is about three hundred people of every age, many of them young families.',
  'You will keep simple records, answer messages from parents and order supplies when needed.',
  'Expect to set up rooms, welcome newcomers and help the tech team when Sunday gets busy.',
  'The church covers mileage for visits and gives two weeks of paid leave over the holidays.',
  'Tell us in your application about a time you served others and what you learned from it.',
];

/** A small deterministic generator (mulberry32), so each position's text is the same on every run. */
function randomFor(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A description of 100 to 1,500 characters, cut at a sentence or word boundary. */
function descriptionFor(random: () => number): string {
  const length = 100 + Math.floor(random() * 1399);
  let text = '';
  while (text.length < length) {
    const sentence = SENTENCES[Math.floor(random() * SENTENCES.length)] ?? '';
    text = text === '' ? sentence : `${text} ${sentence}`;
  }
  // The last whole word before `length`, then a full stop: never under 100 characters.
  const before = text.lastIndexOf(' ', length - 1);
  const cut = before >= 99 ? before : text.indexOf(' ', 99);
  return `${text.slice(0, cut).replace(/[.,;]$/, '')}.`;
}

/** A calendar date `days` after today (UTC), as the 'Apply by' field holds it. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Position n's fields: the same on every run, but for 'Apply by', which counts from today. */
export function boardPosition(n: number): PositionData {
  const random = randomFor(n + 1);
  const kind = random();
  return {
    title: `${BOARD_TITLES[n % BOARD_TITLES.length]} ${n + 1}`,
    description: descriptionFor(random),
    positionType: n % 3 === 0 ? 'full-time' : 'part-time',
    employmentType: n % 4 === 0 ? 'internship' : 'permanent',
    jobDescriptionUrl: null,
    contactPerson: 'Bench Church',
    contactEmail: 'church@bench.test',
    contactPhone: kind < 0.5 ? '555-000-0000' : null,
    anticipatedStartDate: kind < 0.3 ? 'Next semester' : null,
    qualifications: kind < 0.4 ? 'A heart to serve and two years of study.' : null,
    responsibilities: kind < 0.4 ? 'Lead and teach; plan the week with the team.' : null,
    compensation: kind < 0.5 ? `$${12 + (n % 9)} per hour` : null,
    additionalInfo: null,
    // Two in three have a date, from a week to half a year away, so none closes during a run.
    applyBy: n % 3 === 2 ? null : daysFromToday(7 + (n % 180)),
  };
}

/** The seeded board: every position's id (position n's at index n, the newest last). */
export interface SeededBoard {
  ids: string[];
  /** How many churches the positions are spread over. */
  churches: number;
  /** How many positions this run created (0 when the board was there already). */
  added: number;
}

/** Creates (or finds) church i: its account, role and profile. */
async function boardChurch(store: Store, index: number): Promise<string> {
  const email = `church${index}@bench.test`;
  const user =
    (await store.users.findByEmail(email)) ??
    (await store.users.create({
      email,
      firstName: 'Bench',
      lastName: `Church ${index}`,
      profileImageUrl: null,
      passwordHash: null,
      oidcSubject: null,
      emailVerified: true,
    }));
  await store.users.setRoleOnce(user.id, 'church');
  const existing = await store.churches.findByUserId(user.id);
  if (existing) return existing.id;
  const town = TOWNS[(index * 7) % TOWNS.length] ?? '';
  const churchName = `${town} ${CHURCH_KINDS[index % CHURCH_KINDS.length] ?? ''}`;
  const { profile } = await store.churches.upsertForUser(user.id, {
    churchName,
    location: town,
    denomination: null,
    website: null,
    description: `${churchName} serves ${town} and the college's students.`,
    contactPhone: '555-000-0000',
    logoUrl: null,
  });
  return profile.id;
}

/** Writes in flight at once: MongoDB answers each over the network, so they overlap. */
const CONCURRENT_WRITES = 32;

/**
 * Adds `positions` approved, active positions spread over `churches` churches (BOARD_CHURCHES by
 * default) to the store, skipping those already there; a position left unapproved by an interrupted
 * run is approved.
 */
export async function seedBoard(
  store: Store,
  options: { positions: number; churches?: number },
): Promise<SeededBoard> {
  const churchCount = Math.max(1, Math.min(options.churches ?? BOARD_CHURCHES, options.positions));
  const profiles: string[] = [];
  for (let index = 0; index < churchCount; index++) profiles.push(await boardChurch(store, index));
  const ids = Array.from({ length: options.positions }, (_, n) =>
    idFromKey('seed:board-position', String(n)),
  );
  const known = new Map((await store.positions.listAll()).map((p) => [p.id, p]));
  let added = 0;
  for (let start = 0; start < ids.length; start += CONCURRENT_WRITES) {
    const chunk = ids.slice(start, start + CONCURRENT_WRITES);
    await Promise.all(
      chunk.map(async (id, offset) => {
        const n = start + offset;
        let position: Pick<Position, 'approved' | 'version'> | undefined = known.get(id);
        if (!position) {
          const profile = profiles[n % profiles.length] ?? '';
          position = await store.positions.create(profile, boardPosition(n), id);
          added += 1;
        }
        if (!position.approved) await store.positions.approve(id, position.version);
      }),
    );
  }
  return { ids, churches: churchCount, added };
}

/** How a benchmark opens another checkout's store: that checkout's own openStore. */
export type OpenStore = (config: { mongodbUrl: string | null; dataDir: string }) => Promise<Store>;

/** Seeds a board into the SQLite file of a data directory (before its server starts). */
export async function seedBoardInDataDir(
  dataDir: string,
  positions: number,
  open: OpenStore = openStore,
): Promise<SeededBoard> {
  const store = await open({ mongodbUrl: null, dataDir });
  try {
    return await seedBoard(store, { positions });
  } finally {
    await store.close();
  }
}
