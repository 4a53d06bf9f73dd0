// What every MongoDB repository shares: the typed collections and the store's clock.
import type { Collection, Db } from 'mongodb';
import type {
  ApplicationDoc,
  ApplicationNoteDoc,
  AuditEntryDoc,
  ChurchProfileDoc,
  ClaimDoc,
  IdempotencyDoc,
  JobRunDoc,
  MailDoc,
  MetaDoc,
  PositionDoc,
  PositionRevisionDoc,
  RateLimitDoc,
  RemovedPositionDoc,
  SessionDoc,
  TokenDoc,
  UploadDoc,
  UserDoc,
} from './documents';

/** The collections of one store's database. */
export interface MongoCollections {
  users: Collection<UserDoc>;
  sessions: Collection<SessionDoc>;
  churchProfiles: Collection<ChurchProfileDoc>;
  positions: Collection<PositionDoc>;
  positionRevisions: Collection<PositionRevisionDoc>;
  applications: Collection<ApplicationDoc>;
  applicationNotes: Collection<ApplicationNoteDoc>;
  idempotencyKeys: Collection<IdempotencyDoc>;
  tokens: Collection<TokenDoc>;
  mailQueue: Collection<MailDoc>;
  jobs: Collection<JobRunDoc>;
  claims: Collection<ClaimDoc>;
  uploads: Collection<UploadDoc>;
  meta: Collection<MetaDoc>;
  auditLog: Collection<AuditEntryDoc>;
  rateLimits: Collection<RateLimitDoc>;
  removedPositions: Collection<RemovedPositionDoc>;
}

/** The database-wide state the repositories of one MongoDB store use. */
export interface MongoContext {
  readonly db: Db;
  readonly collections: MongoCollections;
  /** The store's clock for createdAt/updatedAt (strictly increasing). */
  readonly now: () => Date;
}

/** The typed collections of `db`. */
export function collectionsOf(db: Db): MongoCollections {
  return {
    users: db.collection<UserDoc>('users'),
    sessions: db.collection<SessionDoc>('sessions'),
    churchProfiles: db.collection<ChurchProfileDoc>('churchProfiles'),
    positions: db.collection<PositionDoc>('positions'),
    positionRevisions: db.collection<PositionRevisionDoc>('positionRevisions'),
    applications: db.collection<ApplicationDoc>('applications'),
    applicationNotes: db.collection<ApplicationNoteDoc>('applicationNotes'),
    idempotencyKeys: db.collection<IdempotencyDoc>('idempotencyKeys'),
    tokens: db.collection<TokenDoc>('tokens'),
    mailQueue: db.collection<MailDoc>('mailQueue'),
    jobs: db.collection<JobRunDoc>('jobs'),
    claims: db.collection<ClaimDoc>('claims'),
    uploads: db.collection<UploadDoc>('uploads'),
    meta: db.collection<MetaDoc>('meta'),
    auditLog: db.collection<AuditEntryDoc>('auditLog'),
    rateLimits: db.collection<RateLimitDoc>('rateLimits'),
    removedPositions: db.collection<RemovedPositionDoc>('removedPositions'),
  };
}
