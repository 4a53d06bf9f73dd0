// Server-side sessions (koa-session's external store) on MongoDB; `sess` is kept as JSON text.
import type { SessionRepository } from '../port';
import type { MongoContext } from './context';
import { isDuplicateKeyError } from './errors';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sessions repository of a MongoDB store. */
export function mongoSessions(ctx: MongoContext): SessionRepository {
  const { sessions } = ctx.collections;
  return {
    get: async (sid, now) => {
      const doc = await sessions.findOne({ _id: sid, expire: { $gt: now } });
      if (doc === null) return undefined;
      const sess: unknown = JSON.parse(doc.sess);
      return isRecord(sess) ? sess : undefined;
    },

    set: async (sid, sess, expire) => {
      const userId = typeof sess.userId === 'string' ? sess.userId : undefined;
      const doc = {
        sess: JSON.stringify(sess),
        expire,
        ...(userId === undefined ? {} : { userId }),
      };
      try {
        await sessions.replaceOne({ _id: sid }, doc, { upsert: true });
      } catch (error) {
        // Two first writes of one session raced; the other inserted it, so replace what it wrote.
        if (!isDuplicateKeyError(error)) throw error;
        await sessions.replaceOne({ _id: sid }, doc);
      }
    },

    destroy: async (sid) => {
      await sessions.deleteOne({ _id: sid });
    },

    // `get` treats a session as expired from its expiry instant on, so this removes those too.
    deleteExpired: async (now) =>
      (await sessions.deleteMany({ expire: { $lte: now } })).deletedCount,

    // Sessions written before userId was a field of their own expire on their own; a deleted
    // user's session opens nothing anyway (the user is not found).
    deleteForUser: async (userId) => (await sessions.deleteMany({ userId })).deletedCount,
  };
}
