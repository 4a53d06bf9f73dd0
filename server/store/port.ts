// The store port: a narrow, domain-shaped interface that both adapters (SQLite, MongoDB) implement.
// Services depend on this file only, never on a database driver. Every method is async so the
// embedded SQLite adapter and the networked MongoDB adapter are interchangeable.
// Timestamps cross this port as ISO-8601 strings (UTC, millisecond precision).
import type { ChurchProfileData } from '../../shared/schemas/church-profile';
import type { PositionData } from '../../shared/schemas/position';
import type { FileKind, Role } from '../../shared/constants';
import type {
  Application,
  AuditEntry,
  ApplicationNote,
  ApplicationStatus,
  ApplicationStatusChange,
  ChurchProfile,
  ChurchStats,
  CloseReason,
  Position,
  PositionDecline,
  PositionDetail,
  PositionRevision,
  PositionWithChurch,
  PositionWithCount,
  User,
} from '../../shared/types';

/** A user as stored: the public user plus what only the auth service reads. */
export interface UserRecord extends User {
  passwordHash: string | null;
  /** The OpenID Connect subject (issuer + sub) when the account came from a provider. */
  oidcSubject: string | null;
  /** Bumped when the password changes so older sessions stop working. */
  authVersion: number;
}

/** Fields to create a user with; id and timestamps come from the store. */
export interface NewUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  passwordHash: string | null;
  oidcSubject: string | null;
  emailVerified: boolean;
}

/** Thrown by users.create when the e-mail (case-insensitive) is taken. */
export class DuplicateEmailError extends Error {
  constructor(email: string) {
    super(`A user with e-mail ${email} exists`);
    this.name = 'DuplicateEmailError';
  }
}

/** Thrown by a save that names a version the record is no longer at; carries the record as it is. */
export class StaleVersionError<T> extends Error {
  constructor(readonly current: T) {
    super('The record changed since the version this save started from');
    this.name = 'StaleVersionError';
  }
}

/** Thrown by create methods given an explicit id that already exists (idempotent retries). */
export class DuplicateIdError extends Error {
  constructor(id: string) {
    super(`Record ${id} exists`);
    this.name = 'DuplicateIdError';
  }
}

/**
 * Thrown by applications.create when the position already has a live application from this e-mail
 * (case-insensitive): one student, one application per position until it is withdrawn or deleted
 * (docs/decisions/0028-one-application-per-student.md). Carries the application that exists.
 */
export class DuplicateApplicationError extends Error {
  constructor(readonly existing: Application) {
    super(
      `Position ${existing.positionId} already has application ${existing.id} from this e-mail`,
    );
    this.name = 'DuplicateApplicationError';
  }
}

export interface UserRepository {
  /** Creates a user; e-mail is stored lower-cased. Throws DuplicateEmailError. */
  create(user: NewUser): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | undefined>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<UserRecord | undefined>;
  findByOidcSubject(subject: string): Promise<UserRecord | undefined>;
  /** Updates the given fields and updatedAt; returns the new record, undefined when absent. */
  update(
    id: string,
    patch: Partial<
      Pick<
        UserRecord,
        | 'firstName'
        | 'lastName'
        | 'profileImageUrl'
        | 'passwordHash'
        | 'oidcSubject'
        | 'emailVerified'
        | 'authVersion'
      >
    >,
  ): Promise<UserRecord | undefined>;
  /** Sets the role only when none is set yet (atomic); returns whether it was set. */
  setRoleOnce(id: string, role: Role): Promise<boolean>;
  /**
   * Deletes the user, their church profile, its positions and their applications with the
   * applications' status history and notes. Notes the user wrote on other churches' applications
   * (an admin's) stay: they belong to those applications.
   */
  delete(id: string): Promise<boolean>;
}

export interface SessionRepository {
  /** The session data when present and not expired at `now`. */
  get(sid: string, now: Date): Promise<Record<string, unknown> | undefined>;
  /** Creates or replaces a session. */
  set(sid: string, sess: Record<string, unknown>, expire: Date): Promise<void>;
  destroy(sid: string): Promise<void>;
  /** Removes sessions that expired before `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
  /** Removes every session signed in as this user (the account is being deleted); returns how many. */
  deleteForUser(userId: string): Promise<number>;
}

