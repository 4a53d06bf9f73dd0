// Documents as stored in MongoDB (UUID strings as `_id`, BSON dates) and their mapping to the port's
// types (ISO strings). Field names are the port's camelCase names.
import type { FileKind } from '../../../shared/constants';
import { positionDataOf } from '../../../shared/position-fields';
import type { ChurchText } from '../../../shared/profile-fields';
import type { PositionData } from '../../../shared/schemas/position';
import type {
  Application,
  ApplicationEmailPreference,
  ApplicationNote,
  ApplicationStatus,
  AuditEntry,
  ChurchDetail,
  ChurchProfile,
  ChurchSummary,
  CloseReason,
  DeclineReason,
  Position,
  PositionDecline,
  PositionRevision,
  PositionStatus,
} from '../../../shared/types';
import { DEFAULT_CHURCH_SETTINGS } from '../church-settings';
import {
  APPLICATION_KEYS,
  APPLICATION_NOTE_KEYS,
  AUDIT_ENTRY_KEYS,
  CHURCH_DETAIL_KEYS,
  CHURCH_PROFILE_KEYS,
  POSITION_KEYS,
  CHURCH_SUMMARY_KEYS,
  USER_KEYS,
} from '../record-fields';
import type { MailMessage, TokenPurpose, UserRecord } from '../port';

export interface UserDoc extends Omit<
  UserRecord,
  'id' | 'oidcSubject' | 'createdAt' | 'updatedAt'
