// The outgoing mail queue on MongoDB. Each lease is a claim `mail:<id>#<leases + 1>` (see claims.ts):
// FerretDB's findOneAndUpdate could hand one message to two senders at once.
import { randomUUID } from 'node:crypto';
import type { Filter } from 'mongodb';
import type { MailMessage, MailQueueRepository } from '../port';
import { claimOnce, findClaim } from './claims';
import type { MongoContext } from './context';
import { toMailMessage, type MailDoc } from './documents';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The mail queue repository of a MongoDB store. */
export function mongoMail(ctx: MongoContext): MailQueueRepository {
  const { mailQueue, claims } = ctx.collections;

  /** Leases one message; false when another sender got it first. */
  const lease = async (doc: MailDoc, now: Date, leaseUntil: Date): Promise<boolean> => {
    const next = doc.leases + 1;
    const claimId = `mail:${doc._id}#${next}`;
    if (
      await claimOnce(ctx, {
        _id: claimId,
        kind: 'mail',
        owner: doc._id,
        value: leaseUntil,
        createdAt: now,
      })
    ) {
      // The filter guards against a stale read: the message was leased, sent and its claims pruned
      // (markSent) since we read it.
      const result = await mailQueue.updateOne(
        { _id: doc._id, leases: doc.leases, sentAt: null },
        { $set: { leases: next, nextAttemptAt: leaseUntil } },
      );
      return result.matchedCount === 1;
    }
    // A lost race. If that lease has run out and the message still shows the old round, its sender
    // died before recording it: record it, so the next round can lease the message again.
    const claim = await findClaim(ctx, claimId);
    if (claim?.value instanceof Date && claim.value.getTime() <= now.getTime()) {
      await mailQueue.updateOne(
        { _id: doc._id, leases: doc.leases },
        { $set: { leases: next, nextAttemptAt: claim.value } },
      );
    }
    return false;
  };

  return {
    enqueue: async (message) => {
      const now = ctx.now();
      const doc: MailDoc = {
        _id: randomUUID(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        sentAt: null,
        createdAt: now,
        leases: 0,
        ...(message.about?.length ? { about: [...message.about] } : {}),
      };
      await mailQueue.insertOne(doc);
      return toMailMessage(doc);
    },

    claimDue: async (now, leaseUntil, limit) => {
      const claimed: MailMessage[] = [];
      const tried: string[] = [];
      // Messages lost to another sender are skipped; look further until the limit or the end.
      while (claimed.length < limit) {
        const due = await mailQueue
          .find({ sentAt: null, nextAttemptAt: { $lte: now }, _id: { $nin: tried } })
          .sort({ nextAttemptAt: 1, createdAt: 1 })
          .limit(limit - claimed.length)
          .toArray();
        if (due.length === 0) break;
        for (const doc of due) {
          tried.push(doc._id);
          if (await lease(doc, now, leaseUntil))
            claimed.push(toMailMessage({ ...doc, nextAttemptAt: leaseUntil }));
        }
      }
      return claimed;
    },

    // A sent message is kept without its body: its links (verification, reset, status) must not
    // sit in the database once they are in the recipient's mailbox.
    markSent: async (id, now) => {
      await mailQueue.updateOne({ _id: id }, { $set: { sentAt: now, text: '', html: null } });
      await claims.deleteMany({ owner: id });
    },

    // Each part on its own, then the leases' claims of what went. A message queued while this
    // runs names its records too, so a later erasure of them finds it.
    deleteWhere: async (which) => {
      const parts: Filter<MailDoc>[] = [];
      if (which.about?.length) parts.push({ about: { $in: [...which.about] } });
      if (which.to?.length) {
        // Addresses are stored as the caller gave them: match each whole, ignoring case.
        parts.push({
          about: { $exists: false },
          $or: which.to.map((address) => ({
            to: { $regex: `^${escapeRegExp(address)}$`, $options: 'i' },
          })),
        });
      }
      if (which.sentBefore !== undefined)
        parts.push({ sentAt: { $ne: null, $lt: which.sentBefore } });
      let deleted = 0;
      for (const filter of parts) {
        const ids = await mailQueue
          .find(filter, { projection: { _id: 1 } })
          .map((doc) => doc._id)
          .toArray();
        if (ids.length === 0) continue;
        deleted += (await mailQueue.deleteMany({ _id: { $in: ids } })).deletedCount;
        await claims.deleteMany({ kind: 'mail', owner: { $in: ids } });
      }
      return deleted;
    },

    // `attempts` counts failed sends, so the caller's backoff can grow with it.
    markFailed: async (id, error, nextAttemptAt) => {
      await mailQueue.updateOne(
        { _id: id },
        { $inc: { attempts: 1 }, $set: { lastError: error, nextAttemptAt } },
      );
    },
  };
}