export interface ChurchProfileRepository {
  findByUserId(userId: string): Promise<ChurchProfile | undefined>;
  findById(id: string): Promise<ChurchProfile | undefined>;
  /**
   * Creates the profile (version 1) or, when the user has one, updates it and bumps its version.
   * `created` tells which. `applicationEmails` and `declineTemplate` left undefined keep their
   * value ('each' and null on creation). With `expectedVersion`, an existing profile at another
   * version is left alone and StaleVersionError carries it (atomically: two saves from the same
   * version cannot both succeed).
   */
  upsertForUser(
    userId: string,
    data: ChurchProfileData,
    expectedVersion?: number,
  ): Promise<{ profile: ChurchProfile; created: boolean }>;
}

/**
 * Positions over their life (decision 0024), timed by the store's clock. Every change bumps the
 * position's `version` by one (and updatedAt), and each
 * conditional change below is atomic: it applies only when its condition holds at the moment of the
 * write and answers undefined otherwise (also when the position is absent), so the service re-reads
 * to say why. A change that can alter the public list bumps its version in the same write.
 */
export interface PositionRepository {
  /** Creates a pending, active position at version 1. With `id` given, throws DuplicateIdError if it exists. */
  create(churchProfileId: string, data: PositionData, id?: string): Promise<Position>;
  findById(id: string): Promise<Position | undefined>;
  /** The position with the detail church fields nested. */
  findDetail(id: string): Promise<PositionDetail | undefined>;
  /** Approved and active positions, newest first, with the summary church. */
  listPublic(): Promise<PositionWithChurch[]>;
  /** A church's positions, newest first, with applicationCount. */
  listByChurch(churchProfileId: string): Promise<PositionWithCount[]>;
  /** Every position, newest first, with the summary church and applicationCount. */
  listAll(): Promise<PositionWithCount[]>;
  /**
   * Replaces every field of a position not yet approved that is at `expectedVersion`, and clears
   * its decline (the church resubmits it).
   */
  replacePending(
    id: string,
    data: PositionData,
    expectedVersion: number,
  ): Promise<Position | undefined>;
  /**
   * Keeps an edit of an approved position at `expectedVersion` as its revision (pending, submitted
   * now), replacing the one it had; the position's fields stay as they are.
   */
  saveRevision(
    id: string,
    data: PositionData,
    expectedVersion: number,
  ): Promise<{ position: Position; revision: PositionRevision } | undefined>;
  /** The position's revision, pending or declined. */
  findRevision(positionId: string): Promise<PositionRevision | undefined>;
  /** Every revision (of one church's positions when given), pending and declined. */
  listRevisions(churchProfileId?: string): Promise<PositionRevision[]>;
  /**
   * Approves an active position not yet approved that is at `expectedVersion` (the version the
   * admin reviewed): approvedAt = now, its decline cleared.
   */
  approve(id: string, expectedVersion: number): Promise<Position | undefined>;
  /** Declines an active position not yet approved (a new decline replaces an earlier one). */
  decline(id: string, decline: PositionDecline): Promise<Position | undefined>;
  /**
   * Applies a pending revision to its approved position at `expectedVersion` (saving or declining
   * a revision moves the version, so it names the revision the admin reviewed) and forgets it.
   */
  approveRevision(id: string, expectedVersion: number): Promise<Position | undefined>;
  /** Declines a pending revision; the position keeps its approved fields. */
  declineRevision(id: string, decline: PositionDecline): Promise<PositionRevision | undefined>;
  /** Closes an active position for `reason` (closedAt, now, is when retention starts). */
  close(id: string, reason: CloseReason): Promise<Position | undefined>;
  /**
   * Opens a closed position again (closedReason and closedAt cleared); an approved one goes live
   * now (its 60 days start again). `clearApplyBy` drops an 'Apply by' date that has passed.
   */
  reopen(id: string, clearApplyBy: boolean): Promise<Position | undefined>;
  /**
   * 'Keep open': an active position that went live at `approvedAt` goes live again now. Once
   * used, approvedAt has moved, so the same request applies nothing (a single-use link).
   */
  extendLive(id: string, approvedAt: string): Promise<Position | undefined>;
  /** Closes as 'expired' the active, approved positions that went live before `cutoff`; their ids. */
  closeExpired(cutoff: Date): Promise<string[]>;
  /** Closes as 'deadline' the active positions whose 'Apply by' day is `lastEndedDay` or earlier; their ids. */
  closePastApplyBy(lastEndedDay: string): Promise<string[]>;
  /**
   * Active, approved positions that went live before `cutoff` and whose church was not yet
   * reminded for that going-live, oldest first.
   */
  dueForExpiryReminder(cutoff: Date): Promise<Position[]>;
  /** Records that the church was reminded for the going-live at `approvedAt`. */
  markExpiryReminded(id: string, approvedAt: string): Promise<void>;
  /**
   * Deletes the position, its revision and its applications (with their status history and notes); returns the deleted applications' ids and resume
   * URLs and the job description URL, or undefined when absent.
   */
  delete(
    id: string,
  ): Promise<
    { resumeUrls: string[]; jobDescriptionUrl: string | null; applicationIds: string[] } | undefined
  >;
  /** activePositions counts approved, active positions. */
  statsForChurch(churchProfileId: string): Promise<ChurchStats>;
  /** Changes whenever any position or application that the public list shows changes. */
  publicListVersion(): Promise<string>;
  /**
   * What changed in the public list after `after` (docs/decisions/0047-public-list-sync.md), from
   * indexed reads of the changes alone, never of the whole list.
   */
  publicListChangesSince(after: Date): Promise<PublicListChanges>;
  /**
   * The oldest cursor whose changes the store can still answer (ISO), or null when it can answer
   * any: the sync horizon. Moved by pruneRemoved and restartSync.
   */
  syncHorizon(): Promise<string | null>;
  /**
   * Forgets the positions removed before `before` (their tombstones). When it forgot any, the sync
   * horizon moves to the newest forgotten removal plus SYNC_LOOKBACK_MS (never back) and the public
   * list's version moves, so a cached snapshot is rebuilt with a cursor past it. Returns how many.
   */
  pruneRemoved(before: Date): Promise<number>;
  /**
   * Moves the sync horizon to now (a backup was restored: a cursor from before tells of another
   * history) and the public list's version with it.
   */
  restartSync(): Promise<void>;
}

