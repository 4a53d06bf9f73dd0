// The fields of each record the store hands out, listed once for both adapters: a SQLite row and a
// MongoDB document are read field by field from these lists (a column is its field in snake_case,
// a document field has the field's own name), so neither adapter spells a record out again and a
// stray column or document field never reaches a caller (docs/decisions/0043-one-store-core.md).
import { POSITION_FIELD_KEYS } from '../../shared/position-fields';
import { CHURCH_TEXT_KEYS } from '../../shared/profile-fields';
import type {
  Application,
  ApplicationNote,
  AuditEntry,
  ChurchDetail,
  ChurchProfile,
  ChurchSummary,
  Position,
} from '../../shared/types';
import type { DigestItem, UserRecord } from './port';

/**
 * The keys of `T`, from an object naming each once: a key of `T` left out, or one `T` lacks, does
 * not compile.
 */
function keysOf<T>(keys: { [K in keyof T]-?: true }): (keyof T & string)[] {
  return Object.keys(keys) as (keyof T & string)[];
}

/** Exactly the fields `keys` of `source`, nothing else. */
export function pick<K extends string, T extends Record<K, unknown>>(
  keys: readonly K[],
  source: T,
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

export const USER_KEYS = keysOf<UserRecord>({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  role: true,
  emailVerified: true,
  passwordHash: true,
  oidcSubject: true,
  authVersion: true,
  createdAt: true,
  updatedAt: true,
});

/** What a student writes in the application form. */
export type StudentFields = Omit<
  Application,
  'id' | 'positionId' | 'status' | 'createdAt' | 'updatedAt'
>;

export const STUDENT_FIELD_KEYS = keysOf<StudentFields>({
  studentName: true,
  studentEmail: true,
  studentPhone: true,
  studentMajor: true,
  graduationYear: true,
  availableStartDate: true,
  resumeUrl: true,
  coverLetter: true,
});

export const APPLICATION_KEYS: (keyof Application)[] = [
  'id',
  'positionId',
  ...STUDENT_FIELD_KEYS,
  'status',
  'createdAt',
  'updatedAt',
];

export const APPLICATION_NOTE_KEYS = keysOf<ApplicationNote>({
  id: true,
  applicationId: true,
  authorId: true,
  text: true,
  createdAt: true,
});

/** What the caller says of an admin action; the store adds its id and time. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'>;

export const NEW_AUDIT_ENTRY_KEYS = keysOf<NewAuditEntry>({
  actorId: true,
  actorEmail: true,
  action: true,
  positionId: true,
  positionTitle: true,
  detail: true,
  version: true,
});

export const AUDIT_ENTRY_KEYS: (keyof AuditEntry)[] = ['id', 'at', ...NEW_AUDIT_ENTRY_KEYS];

export const DIGEST_ITEM_KEYS = keysOf<DigestItem>({
  applicationId: true,
  studentName: true,
  createdAt: true,
  positionId: true,
  positionTitle: true,
  positionContactEmail: true,
  churchProfileId: true,
  churchUserId: true,
  churchName: true,
});

export const CHURCH_SUMMARY_KEYS = keysOf<ChurchSummary>({
  churchName: true,
  location: true,
  logoUrl: true,
});

export const CHURCH_DETAIL_KEYS = keysOf<ChurchDetail>({
  churchName: true,
  location: true,
  logoUrl: true,
  description: true,
  denomination: true,
  website: true,
  contactPhone: true,
});

export const CHURCH_PROFILE_KEYS: (keyof ChurchProfile)[] = [
  'id',
  'userId',
  ...CHURCH_TEXT_KEYS,
  'applicationEmails',
  'declineTemplate',
  'version',
  'createdAt',
  'updatedAt',
];

/** A position's fields but its decline, which both stores keep in fields of their own. */
export type PositionColumns = Omit<Position, 'declined'>;

export const POSITION_KEYS: (keyof PositionColumns)[] = [
  'id',
  'churchProfileId',
  ...POSITION_FIELD_KEYS,
  'status',
  'approved',
  'approvedAt',
  'closedReason',
  'closedAt',
  'version',
  'createdAt',
  'updatedAt',
];
