// Rate-limit counters shared by every instance on MongoDB
// (docs/decisions/0034-limits-leases-and-claims-across-instances.md). Not a counter with $inc: on
// FerretDB 1.24 an $inc is a read-modify-write, and 30 concurrent upserting $inc on one document
// ended at 6 (see claims.ts and docs/decisions/0009). A window of `limit` hits is `limit` places
// instead, each an insert into a unique `_id`, which is atomic there as on MongoDB: a hit takes a
// free place, and with every place held it is refused. Giving back is a deleteOne by `_id`, whose
// count tells the one caller that freed the place.
import type { RateLimitRepository, RateWindow } from '../port';
import type { MongoContext } from './context';
import type { RateLimitDoc } from './documents';
import { isDuplicateKeyError } from './errors';

/**
 * Rounds of reading the places and trying one. A round fails only when another caller took that
 * place meanwhile, and a random free place makes that rare: far more than a flood needs.
 */
const MAX_ROUNDS = 100;
/** Free places a hit chooses among: enough that hits arriving together seldom collide. */
const SPREAD = 16;

function placeId(limiter: string, key: string, window: RateWindow, place: number): string {
  return `${limiter}|${key}|${String(window.start.getTime())}#${String(place)}`;
}

/** The rate-limit repository of a MongoDB store. */
export function mongoRateLimits(ctx: MongoContext): RateLimitRepository {
  const { rateLimits } = ctx.collections;
  const held = (limiter: string, key: string, window: RateWindow) =>
    rateLimits.find({ limiter, key, windowStart: window.start }, { projection: { place: 1 } });

  return {
    take: async (limiter, key, window, limit) => {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const taken = new Set((await held(limiter, key, window).toArray()).map((doc) => doc.place));
        // A random free place, so that hits arriving together seldom reach for the same one. Only
        // the first places are looked at, however high the limit (a limit set very high to lift
        // it): past the held ones there are SPREAD free places to choose from, or all that remain.
        const free: number[] = [];
        const end = Math.min(limit, taken.size + SPREAD);
        for (let place = 0; place < end; place++) if (!taken.has(place)) free.push(place);
        const place = free[Math.floor(Math.random() * free.length)];
        if (place === undefined) return false;
        const doc: RateLimitDoc = {
          _id: placeId(limiter, key, window, place),
          limiter,
          key,
          windowStart: window.start,
          place,
          expireAt: window.end,
        };
        try {
          await rateLimits.insertOne(doc);
          return true;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
      throw new Error(`The places of rate limit ${limiter} stayed contested`);
    },

    giveBack: async (limiter, key, window) => {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const [doc] = await held(limiter, key, window).limit(1).toArray();
        if (doc === undefined) return;
        // Another caller may free the same place first: then free another one.
        if ((await rateLimits.deleteOne({ _id: doc._id })).deletedCount === 1) return;
      }
    },

    deleteEnded: async (now) =>
      (await rateLimits.deleteMany({ expireAt: { $lte: now } })).deletedCount,
  };
}
