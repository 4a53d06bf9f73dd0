// Valid records for the contract tests, with overridable fields and unique e-mails.
import { randomUUID } from 'node:crypto';
import type { ChurchProfileData } from '../../shared/schemas/church-profile';
import type { PositionData } from '../../shared/schemas/position';
import type {
  Application,
  AuditEntry,
  ChurchProfile,
  Position,
  PositionDecline,
  User,
} from '../../shared/types';
import type { ApplicationRepository, NewUser, Store } from '../store/port';

/** The fields applications.create takes. */
export type ApplicationFields = Parameters<ApplicationRepository['create']>[1];

/** A new built-in account with a unique e-mail. */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    email: `user-${randomUUID()}@example.org`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    passwordHash: 'scrypt$salt$hash',
    oidcSubject: null,
    emailVerified: false,
    ...overrides,
  };
}

/** A complete church profile form. */
export function churchData(overrides: Partial<ChurchProfileData> = {}): ChurchProfileData {
  return {
    churchName: 'Grace Community Church',
    denomination: 'Baptist',
    location: 'Springfield, IL',
    website: 'https://grace.example.org',
    description: 'A friendly church in the middle of town.',
    contactPhone: '555-0100',
    logoUrl: '/uploads/logo.png',
    ...overrides,
  };
}

/** A complete position form. */
export function positionData(overrides: Partial<PositionData> = {}): PositionData {
  return {
    title: 'Youth Pastor',
    description: 'Lead the youth ministry, plan weekly meetings and mentor our student volunteers.',
    positionType: 'full-time',
    employmentType: 'permanent',
    jobDescriptionUrl: null,
    contactPerson: 'Pat Smith',
    contactEmail: 'pat@grace.example.org',
    contactPhone: '555-0101',
    anticipatedStartDate: 'September 2026',
    qualifications: 'A degree in ministry.',
    responsibilities: 'Weekly meetings.',
    compensation: '$40,000',
    additionalInfo: null,
    applyBy: null,
    ...overrides,
  };
}

let students = 0;

/**
 * Another student's e-mail on each call: a student applies to a position once (decision 0028), so
 * a test that stores several applications gets several students unless it names the e-mail.
 */
function nextStudentEmail(name: string, domain: string): string {
  students += 1;
  return `${name}.${students}@${domain}`;
}

/** A complete application form, from a new student unless `studentEmail` is given. */
export function applicationData(overrides: Partial<ApplicationFields> = {}): ApplicationFields {
  return {
    studentName: 'Sam Student',
    studentEmail: nextStudentEmail('sam', 'students.example.edu'),
    studentPhone: '555-0199',
    studentMajor: 'Theology',
    graduationYear: '2026',
    availableStartDate: 'June 2026',
    resumeUrl: null,
    coverLetter: 'I would love to serve.',
    ...overrides,
  };
}

/** An application with the name and e-mail alone, as records from before the other answers have it (a new student's e-mail unless given). */
export function bareApplicationData(overrides: Partial<ApplicationFields> = {}): ApplicationFields {
  return {
    studentName: 'Ada Student',
    studentEmail: nextStudentEmail('ada', 'student.test'),
    studentPhone: null,
    studentMajor: null,
    graduationYear: null,
    availableStartDate: null,
    resumeUrl: null,
    coverLetter: null,
    ...overrides,
  };
}

/** A church user with a profile. */
export async function seedChurch(
  store: Store,
  overrides: Partial<ChurchProfileData> = {},
): Promise<{ user: User; profile: ChurchProfile }> {
  const user = await store.users.create(newUser());
  const { profile } = await store.churches.upsertForUser(user.id, churchData(overrides));
  return { user, profile };
}

/** A position of the church, approved when asked. */
export async function seedPosition(
  store: Store,
  churchProfileId: string,
  options: {
    approved?: boolean;
    title?: string;
    jobDescriptionUrl?: string | null;
    applyBy?: string | null;
  } = {},
): Promise<Position> {
  const position = await store.positions.create(
    churchProfileId,
    positionData({
      ...(options.title === undefined ? {} : { title: options.title }),
      ...(options.jobDescriptionUrl === undefined
        ? {}
        : { jobDescriptionUrl: options.jobDescriptionUrl }),
      ...(options.applyBy === undefined ? {} : { applyBy: options.applyBy }),
    }),
  );
  if (!options.approved) return position;
  const approved = await store.positions.approve(position.id, position.version);
  if (approved === undefined) throw new Error('approve lost the position');
  return approved;
}

/** The college's answer declining a position or an edit. */
export function positionDecline(overrides: Partial<PositionDecline> = {}): PositionDecline {
  return { reason: 'incomplete', note: null, at: '2026-03-02T09:30:00.000Z', ...overrides };
}

/** An admin action as the audit log is given it (the store adds id and at). */
export function auditEntryData(
  overrides: Partial<Omit<AuditEntry, 'id' | 'at'>> = {},
): Omit<AuditEntry, 'id' | 'at'> {
  return {
    actorId: '5f0c7a1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
    actorEmail: 'admin@college.example.edu',
    action: 'approve',
    positionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    positionTitle: 'Youth Pastor',
    detail: null,
    version: null,
    ...overrides,
  };
}

/** A church with one approved position and an application to it. */
export async function seedApplication(
  store: Store,
  overrides: Partial<ApplicationFields> = {},
): Promise<{ user: User; profile: ChurchProfile; position: Position; application: Application }> {
  const { user, profile } = await seedChurch(store);
  const position = await seedPosition(store, profile.id, { approved: true });
  const application = await store.applications.create(position.id, applicationData(overrides));
  return { user, profile, position, application };
}

/** Matches an ISO-8601 UTC timestamp with milliseconds, as the port promises. */
export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Matches a UUID (the stores' ids). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A date `ms` milliseconds after `base`. */
export function plus(base: Date, ms: number): Date {
  return new Date(base.getTime() + ms);
}

/** A day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An id no record has. */
export const UNKNOWN = '00000000-0000-4000-8000-000000000000';