> {
  _id: string;
  /** Absent (not null) when unset: the unique index must ignore accounts without one. */
  oidcSubject?: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface SessionDoc {
  _id: string;
  /** JSON text: session data may hold keys that BSON field names cannot ('$…', dotted). */
  sess: string;
  expire: Date;
  /** The signed-in user (sess.userId), so deleting an account can find their sessions. */
  userId?: string;
}

export interface ChurchProfileDoc extends ChurchText {
  _id: string;
  userId: string;
  /** Absent on profiles saved before the setting existed: they have the default. */
  applicationEmails?: ApplicationEmailPreference;
  /** Absent on profiles saved before the setting existed: they have the default. */
  declineTemplate?: string | null;
  /** Absent on profiles saved before versions were kept: they are at version 1. */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The college's decline as stored: `at` as a date. */
export interface DeclineDoc {
  reason: DeclineReason;
  note: string | null;
  at: Date;
}

/**
 * A position. The optional fields are absent on documents older than decision 0024; toPosition
 * gives them their meaning, and the first change of such a document writes them (position-change.ts).
 */
export interface PositionDoc extends Omit<PositionData, 'applyBy'> {
  _id: string;
  churchProfileId: string;
  /** Absent: no 'Apply by' date. */
  applyBy?: string | null;
  status: PositionStatus;
  approved: boolean;
  /** Absent on an approved position: approving was its last update, so updatedAt. */
  approvedAt?: Date | null;
  /** Absent on a closed position: only the 60-day archive closed positions then. */
  closedReason?: CloseReason | null;
  /**
   * When it was closed; retention of its applications counts from here. Null while active; absent
   * on positions closed before the field existed, whose retention counts from updatedAt.
   */
  closedAt?: Date | null;
  declined?: DeclineDoc | null;
  /** Absent: version 1. */
  version?: number;
  /** The going-live (approvedAt) the church was last reminded of; never part of a Position. */
  expiryRemindedFor?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A position's edit waiting for the college, or declined by it; `_id` is the position's id. */
export interface PositionRevisionDoc {
  _id: string;
  /** The position's church, so a church's revisions are found without reading its positions. */
  churchProfileId: string;
  data: PositionData;
  status: 'pending' | 'declined';
  declined: DeclineDoc | null;
  submittedAt: Date;
}

/** One admin action (port AuditLogRepository). */
export interface AuditEntryDoc extends Omit<AuditEntry, 'id' | 'at' | 'version'> {
  _id: string;
  at: Date;
  /** Absent on entries recorded before approvals kept the version. */
  version?: number | null;
}

export interface ApplicationDoc extends Omit<Application, 'id' | 'createdAt' | 'updatedAt'> {
  _id: string;
  /**
   * Each status change after the first, in the order made; absent until the first change. The first
   * ('pending' at createdAt) is derived, never stored. Kept in the document so one update changes the
   * status and its history together (no multi-document transactions here).
   */
  statusHistory?: { status: ApplicationStatus; at: Date }[];
  /**
   * SHA-256 of the student's status token. Absent (not null) without one: the unique index must
   * ignore those applications (see indexes.ts).
   */
  statusTokenHash?: string;
  /** True while the application waits for its church's daily summary; absent on older ones. */
  inDigest?: boolean;
  /** When the church wrote its one message to this declined applicant; absent until then. */
  declineMessageSentAt?: Date;
  /**
   * The position and the e-mail lower-cased (applicant-key.ts), under a unique index: one live
   * application per student and position. Absent on applications from before it.
   */
  applicantKey?: string;
  /** When the status link was last e-mailed again; absent until the first time. */
  statusLinkResentAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** A private note on an application; deleted with it (cascade.ts). */
export interface ApplicationNoteDoc extends Omit<ApplicationNote, 'id' | 'createdAt'> {
  _id: string;
  createdAt: Date;
}

export interface IdempotencyDoc {
  /** JSON of [scope, key]: one unambiguous string, so the `_id` index makes `begin` atomic. */
  _id: string;
  scope: string;
  key: string;
  bodyHash: string;
  status: 'in-progress' | 'done';
  responseStatus: number | null;
  responseBody: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Takeovers so far; the next one must win the claim `<nonce>#<takeovers + 1>`. */
  takeovers: number;
  /** New for every insert of this key, so claims of a released key's earlier life never collide. */
  nonce: string;
  /** The records whose personal data the stored response carries (docs/decisions/0030-erasure.md). */
  about?: string[];
}

export interface TokenDoc {
  /** The token's hash. */
  _id: string;
  userId: string;
  purpose: TokenPurpose;
  expiresAt: Date;
  createdAt: Date;
}

export interface MailDoc {
  _id: string;
  to: string;
  /** Absent on messages queued before replies reached a person: null. */
  replyTo?: string | null;
  /** 1 for sign-in mail, 0 for notices; absent (older messages) sorts after both. */
  rank?: number;
  /** The group key while the message takes notices of its group; null once a sender claimed it. */
  group?: string | null;
  /** The group key for good, with the message's place in the group's sequence (see mail.ts). */
  groupId?: string;
  groupRev?: number;
  /** The group's items gathered so far, oldest first. */
  items?: string[];
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
  /** Leases so far; the next one must win the claim `mail:<id>#<leases + 1>`. */
  leases: number;
  /** The records whose personal data the message carries (docs/decisions/0030-erasure.md). */
  about?: string[];
}

/** One run of a periodic job. The newest revision per name is the job's state; older ones are pruned. */
export interface JobRunDoc {
  /** `<name>#<rev>`: the unique `_id` lets exactly one server write the next revision. */
  _id: string;
  name: string;
  rev: number;
  lastRunAt: Date;
}

/** A one-time claim: whoever inserts it first owns the change it names (see claims.ts). */
export interface ClaimDoc {
  _id: string;
  kind:
    | 'role'
    | 'idempotency'
    | 'mail'
    | 'upload'
    | 'position'
    | 'church'
    | 'decline-message'
    | 'church-message'
    | 'status-link';
  /** The id of the document the claim changes, to prune claims with it. */
  owner: string;
  /** What the claimer set out to write, so another caller can finish the job if the claimer died. */
  value: string | Date | null;
  createdAt: Date;
}

/** One upload grant (port UploadRecord); the claim `upload:<key>` decides who uses it (uploads.ts). */
export interface UploadDoc {
  /** The storage key. */
  _id: string;
  kind: FileKind;
  owner: string;
  bytes: number;
  createdAt: Date;
  receivedAt: Date | null;
  usedBy: string | null;
  /** The uploaded file's name; absent on grants recorded before names were kept. */
  name?: string | null;
}

/**
 * One held place of a rate limit's window (rate-limits.ts): `_id` `<limiter>|<key>|<window
 * start ms>#<place>`, unique, so two callers never hold the same place.
 */
export interface RateLimitDoc {
  _id: string;
  limiter: string;
  key: string;
  windowStart: Date;
  place: number;
  /** The window's end: nothing reads the place after it (the TTL index and a job delete it). */
  expireAt: Date;
}

/**
 * The store-wide values, one document each: the public list's version (`token`) and the sync
 * horizon (`horizon`, docs/decisions/0047-public-list-sync.md).
 */
export interface MetaDoc {
  _id: string;
  token?: string;
  horizon?: Date;
}

/** A position that was ever public and was deleted: its tombstone, kept SYNC_TOMBSTONE_DAYS. */
export interface RemovedPositionDoc {
  _id: string;
  removedAt: Date;
}

/**
 * The fields `keys` of a document: `_id` as `id`, dates as ISO strings, and a field absent from an
 * older document as null.
 */
export function recordOf<T>(keys: readonly (keyof T & string)[], doc: object): T {
  const fields = doc as Record<string, unknown>;
  return Object.fromEntries(
    keys.map((key) => {
      const value = fields[key === 'id' ? '_id' : key];
      return [key, value instanceof Date ? value.toISOString() : (value ?? null)];
    }),
  ) as T;
}

/** A users document as the port's UserRecord. */
export function toUser(doc: UserDoc): UserRecord {
  return recordOf(USER_KEYS, doc);
}

/** A churchProfiles document as a ChurchProfile. */
export function toChurchProfile(doc: ChurchProfileDoc): ChurchProfile {
  return {
    ...recordOf(CHURCH_PROFILE_KEYS, doc),
    applicationEmails: doc.applicationEmails ?? DEFAULT_CHURCH_SETTINGS.applicationEmails,
    declineTemplate: doc.declineTemplate ?? DEFAULT_CHURCH_SETTINGS.declineTemplate,
    version: versionOf(doc),
  };
}

/** A church as nested in position lists, or null when the position has none. */
export function toChurchSummary(doc: ChurchProfileDoc | undefined): ChurchSummary | null {
  return doc === undefined ? null : recordOf<ChurchSummary>(CHURCH_SUMMARY_KEYS, doc);
}

/** A church as nested in a position's detail, or null when the position has none. */
export function toChurchDetail(doc: ChurchProfileDoc | null): ChurchDetail | null {
  return doc === null ? null : recordOf<ChurchDetail>(CHURCH_DETAIL_KEYS, doc);
}

/** The version of a position or church profile; absent on documents from before versions: 1. */
export function versionOf(doc: { version?: number }): number {
  return doc.version ?? 1;
}

/** When the position last went live; see PositionDoc for documents without the field. */
export function approvedAtOf(doc: PositionDoc): Date | null {
  if (doc.approvedAt !== undefined) return doc.approvedAt;
  return doc.approved ? doc.updatedAt : null;
}

/** When the position was closed; see PositionDoc for documents without the field. */
export function closedAtOf(doc: PositionDoc): Date | null {
  if (doc.status !== 'closed') return null;
  return doc.closedAt ?? doc.updatedAt;
}

function toDecline(doc: DeclineDoc): PositionDecline {
  return { reason: doc.reason, note: doc.note, at: doc.at.toISOString() };
}

/** A decline as stored. */
export function toDeclineDoc(decline: PositionDecline): DeclineDoc {
  return { reason: decline.reason, note: decline.note, at: new Date(decline.at) };
}

/** A positions document as a Position. */
export function toPosition(doc: PositionDoc): Position {
  return {
    ...recordOf(POSITION_KEYS, doc),
    approvedAt: approvedAtOf(doc)?.toISOString() ?? null,
    closedReason: doc.status === 'closed' ? (doc.closedReason ?? 'expired') : null,
    closedAt: closedAtOf(doc)?.toISOString() ?? null,
    declined: doc.declined ? toDecline(doc.declined) : null,
    version: versionOf(doc),
  };
}

/** A positionRevisions document as a PositionRevision. */
export function toPositionRevision(doc: PositionRevisionDoc): PositionRevision {
  return {
    positionId: doc._id,
    data: positionDataOf(doc.data),
    status: doc.status,
    declined: doc.declined ? toDecline(doc.declined) : null,
    submittedAt: doc.submittedAt.toISOString(),
  };
}

/** An auditLog document as an AuditEntry. */
export function toAuditEntry(doc: AuditEntryDoc): AuditEntry {
  return recordOf(AUDIT_ENTRY_KEYS, doc);
}

/** An applications document as an Application. */
export function toApplication(doc: ApplicationDoc): Application {
  return recordOf(APPLICATION_KEYS, doc);
}

/** An applicationNotes document as an ApplicationNote. */
export function toApplicationNote(doc: ApplicationNoteDoc): ApplicationNote {
  return recordOf(APPLICATION_NOTE_KEYS, doc);
}

/** A mailQueue document as a MailMessage. */
export function toMailMessage(doc: MailDoc): MailMessage {
  return {
    id: doc._id,
    to: doc.to,
    replyTo: doc.replyTo ?? null,
    subject: doc.subject,
    text: doc.text,
    html: doc.html,
    priority: doc.rank === 1 ? 'sign-in' : 'notice',
    attempts: doc.attempts,
    nextAttemptAt: doc.nextAttemptAt.toISOString(),
    lastError: doc.lastError,
    sentAt: doc.sentAt?.toISOString() ?? null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The record of the document `read` answers, or undefined when it answers none. */
export async function found<D, T>(
  read: Promise<D | null>,
  toRecord: (doc: D) => T,
): Promise<T | undefined> {
  const doc = await read;
  return doc === null ? undefined : toRecord(doc);
}
