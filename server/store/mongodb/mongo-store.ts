// The scale-out store on the official MongoDB driver. It keeps to what FerretDB 1.24 (the CI test
// server) supports: no $lookup, no multi-document transactions, no change streams; joins and
// cascades are done here, one-time changes go through claims (claims.ts), and changes of a position
// or church profile through claims on its version (version-claims.ts).
import { MongoClient } from 'mongodb';
import { monotonicClock } from '../monotonic-clock';
import type { Store } from '../port';
import { mongoApplications } from './applications';
import { mongoAuditLog } from './audit-log';
import { mongoChurches } from './churches';
import { collectionsOf, type MongoContext } from './context';
import { mongoIdempotency } from './idempotency';
import { ensureIndexes } from './indexes';
import { mongoJobs } from './jobs';
import { mongoMail } from './mail';
import { mongoPositions } from './positions';
import { bumpPublicListVersion } from './public-list-version';
import { mongoRateLimits } from './rate-limits';
import { mongoSessions } from './sessions';
import { mongoTokens } from './tokens';
import { mongoUploads } from './uploads';
import { mongoUsers } from './users';

/** The database used when neither the caller nor the URL names one. */
const DEFAULT_DB_NAME = 'jobboard';

/** The database named in a connection string's path (`mongodb://host/<db>?…`), if any. */
export function databaseNameOf(url: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/.exec(url);
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return name === '' ? undefined : name;
}

/** The database context behind each open store, for the test helper below (not part of the port). */
const contexts = new WeakMap<Store, MongoContext>();

/** Connects to MongoDB at `url` and opens the store in `dbName` (default: the URL's database, else 'jobboard'). */
export async function openMongoStore(url: string, dbName?: string): Promise<Store> {
  // ignoreUndefined: a field left undefined is left out, never stored as null (see indexes.ts).
  const client = new MongoClient(url, { appName: 'job-board', ignoreUndefined: true });
  await client.connect();
  try {
    const db = client.db(dbName ?? databaseNameOf(url) ?? DEFAULT_DB_NAME);
    const clock = monotonicClock();
    const ctx: MongoContext = { db, collections: collectionsOf(db), now: clock };
    await ensureIndexes(ctx.collections);
    // Messages sent before sent mail was kept without its body lose it now (see mail.ts markSent).
    await ctx.collections.mailQueue.updateMany(
      { sentAt: { $ne: null }, $or: [{ text: { $ne: '' } }, { html: { $ne: null } }] },
      { $set: { text: '', html: null } },
    );
    const store: Store = {
      kind: 'mongodb',
      users: mongoUsers(ctx),
      sessions: mongoSessions(ctx),
      churches: mongoChurches(ctx),
      positions: mongoPositions(ctx),
      applications: mongoApplications(ctx),
      idempotency: mongoIdempotency(ctx),
      tokens: mongoTokens(ctx),
      mail: mongoMail(ctx),
      jobs: mongoJobs(ctx),
      uploads: mongoUploads(ctx),
      auditLog: mongoAuditLog(ctx),
      rateLimits: mongoRateLimits(ctx),
      now: clock.peek,
      ping: async () => {
        await db.command({ ping: 1 });
      },
      close: () => client.close(),
    };
    contexts.set(store, ctx);
    return store;
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * Test and seed helper, not part of the port: sets a position's createdAt (e.g. to make it old
 * enough to archive). Throws when `store` was not opened by openMongoStore.
 */
export async function setPositionCreatedAt(
  store: Store,
  id: string,
  createdAt: Date,
): Promise<void> {
  const ctx = contexts.get(store);
  if (ctx === undefined) throw new Error('setPositionCreatedAt: not a MongoDB store');
  await ctx.collections.positions.updateOne({ _id: id }, { $set: { createdAt } });
  // The list's order depends on createdAt.
  await bumpPublicListVersion(ctx);
}

/**
 * Test and seed helper, not part of the port: sets when a position last went live (e.g. to make it
 * due for the 60-day archive or its reminder). Throws when `store` was not opened by openMongoStore.
 */
export async function setPositionApprovedAt(
  store: Store,
  id: string,
  approvedAt: Date,
): Promise<void> {
  const ctx = contexts.get(store);
  if (ctx === undefined) throw new Error('setPositionApprovedAt: not a MongoDB store');
  await ctx.collections.positions.updateOne({ _id: id }, { $set: { approvedAt } });
}

/**
 * Test helper, not part of the port: moves the last sign of life of every unfinished write (an
 * Idempotency-Key still in progress, a position's or profile's version claim) `ms` back, as if its
 * server had died that long ago. Throws when `store` was not opened by openMongoStore.
 */
export async function ageUnfinishedWrites(store: Store, ms: number): Promise<number> {
  const ctx = contexts.get(store);
  if (ctx === undefined) throw new Error('ageUnfinishedWrites: not a MongoDB store');
  const { idempotencyKeys, claims } = ctx.collections;
  let aged = 0;
  for (const doc of await idempotencyKeys.find({ status: 'in-progress' }).toArray()) {
    await idempotencyKeys.updateOne(
      { _id: doc._id, status: 'in-progress' },
      { $set: { updatedAt: new Date(doc.updatedAt.getTime() - ms) } },
    );
    aged += 1;
  }
  for (const claim of await claims.find({ kind: { $in: ['position', 'church'] } }).toArray()) {
    await claims.updateOne(
      { _id: claim._id },
      { $set: { createdAt: new Date(claim.createdAt.getTime() - ms) } },
    );
    aged += 1;
  }
  return aged;
}

/**
 * Test helper, not part of the port: every document of every collection `listCollections` names,
 * by collection (to prove that nothing anywhere still holds an erased person's data).
 */
export async function dumpCollections(store: Store): Promise<Record<string, unknown[]>> {
  const ctx = contexts.get(store);
  if (ctx === undefined) throw new Error('dumpCollections: not a MongoDB store');
  const dump: Record<string, unknown[]> = {};
  for (const { name } of await ctx.db.listCollections({}, { nameOnly: true }).toArray()) {
    dump[name] = await ctx.db.collection(name).find({}).toArray();
  }
  return dump;
}