/**
 * The public list's changes after a moment: what a device holding the list since then needs. A
 * position counts as changed when its own updatedAt or its church's is after the moment.
 */
export interface PublicListChanges {
  /** Public positions that changed, newest first, with the summary church (as listPublic). */
  upserts: PositionWithChurch[];
  /**
   * Ids of positions that left the list: ever approved (never-approved ids never leave the store),
   * not public now and changed after the moment, or deleted after it (a tombstone).
   */
  removed: string[];
}

/** The admin actions, kept AUDIT_LOG_RETENTION_DAYS. */
export interface AuditLogRepository {
  /** Records an action taken now. */
  record(entry: Omit<AuditEntry, 'id' | 'at'>): Promise<AuditEntry>;
  /** Up to `limit` entries, newest first (ties by id), only those before `before` when given. */
  list(limit: number, before?: Date): Promise<AuditEntry[]>;
  /** Forgets the entries recorded before `before`; returns how many. */
  deleteBefore(before: Date): Promise<number>;
  /**
   * Replaces the e-mail of every entry this actor recorded with `replacement` (their account is
   * being deleted; the entries and the actor's id stay); returns how many.
   */
  forgetActorEmail(actorId: string, replacement: string): Promise<number>;
}

/** What a new application stores besides the student's fields. */
export type NewApplication = Omit<
  Application,
  'id' | 'positionId' | 'status' | 'createdAt' | 'updatedAt'
