// One-time tokens on MongoDB. `consume` reads the token, then deletes it by `_id`, and only the caller
// whose delete removed it gets the user: deleteOne's count is exact on MongoDB and FerretDB alike,
// whereas FerretDB's findOneAndDelete can return one document to several concurrent callers.
import type { TokenRepository } from '../port';
import type { MongoContext } from './context';

/** The token repository of a MongoDB store. */
export function mongoTokens(ctx: MongoContext): TokenRepository {
  const { tokens, users } = ctx.collections;
  return {
    create: async (tokenHash, userId, purpose, expiresAt) => {
      // What a foreign key does on SQLite: no token without its user.
      if ((await users.findOne({ _id: userId }, { projection: { _id: 1 } })) === null) {
        throw new Error(`No user ${userId}`);
      }
      await tokens.insertOne({ _id: tokenHash, userId, purpose, expiresAt, createdAt: ctx.now() });
    },

    consume: async (tokenHash, purpose, now) => {
      const doc = await tokens.findOne({ _id: tokenHash, purpose, expiresAt: { $gt: now } });
      if (doc === null) return undefined;
      const { deletedCount } = await tokens.deleteOne({ _id: tokenHash });
      return deletedCount === 1 ? doc.userId : undefined;
    },

    deleteForUser: async (userId, purpose) => {
      await tokens.deleteMany({ userId, purpose });
    },
  };
}
