// npm run seed:demo: a few churches, approved and pending positions and applications, so a newcomer
// sees a living board. Safe to run again: every record has a fixed identity and is skipped when present.
// `npm run seed:demo -- --positions N` instead fills the store with a board of N approved positions
// spread over many churches (scripts/seed-board.ts), to see and measure the app at scale.
import { parseArgs } from 'node:util';
import { hashStatusToken, statusTokenFor } from '../server/applications/status-token';
import { loadConfig } from '../server/config';
import { hashPassword } from '../server/auth/password';
import { idFromKey } from '../server/middleware/idempotency';
import { openStore } from '../server/store/open-store';
import { DuplicateIdError, type Store } from '../server/store/port';
import type { PositionData } from '../shared/schemas/position';
import type { ApplicationStatus } from '../shared/types';
import { seedBoard } from './seed-board';

/** Password of every demo church account. */
export const DEMO_PASSWORD = 'demo-password';

interface DemoChurch {
  email: string;
  firstName: string;
  lastName: string;
  profile: {
    churchName: string;
    denomination: string | null;
    location: string;
    website: string | null;
    description: string;
    contactPhone: string;
  };
  positions: (Partial<PositionData> & { title: string; description: string; approved: boolean })[];
}

const CHURCHES: DemoChurch[] = [
  {
    email: 'grace@demo.church',
    firstName: 'Grace',
    lastName: 'Miller',
    profile: {
      churchName: 'Grace Community Church',
      denomination: 'Baptist',
      location: 'Springfield',
      website: 'https://grace.demo.church',
      description: 'A growing family church ten minutes from the college campus.',
      contactPhone: '555-201-3344',
    },
    positions: [
      {
        title: 'Youth Pastor Intern',
        description:
          'Help lead our Wednesday youth night and Sunday small groups for middle and high schoolers.',
        positionType: 'part-time',
        employmentType: 'internship',
        responsibilities: 'Plan weekly lessons, mentor students, coordinate volunteers.',
        qualifications: 'Current student in ministry or theology; heart for teenagers.',
        compensation: '$15 per hour',
        approved: true,
      },
      {
        title: 'Worship Leader',
        description:
          'Lead the worship team for two Sunday services and rehearse with musicians on Thursday evenings.',
        positionType: 'part-time',
        employmentType: 'permanent',
        compensation: '$500 per month',
        approved: true,
      },
      {
        title: 'Children’s Ministry Coordinator',
        description:
          'Organise Sunday school rotations, recruit volunteers and keep our children’s wing safe and joyful.',
        positionType: 'full-time',
        employmentType: 'permanent',
        approved: false,
      },
    ],
  },
  {
    email: 'hope@demo.church',
    firstName: 'Daniel',
    lastName: 'Reyes',
    profile: {
      churchName: 'Hope Chapel',
      denomination: 'Non-denominational',
      location: 'Riverside',
      website: 'hopechapel.demo.church',
      description: 'A church plant serving students and young families downtown.',
      contactPhone: '555-410-7788',
    },
    positions: [
      {
        title: 'Campus Outreach Associate',
        description:
          'Build relationships with students on campus, host weekly Bible studies and plan outreach events.',
        positionType: 'full-time',
        employmentType: 'permanent',
        approved: true,
      },
      {
        title: 'Media and Livestream Technician',
        description:
          'Run cameras, slides and the livestream on Sundays and help edit short videos during the week.',
        positionType: 'part-time',
        employmentType: 'internship',
        approved: false,
      },
    ],
  },
  {
    email: 'harvest@demo.business',
    firstName: 'Ruth',
    lastName: 'Okafor',
    profile: {
      churchName: 'Harvest Coffee Co.',
      denomination: null,
      location: 'Springfield',
      website: null,
      description:
        'A local business owned by church members that hires students for marketplace roles.',
      contactPhone: '555-632-1200',
    },
    positions: [
      {
        title: 'Barista and Shift Lead',
        description:
          'Open the shop three mornings a week, train new baristas and keep the café welcoming for everyone.',
        positionType: 'part-time',
        employmentType: 'permanent',
        compensation: '$14 per hour plus tips',
        approved: true,
      },
    ],
  },
];

const APPLICANTS = [
  {
    studentName: 'Sam Lee',
    studentEmail: 'sam.lee@student.demo',
    studentMajor: 'Youth Ministry',
    graduationYear: '2027',
  },
  {
    studentName: 'Priya Nair',
    studentEmail: 'priya.nair@student.demo',
    studentMajor: 'Worship Arts',
    graduationYear: '2026',
  },
  {
    studentName: 'Jonah Brooks',
    studentEmail: 'jonah.brooks@student.demo',
    studentMajor: 'Business',
    graduationYear: '2028',
  },
];