> & {
  /** SHA-256 (hex) of the student's status token; the token itself is never stored. Default null. */
  statusTokenHash?: string | null;
  /** True when the church chose a daily summary: the application waits for it. Default false. */
  inDigest?: boolean;
};

/** One application in a church's daily summary. */
export interface DigestItem {
  applicationId: string;
  studentName: string;
  createdAt: string;
  positionId: string;
  positionTitle: string;
  /** Where the summary goes: the position's contact e-mail, else null (the account's). */
  positionContactEmail: string | null;
  churchProfileId: string;
  churchUserId: string;
  churchName: string;
}

/**
 * What claiming the church's one message to a declined applicant answered: 'claimed' when this
 * caller may send it now (the claim is recorded), else why not. 'over-cap' says when the oldest
 * message of the church's window leaves it (`freesAt`).
 */
export type DeclineMessageClaim =
  | { state: 'claimed' }
  | { state: 'missing' | 'not-declined' | 'already-sent' }
  | { state: 'over-cap'; freesAt: string };

/** A church's cap on the messages it writes to applicants: at most `cap` after `since`. */
export interface ChurchMessageCap {
  churchProfileId: string;
  since: Date;
  cap: number;
}

export interface ApplicationRepository {
  /**
   * Creates a pending application. With `id` given, throws DuplicateIdError if it exists (that
   * first); throws DuplicateApplicationError when the position has a live application from the same
   * e-mail, compared case-insensitively, even under concurrent creates.
   */
  create(positionId: string, data: NewApplication, id?: string): Promise<Application>;
  /** The position's live application from this e-mail (case-insensitive), if any. */
  findByEmail(positionId: string, email: string): Promise<Application | undefined>;
  /**
   * Marks that the status link was e-mailed again at `at`, when it never was or last was before
   * `notSince`; true for the one caller that marked it (two instances racing: one true), false
   * otherwise or when the application is absent.
   */
  markStatusLinkResent(id: string, at: Date, notSince: Date): Promise<boolean>;
  findById(id: string): Promise<Application | undefined>;
  /** The application whose status token hashes to `tokenHash` (the student's capability). */
  findByStatusTokenHash(tokenHash: string): Promise<Application | undefined>;
  /**
   * Deletes one application with its status history and notes (a student withdrawing); returns
   * its resume URL, or undefined when absent.
   */
  delete(id: string): Promise<{ resumeUrl: string | null } | undefined>;
  /**
   * Applications waiting for their church's daily summary: created with `inDigest` and not yet
   * marked, whose church still chose 'daily', created before `before`; oldest first.
   */
  awaitingDigest(before: Date): Promise<DigestItem[]>;
  /** Takes these applications out of the daily summary (they were sent). */
  markDigested(ids: readonly string[]): Promise<void>;
  /**
   * Deletes the applications (with history and notes) of positions closed before `closedBefore`;
   * returns their ids and resume URLs so the files can go too.
   */
  deleteOfPositionsClosedBefore(
    closedBefore: Date,
  ): Promise<{ applicationIds: string[]; resumeUrls: string[] }>;
  /** For each of the church's positions (every one, zero counts included), its counts per status. */
  countsByStatusForChurch(
    churchProfileId: string,
  ): Promise<Record<string, Record<ApplicationStatus, number>>>;
  /** A position's applications, newest first; only those with `filter.status` when given. */
  listByPosition(
    positionId: string,
    filter?: { status?: ApplicationStatus },
  ): Promise<Application[]>;
  /** The application whose resumeUrl is exactly this address. */
  findByResumeUrl(resumeUrl: string): Promise<Application | undefined>;
  /**
   * Sets the status and updatedAt to `at` and records the change in the history, atomically.
   * Setting the status it has changes nothing. Undefined when the application is absent.
   */
  setStatus(id: string, status: ApplicationStatus, at: Date): Promise<Application | undefined>;
  /**
   * The application's statuses in the order they were set, starting with 'pending' at createdAt;
   * empty when the application is absent.
   */
  statusHistory(id: string): Promise<ApplicationStatusChange[]>;
  /** How many of the position's applications have each status (every status, zero included). */
  countsByStatus(positionId: string): Promise<Record<ApplicationStatus, number>>;
  /**
   * Adds a private note written at `at`, with the given `id` (from an Idempotency-Key) or a new
   * one; undefined when the application is absent; DuplicateIdError when the id is taken.
   */
  addNote(
    applicationId: string,
    note: { authorId: string; text: string },
    at: Date,
    id?: string,
  ): Promise<ApplicationNote | undefined>;
  /** The application's notes, oldest first (ties by id). */
  listNotes(applicationId: string): Promise<ApplicationNote[]>;
  /** Deletes the note when it belongs to this application; returns whether it did. */
  deleteNote(applicationId: string, noteId: string): Promise<boolean>;
  /**
   * Claims the one message the church may write to this applicant, atomically across instances:
   * only when the application is declined, has had no such message, and the church wrote fewer
   * than `cap.cap` messages after `cap.since` (a message counts there even after its application
   * is withdrawn or deleted). The claim is the message's record, made at `at`.
   */
  claimDeclineMessage(id: string, at: Date, cap: ChurchMessageCap): Promise<DeclineMessageClaim>;
  /** Undoes the claim made at `at` (the message could not be queued), so the church may try again. */
  releaseDeclineMessage(id: string, at: Date): Promise<void>;
}

