// The cache key of GET /api/positions: one document whose token is replaced after every write that
// can change the public list. A fresh random token (not a counter) because without transactions
// two bumps can race, and on FerretDB $inc is a read-modify-write that can lose one: a counter could
// then return to a value a reader has already cached, a random token never does. The bump comes
// after the write it covers, so a reader who sees the new token also sees the new data.
import { randomUUID } from 'node:crypto';
import type { MongoContext } from './context';
import { isDuplicateKeyError } from './errors';

const VERSION_ID = 'publicListVersion';

/** Replaces the version token; call it after the write that changes the list. */
export async function bumpPublicListVersion(ctx: MongoContext): Promise<void> {
  try {
    await ctx.collections.meta.updateOne(
      { _id: VERSION_ID },
      { $set: { token: randomUUID() } },
      { upsert: true },
    );
  } catch (error) {
    // Two first-ever upserts raced: the other one inserted a fresh token, which serves as well.
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** The current version: one read by `_id`. */
export async function readPublicListVersion(ctx: MongoContext): Promise<string> {
  const doc = await ctx.collections.meta.findOne({ _id: VERSION_ID });
  return doc?.token ?? 'initial';
}
