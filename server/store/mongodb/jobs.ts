// Periodic job claims on MongoDB. A job's state is its newest run document, `_id` `<name>#<rev>`;
// claiming inserts revision rev + 1, which exactly one server can do. (A conditional upsert on
// {_id: name, lastRunAt < dueBefore} is atomic on MongoDB but not on FerretDB; see claims.ts.)
import type { JobRepository } from '../port';
import type { MongoContext } from './context';
import { isDuplicateKeyError } from './errors';

/** The job repository of a MongoDB store. */
export function mongoJobs(ctx: MongoContext): JobRepository {
  const { jobs } = ctx.collections;
  return {
    claim: async (name, now, dueBefore) => {
      const latest = await jobs.find({ name }).sort({ rev: -1 }).limit(1).next();
      if (latest !== null && latest.lastRunAt.getTime() >= dueBefore.getTime()) return false;
      const rev = (latest?.rev ?? 0) + 1;
      try {
        await jobs.insertOne({ _id: `${name}#${rev}`, name, rev, lastRunAt: now });
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
      // Only the newest revision matters; keep the collection at one document per job.
      await jobs.deleteMany({ name, rev: { $lt: rev } });
      return true;
    },
  };
}