/** Where each demo applicant of a position stands, so the church sees the review pipeline. */
const DEMO_STATUSES: ApplicationStatus[] = ['pending', 'reviewed', 'contacted'];

async function ignoreDuplicate(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof DuplicateIdError) return false;
    throw error;
  }
}

/**
 * Adds the demo board to a store; returns how many records were new. With the server's session
 * secret, the demo applications get status tokens, so their students' status pages open.
 */
export async function seedDemo(
  store: Store,
  sessionSecret?: string,
): Promise<{ users: number; positions: number; applications: number }> {
  const added = { users: 0, positions: 0, applications: 0 };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const church of CHURCHES) {
    let user = await store.users.findByEmail(church.email);
    if (!user) {
      user = await store.users.create({
        email: church.email,
        firstName: church.firstName,
        lastName: church.lastName,
        profileImageUrl: null,
        passwordHash,
        oidcSubject: null,
        emailVerified: true,
      });
      added.users += 1;
    }
    await store.users.setRoleOnce(user.id, 'church');
    const existing = await store.churches.findByUserId(user.id);
    const profile =
      existing ??
      (await store.churches.upsertForUser(user.id, { ...church.profile, logoUrl: null })).profile;
    for (const [index, demo] of church.positions.entries()) {
      const { approved, ...fields } = demo;
      const id = idFromKey('seed:position', `${church.email}#${index}`);
      const data: PositionData = {
        positionType: 'part-time',
        employmentType: 'permanent',
        jobDescriptionUrl: null,
        contactPerson: `${church.firstName} ${church.lastName}`,
        contactEmail: church.email,
        contactPhone: church.profile.contactPhone,
        anticipatedStartDate: 'Next semester',
        qualifications: null,
        responsibilities: null,
        compensation: null,
        additionalInfo: null,
        applyBy: null,
        ...fields,
      };
      if (await ignoreDuplicate(() => store.positions.create(profile.id, data, id))) {
        added.positions += 1;
        if (approved) await store.positions.approve(id, 1);
      }
      if (!approved) continue;
      for (const [n, applicant] of APPLICANTS.slice(0, 1 + (index % APPLICANTS.length)).entries()) {
        const applicationId = idFromKey('seed:application', `${id}#${n}`);
        const created = await ignoreDuplicate(() =>
          store.applications.create(
            id,
            {
              ...applicant,
              studentPhone: '555-000-00' + String(10 + n),
              availableStartDate: 'January',
              resumeUrl: null,
              coverLetter: 'I would be glad to serve with you while I finish my studies.',
              statusTokenHash: sessionSecret
                ? hashStatusToken(statusTokenFor({ sessionSecret }, applicationId))
                : null,
            },
            applicationId,
          ),
        );
        if (!created) continue;
        added.applications += 1;
        const status = DEMO_STATUSES[n % DEMO_STATUSES.length] ?? 'pending';
        if (status !== 'pending')
          await store.applications.setStatus(applicationId, status, new Date());
      }
    }
  }
  return added;
}

/** The --positions N of the command line, or null without it. */
function boardSize(): number | null {
  const { values } = parseArgs({ options: { positions: { type: 'string' } } });
  if (values.positions === undefined) return null;
  const count = Number(values.positions);
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new Error(`--positions must be a whole number above 0, not '${values.positions}'`);
  }
  return count;
}

async function main(): Promise<void> {
  const positions = boardSize();
  const config = loadConfig();
  const store = await openStore(config);
  const where = store.kind === 'sqlite' ? config.dataDir : 'MongoDB';
  try {
    if (positions !== null) {
      const started = performance.now();
      const board = await seedBoard(store, { positions });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `Board of ${positions.toLocaleString('en')} approved positions over ${board.churches} ` +
          `churches ready in ${where}: ${board.added.toLocaleString('en')} added in ${seconds} s.\n`,
      );
      return;
    }
    const added = await seedDemo(store, config.sessionSecret);
    process.stdout.write(
      `Demo board ready in ${where}: ` +
        `${added.users} users, ${added.positions} positions, ${added.applications} applications added.\n` +
        `Church accounts: ${CHURCHES.map((c) => c.email).join(', ')} (password: ${DEMO_PASSWORD}).\n`,
    );
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
