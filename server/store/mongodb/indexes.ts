// Indexes created on open (createIndex is a no-op when the index exists). Only options FerretDB 1.24
// accepts are used: it refuses partialFilterExpression and ignores sparse, so users without an OIDC
// subject and applications without a status token leave the field out rather than storing null.
import { MongoServerError } from 'mongodb';
import type { MongoCollections } from './context';

/** Creates every index the repositories rely on for uniqueness or speed. */
export async function ensureIndexes(c: MongoCollections): Promise<void> {
  await Promise.all([
    c.users.createIndex({ email: 1 }, { unique: true, name: 'email_unique' }),
    c.users.createIndex(
      { oidcSubject: 1 },
      { unique: true, sparse: true, name: 'oidcSubject_unique' },
    ),
    c.sessions.createIndex({ expire: 1 }, { name: 'expire' }),
    c.churchProfiles.createIndex({ userId: 1 }, { unique: true, name: 'userId_unique' }),
    c.positions.createIndex({ approved: 1, status: 1, createdAt: -1 }, { name: 'public_list' }),
    c.positions.createIndex({ churchProfileId: 1, createdAt: -1 }, { name: 'church' }),
    // Retention's status: 'closed' (the name is from when the archive used it).
    c.positions.createIndex({ status: 1, createdAt: 1 }, { name: 'archive' }),
    // The daily job: positions whose 60 days or 'Apply by' day are over, and reminders.
    c.positions.createIndex({ status: 1, approved: 1, approvedAt: 1 }, { name: 'live' }),
    c.positions.createIndex({ status: 1, applyBy: 1 }, { name: 'applyBy' }),
    // The synced public list's changes (docs/decisions/0047): positions ever approved by when they
    // changed, churches by when their profile was saved, tombstones by when they were left.
    c.positions.createIndex({ approved: 1, updatedAt: 1 }, { name: 'changed' }),
    c.churchProfiles.createIndex({ updatedAt: 1 }, { name: 'changed' }),
    c.removedPositions.createIndex({ removedAt: 1 }, { name: 'removedAt' }),
    c.positionRevisions.createIndex({ churchProfileId: 1 }, { name: 'church' }),
    c.applications.createIndex({ positionId: 1 }, { name: 'positionId' }),
    c.applications.createIndex({ resumeUrl: 1 }, { name: 'resumeUrl' }),
    c.applications.createIndex(
      { statusTokenHash: 1 },
      { unique: true, sparse: true, name: 'statusTokenHash_unique' },
    ),
    c.applications.createIndex({ inDigest: 1, createdAt: 1 }, { name: 'digest' }),
    c.applications.createIndex(
      { applicantKey: 1 },
      { unique: true, sparse: true, name: 'applicantKey_unique' },
    ),
    c.applicationNotes.createIndex({ applicationId: 1, createdAt: 1 }, { name: 'application' }),
    c.idempotencyKeys.createIndex({ createdAt: 1 }, { name: 'createdAt' }),
    c.tokens.createIndex({ userId: 1, purpose: 1 }, { name: 'user_purpose' }),
    c.mailQueue.createIndex({ sentAt: 1, nextAttemptAt: 1 }, { name: 'due' }),
    // Erasure finds messages and stored responses by the records they name.
    c.mailQueue.createIndex({ about: 1 }, { name: 'about' }),
    c.idempotencyKeys.createIndex({ about: 1 }, { name: 'about' }),
    c.sessions.createIndex({ userId: 1 }, { name: 'userId' }),
    c.mailQueue.createIndex({ sentAt: 1, rank: -1, nextAttemptAt: 1 }, { name: 'due_by_rank' }),
    c.mailQueue.createIndex({ groupId: 1, groupRev: -1 }, { name: 'group' }),
    c.jobs.createIndex({ name: 1, rev: -1 }, { name: 'name_rev' }),
    c.claims.createIndex({ owner: 1 }, { name: 'owner' }),
    c.claims.createIndex({ kind: 1, createdAt: 1 }, { name: 'kind_createdAt' }),
    c.uploads.createIndex({ usedBy: 1, createdAt: 1 }, { name: 'usedBy_createdAt' }),
    c.auditLog.createIndex({ at: -1, _id: -1 }, { name: 'newest' }),
    c.rateLimits.createIndex({ limiter: 1, key: 1, windowStart: 1 }, { name: 'window' }),
    ensureExpiryIndex(c.rateLimits),
  ]);
}

/** The code of a server refusing what it does not implement (FerretDB 1.24 and TTL indexes). */
const NOT_IMPLEMENTED = 238;

/**
 * Ended rate-limit windows: a TTL index where the server has them (MongoDB deletes them by itself),
 * a plain one otherwise (FerretDB 1.24 refuses TTL), for the hourly job that deletes them anyway.
 * Cleanup only: nothing reads a window after its end.
 */
async function ensureExpiryIndex(rateLimits: MongoCollections['rateLimits']): Promise<void> {
  try {
    await rateLimits.createIndex({ expireAt: 1 }, { expireAfterSeconds: 0, name: 'expireAt' });
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === NOT_IMPLEMENTED)) throw error;
    await rateLimits.createIndex({ expireAt: 1 }, { name: 'expireAt' });
  }
}
