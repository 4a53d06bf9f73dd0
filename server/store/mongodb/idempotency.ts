// Idempotency keys on MongoDB. A new key is claimed by inserting it (the unique `_id` lets one
// request win); a stale claim is taken over by winning the claim `<nonce>#<takeovers + 1>` (see
// claims.ts), since FerretDB would let two conditional updates on updatedAt both succeed.
import { randomUUID } from 'node:crypto';
import type { IdempotencyBegin, IdempotencyRepository } from '../port';
import { claimOnce, findClaim } from './claims';
import type { MongoContext } from './context';
import type { IdempotencyDoc } from './documents';
import { isDuplicateKeyError } from './errors';

/** Enough rounds for a key released or taken over while we looked at it; then report it busy. */
const MAX_ROUNDS = 5;

/** The `_id` of (scope, key): JSON keeps any two different pairs apart. */
function keyId(scope: string, key: string): string {
  return JSON.stringify([scope, key]);
}

/** The idempotency repository of a MongoDB store. */
export function mongoIdempotency(ctx: MongoContext): IdempotencyRepository {
  const { idempotencyKeys: keys, claims } = ctx.collections;

  const insert = async (doc: IdempotencyDoc): Promise<boolean> => {
    try {
      await keys.insertOne(doc);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  };

  /** Tries to take over a stale claim; 'retry' when the state moved under us. */
  const takeOver = async (
    existing: IdempotencyDoc,
    now: Date,
    staleBefore: Date,
  ): Promise<boolean | 'retry'> => {
    const next = existing.takeovers + 1;
    const claimId = `idempotency:${existing.nonce}#${next}`;
    if (
      await claimOnce(ctx, {
        _id: claimId,
        kind: 'idempotency',
        owner: existing._id,
        value: null,
        createdAt: now,
      })
    ) {
      // The filter guards against a stale read: the key was released and claimed afresh since.
      const result = await keys.updateOne(
        { _id: existing._id, nonce: existing.nonce, takeovers: existing.takeovers },
        { $set: { takeovers: next, updatedAt: now } },
      );
      return result.matchedCount === 1 ? true : 'retry';
    }
    // Someone won this takeover. If that was long ago and the key still shows the old round, the
    // winner died before recording it: record it for them, then try the next round.
    const claim = await findClaim(ctx, claimId);
    if (claim === undefined || claim.createdAt.getTime() >= staleBefore.getTime()) return false;
    await keys.updateOne(
      { _id: existing._id, nonce: existing.nonce, takeovers: existing.takeovers },
      { $set: { takeovers: next, updatedAt: claim.createdAt } },
    );
    return 'retry';
  };

  const begin = async (
    scope: string,
    key: string,
    bodyHash: string,
    now: Date,
    staleBefore: Date,
  ): Promise<IdempotencyBegin> => {
    const _id = keyId(scope, key);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const fresh: IdempotencyDoc = {
        _id,
        scope,
        key,
        bodyHash,
        status: 'in-progress',
        responseStatus: null,
        responseBody: null,
        createdAt: now,
        updatedAt: now,
        takeovers: 0,
        nonce: randomUUID(),
      };
      if (await insert(fresh)) return { state: 'started' };
      const existing = await keys.findOne({ _id });
      if (existing === null) continue; // released in the meantime
      if (existing.bodyHash !== bodyHash) return { state: 'mismatch' };
      if (existing.status === 'done') {
        return {
          state: 'done',
          status: existing.responseStatus ?? 500,
          body: existing.responseBody ?? '',
        };
      }
      if (existing.updatedAt.getTime() >= staleBefore.getTime()) return { state: 'in-progress' };
      const taken = await takeOver(existing, now, staleBefore);
      if (taken === true) return { state: 'started' };
      if (taken === false) return { state: 'in-progress' };
    }
    return { state: 'in-progress' };
  };

  return {
    begin,

    complete: async (scope, key, status, body, about = []) => {
      await keys.updateOne(
        { _id: keyId(scope, key) },
        {
          $set: {
            status: 'done',
            responseStatus: status,
            responseBody: body,
            updatedAt: ctx.now(),
            ...(about.length > 0 ? { about: [...about] } : {}),
          },
        },
      );
    },

    // Only an unfinished claim is released: a stored response must keep answering retries.
    release: async (scope, key) => {
      await keys.deleteOne({ _id: keyId(scope, key), status: 'in-progress' });
    },

    deleteCreatedBefore: async (before) => {
      const { deletedCount } = await keys.deleteMany({ createdAt: { $lt: before } });
      // Takeover claims are only needed while their round is contested; old ones can always go.
      await claims.deleteMany({ kind: 'idempotency', createdAt: { $lt: before } });
      return deletedCount;
    },

    // The new response names none of those records, so their ids go with the old one.
    replaceResponsesAbout: async (recordIds, response) => {
      if (recordIds.length === 0) return 0;
      const { modifiedCount } = await keys.updateMany(
        { about: { $in: [...recordIds] }, status: 'done' },
        {
          $set: {
            responseStatus: response.status,
            responseBody: response.body,
            updatedAt: ctx.now(),
          },
          $unset: { about: '' },
        },
      );
      return modifiedCount;
    },
  };
}