/** Counts for every status, all zero: what countsByStatus starts from. */
export function zeroStatusCounts(): Record<ApplicationStatus, number> {
  return { pending: 0, reviewed: 0, contacted: 0, declined: 0, hired: 0 };
}

/** The owner of every resume upload: students have no account, the unguessable key is their capability. */
export const ANONYMOUS_UPLOADER = 'anonymous';

/** The uploader of a church's (or any signed-in person's) file. */
export function userUploader(userId: string): string {
  return `user:${userId}`;
}

/** One upload grant: who may use the file, how many bytes it counts for, whether it arrived and who uses it. */
export interface UploadRecord {
  /** Storage key, e.g. `resumes/<uuid>.pdf`. */
  key: string;
  kind: FileKind;
  /** `user:<id>` (userUploader) or ANONYMOUS_UPLOADER. */
  owner: string;
  /** Bytes counted against the hourly cap: the received size once received, the declared (or the kind's largest) size before. */
  bytes: number;
  createdAt: string;
  /** When the first complete PUT landed; null until then. */
  receivedAt: string | null;
  /** The id of the record (position, application) that references the file; null while unused. */
  usedBy: string | null;
  /**
   * The file's name on the uploader's device, cleaned (server/uploads/upload-name.ts); null when
   * none was given and for grants recorded before names were kept. Personal data of the owner: it
   * lives and goes with the grant (docs/decisions/0044-uploaded-file-names.md).
   */
  name: string | null;
}

/** What claiming an upload for a record answered. */
export type UploadClaim = 'claimed' | 'taken' | 'missing';

/**
 * Upload grants and which record uses each file (docs/decisions/0016-upload-ownership.md), plus
 * which stored files legacy records (from before grants were recorded) point at.
 */
export interface UploadRepository {
  /** Records a new grant (receivedAt and usedBy null). */
  create(
    upload: { key: string; kind: FileKind; owner: string; bytes: number; name: string | null },
    now: Date,
  ): Promise<UploadRecord>;
  find(key: string): Promise<UploadRecord | undefined>;
  /** The uploaded names of these keys' grants; a key without a grant or a name is left out. */
  namesOf(keys: readonly string[]): Promise<Map<string, string>>;
  /** Bytes of the grants created at or after `since` that no record uses, all owners together. */
  unclaimedBytesSince(since: Date): Promise<number>;
  /** Marks a grant received with its real size; false when absent or already received. */
  markReceived(key: string, bytes: number, now: Date): Promise<boolean>;
  /**
   * Makes `recordId` the user of the upload, atomically: 'claimed' when it now is (also when it
   * already was: an idempotent retry), 'taken' when another record uses it, 'missing' when no such grant.
   */
  claim(key: string, recordId: string): Promise<UploadClaim>;
  /** Undoes `recordId`'s claim (its record was not created); a claim of another record is left alone. */
  release(key: string, recordId: string): Promise<void>;
  /** Forgets the grants these records use and returns their keys, so their files can be deleted. */
  forgetUsedBy(recordIds: readonly string[]): Promise<string[]>;
  /** Up to `limit` grants created before `before` that no record uses, oldest first. */
  listUnclaimedBefore(before: Date, limit: number): Promise<UploadRecord[]>;
  /** Forgets a grant unless a record uses it (atomic with claim); true when forgotten. */
  deleteUnclaimed(key: string): Promise<boolean>;
  /**
   * Of these storage keys (`resumes/<uuid>.pdf`, ...), the ones that some application's resumeUrl
   * or position's jobDescriptionUrl names. An address names a key when it is the key or ends with
   * `/` + key, whatever origin it was stored with (PUBLIC_URL and S3 endpoints can change).
   */
  referencedKeys(keys: readonly string[]): Promise<Set<string>>;
}

/** What the idempotency store answers when a keyed request starts. */
export type IdempotencyBegin =
  | { state: 'started' }
  | { state: 'in-progress' }
  | { state: 'mismatch' }
  | { state: 'done'; status: number; body: string };

export interface IdempotencyRepository {
  /**
   * Atomically claims (scope, key) for a request whose body hashes to `bodyHash`. A claim still
   * in progress but older than `staleBefore` is taken over (its server died mid-request).
   */
  begin(
    scope: string,
    key: string,
    bodyHash: string,
    now: Date,
    staleBefore: Date,
  ): Promise<IdempotencyBegin>;
  /**
   * Stores the response of a claimed request, with the ids of the records whose personal data it
   * carries (`about`), so erasing those records can find it (docs/decisions/0030-erasure.md).
   */
  complete(
    scope: string,
    key: string,
    status: number,
    body: string,
    about?: readonly string[],
  ): Promise<void>;
  /** Releases a claim whose request failed, so a retry can run it again. */
  release(scope: string, key: string): Promise<void>;
  /** Forgets keys created before `before`; returns how many. */
  deleteCreatedBefore(before: Date): Promise<number>;
  /**
   * Replaces the stored response of every key whose response names one of these records with
   * `response` (which names none), keeping the key and its body hash so a replay still applies
   * nothing; returns how many.
   */
  replaceResponsesAbout(
    recordIds: readonly string[],
    response: { status: number; body: string },
  ): Promise<number>;
}

/** A one-time token (e-mail verification, password reset), stored only as a hash. */
export type TokenPurpose = 'verify' | 'reset';

export interface TokenRepository {
  create(tokenHash: string, userId: string, purpose: TokenPurpose, expiresAt: Date): Promise<void>;
  /** Deletes and returns the token's user when it exists, has this purpose and is unexpired (single use). */
  consume(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<string | undefined>;
  /** Deletes every token of the user with this purpose. */
  deleteForUser(userId: string, purpose: TokenPurpose): Promise<void>;
}

/**
 * How urgent a message is: sign-in mail (verification, reset, the sign-up-attempt notice) is
 * claimed before any notice, however many notices wait (docs/decisions/0029-mail-replies-and-order.md).
 */
export type MailPriority = 'sign-in' | 'notice';

/** A message waiting to be sent. */
export interface MailMessage {
  id: string;
  to: string;
  /** Where a reply goes (the person the message is about), or null for the sender itself. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  priority: MailPriority;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** Which queued messages MailQueueRepository.deleteWhere removes: those matching any given part. */
export interface MailDeletion {
  /** Messages that name one of these records (their `about`). */
  about?: readonly string[];
  /** Messages to one of these addresses (case-insensitive) that name no record (queued before messages named them). */
  to?: readonly string[];
  /** Messages sent before this moment. */
  sentBefore?: Date;
}

/** What a caller queues. */
export interface NewMailMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Default 'notice'. */
  priority?: MailPriority;
  /**
   * The ids of the records (application, user, position) whose personal data the message carries,
   * so erasing one of them deletes it (docs/decisions/0030-erasure.md).
   */
  about?: readonly string[];
}

/** The parts of a message that its group's items decide. */
export interface MailBody {
  subject: string;
  text: string;
  html: string | null;
}

/**
 * A notice that waits `until` for others of its group (one recipient, one kind) so they leave as
 * one e-mail. `item` is this notice's part (opaque to the store); `compose` lays out the message
 * from every item gathered so far, oldest first, and is called again each time one joins.
 */
export interface MailGroup {
  key: string;
  item: string;
  until: Date;
  compose: (items: readonly string[]) => MailBody;
}

export interface MailQueueRepository {
  /** Queues a message due now. */
  enqueue(message: NewMailMessage): Promise<MailMessage>;
  /** Deletes the messages, sent or not, that match `which`; returns how many. */
  deleteWhere(which: MailDeletion): Promise<number>;
  /**
   * Adds the notice to its group's waiting message (atomically: concurrent callers, on any server
   * instance, end in one message) or, when none waits, queues a new one due at `group.until`. A
   * message leaves its group once a sender claims it: later notices start a new one.
   */
  enqueueGrouped(
    message: Omit<NewMailMessage, 'subject' | 'text' | 'html'>,
    group: MailGroup,
  ): Promise<MailMessage>;
  /**
   * Claims up to `limit` unsent messages due at `now`, sign-in mail first, then oldest due first,
   * pushing their nextAttemptAt to `leaseUntil` so another instance does not send them at the same
   * time. A claimed message takes no more notices of its group.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<MailMessage[]>;
  markSent(id: string, now: Date): Promise<void>;
  markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void>;
}

export interface JobRepository {
  /**
   * Claims the named periodic job when it last ran before `dueBefore` (or never). Atomic across
   * server instances sharing the store: exactly one caller gets true per period.
   */
  claim(name: string, now: Date, dueBefore: Date): Promise<boolean>;
}

/** A fixed window of a rate limit: from `start` (included) to `end` (excluded). */
export interface RateWindow {
  start: Date;
  end: Date;
}

/**
 * Rate-limit counters shared by every instance using the store
 * (docs/decisions/0034-limits-leases-and-claims-across-instances.md). A window of one limiter's key
 * has `limit` places; each counted hit holds one. Taking and giving back are atomic across
 * instances: however many callers race, at most `limit` places are held at once.
 */
export interface RateLimitRepository {
  /** Takes a free place of (`limiter`, `key`) in `window`; false when all `limit` are held. */
  take(limiter: string, key: string, window: RateWindow, limit: number): Promise<boolean>;
  /** Frees one held place of (`limiter`, `key`) in `window`, if any. */
  giveBack(limiter: string, key: string, window: RateWindow): Promise<void>;
  /** Forgets the places of windows that ended at or before `now`; returns how many. */
  deleteEnded(now: Date): Promise<number>;
}

/** The whole store, opened by an adapter. */
export interface Store {
  readonly kind: 'sqlite' | 'mongodb';
  users: UserRepository;
  sessions: SessionRepository;
  churches: ChurchProfileRepository;
  positions: PositionRepository;
  applications: ApplicationRepository;
  idempotency: IdempotencyRepository;
  tokens: TokenRepository;
  mail: MailQueueRepository;
  jobs: JobRepository;
  uploads: UploadRepository;
  auditLog: AuditLogRepository;
  /**
   * Shared rate-limit counters, or null for a store only one process uses (SQLite): its limits
   * are counted in that process's memory, exactly and without a write per hit.
   */
  rateLimits: RateLimitRepository | null;
  /**
   * The store's clock, read without stamping anything: the latest time it stamped a record with,
   * or the time now if later. A record written after this call is stamped later than this time.
   */
  now(): Date;
  /** Throws when the store cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
