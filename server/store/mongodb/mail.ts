// The outgoing mail queue on MongoDB. Each lease is a claim `mail:<id>#<leases + 1>` (see claims.ts):
// FerretDB's findOneAndUpdate could hand one message to two senders at once.
//
// A grouped notice joins its group's waiting message under the same kind of claim, so joining and
// leasing exclude each other: whoever inserts `mail:<id>#<n + 1>` first moves the message to round
// n + 1, and the other reads it again. A group's messages are numbered (groupRev) and the id of
// message n of a group is derived from the group key and n, so two callers that both find no waiting
// message insert the same id: one insert wins, the other joins it
// (docs/decisions/0029-mail-replies-and-order.md).
import { createHash, randomUUID } from 'node:crypto';
import type { Filter } from 'mongodb';
import type { MailMessage, MailQueueRepository } from '../port';
import { queuedMailFields } from '../queued-mail';
import { claimOnce, findClaim } from './claims';
import type { MongoContext } from './context';
import { toMailMessage, type MailDoc } from './documents';
import { isDuplicateKeyError } from './errors';

/** A joiner that died holding its claim is given up on after this long (a join takes milliseconds). */
const JOIN_CLAIM_MS = 30_000;
/**
 * Rounds a joiner waits for a holder of the message's claim that makes no progress (5, 10, 20 …
 * 100 ms, some two seconds in all) before it takes that holder for dead. Losing to holders that
 * do progress starts the count again: many notices queued at once for one church all join.
 */
const JOIN_ROUNDS = 25;
/**
 * Rounds a notice loses on one message in all, to holders progressing or not, before it starts
 * the group's next message: a burst for one church takes turns, and no notice waits on it for
 * long (the worst case is two e-mails, never a lost notice).
 */
const GIVE_UP_ROUNDS = 60;
/** Every round of one enqueue, joins and inserts together: only a benchmark comes near it. */
const MAX_ROUNDS = 200;
const retryDelay = (round: number) => Math.min(5 * 2 ** round, 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The id of message `rev` of a group: a UUID derived from both, the same on every instance. */
function groupMessageId(key: string, rev: number): string {
  const hex = createHash('sha256')
    .update(`${key}#${String(rev)}`)
    .digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The mail queue repository of a MongoDB store. */
export function mongoMail(ctx: MongoContext): MailQueueRepository {
  const { mailQueue, claims } = ctx.collections;

  /**
   * After losing the claim of round `leases + 1`: when that claim ran out and the message still
   * shows the old round, its holder died before recording it; record it, so the next round can go.
   */
  const settleLostRound = async (doc: MailDoc, claimId: string, now: Date): Promise<void> => {
    const claim = await findClaim(ctx, claimId);
    if (claim?.value instanceof Date && claim.value.getTime() <= now.getTime()) {
      await mailQueue.updateOne(
        { _id: doc._id, leases: doc.leases },
        { $set: { leases: doc.leases + 1, nextAttemptAt: claim.value } },
      );
    }
  };

  /** Leases one message; false when another sender (or a joining notice) got it first. */
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
      // (markSent) since we read it. Leased, the message takes no more notices of its group.
      const result = await mailQueue.updateOne(
        { _id: doc._id, leases: doc.leases, sentAt: null },
        { $set: { leases: next, nextAttemptAt: leaseUntil, group: null } },
      );
      return result.matchedCount === 1;
    }
    await settleLostRound(doc, claimId, now);
    return false;
  };

  const newDoc = (
    message: Parameters<MailQueueRepository['enqueue']>[0],
    due: Date,
    id: string,
  ): MailDoc => {
    const now = ctx.now();
    return {
      _id: id,
      ...queuedMailFields(message),
      attempts: 0,
      nextAttemptAt: due,
      lastError: null,
      sentAt: null,
      createdAt: now,
      leases: 0,
      ...(message.about?.length ? { about: [...message.about] } : {}),
    };
  };

  /**
   * Adds the item to the group's waiting message: the message as it now is, 'lost' when another
   * caller holds its claim, undefined when it changed under the claim (look again).
   */
  const join = async (
    doc: MailDoc,
    group: Parameters<MailQueueRepository['enqueueGrouped']>[1],
    about: readonly string[] | undefined,
  ): Promise<MailMessage | 'lost' | undefined> => {
    const now = ctx.now();
    const next = doc.leases + 1;
    const claimId = `mail:${doc._id}#${next}`;
    const won = await claimOnce(ctx, {
      _id: claimId,
      kind: 'mail',
      owner: doc._id,
      value: new Date(now.getTime() + JOIN_CLAIM_MS),
      createdAt: now,
    });
    if (!won) {
      await settleLostRound(doc, claimId, now);
      return 'lost';
    }
    const items = [...(doc.items ?? []), group.item];
    const body = group.compose(items);
    // The message now also carries the joining notice's records: erasing one of them deletes it.
    const named = [...new Set([...(doc.about ?? []), ...(about ?? [])])];
    const result = await mailQueue.updateOne(
      { _id: doc._id, leases: doc.leases, group: group.key, sentAt: null },
      { $set: { leases: next, items, ...body, ...(named.length ? { about: named } : {}) } },
    );
    if (result.matchedCount !== 1) return undefined;
    return toMailMessage({ ...doc, leases: next, items, ...body });
  };

  return {
    enqueue: async (message) => {
      const doc = newDoc(message, ctx.now(), randomUUID());
      await mailQueue.insertOne(doc);
      return toMailMessage(doc);
    },

    enqueueGrouped: async (message, group) => {
      // The message last lost, its round then, how many times in a row it was lost there, and
      // how many times it was lost in all.
      let lostOn: string | null = null;
      let lostAt = -1;
      let lostRounds = 0;
      let lostInAll = 0;
      for (let round = 0; ; round++) {
        if (round > MAX_ROUNDS) throw new Error(`The mail group ${group.key} stayed busy`);
        const latest = await mailQueue
          .find({ groupId: group.key })
          .sort({ groupRev: -1 })
          .limit(1)
          .next();
        // A waiting message whose claim stays held (its holder died) is left to the sender, which
        // settles it; the notice starts the group's next message rather than wait for that.
        const stuck =
          latest !== null &&
          latest._id === lostOn &&
          ((latest.leases === lostAt && lostRounds >= JOIN_ROUNDS) || lostInAll >= GIVE_UP_ROUNDS);
        if (latest !== null && latest.group === group.key && latest.sentAt === null && !stuck) {
          const joined = await join(latest, group, message.about);
          if (joined === 'lost') {
            lostRounds = lostOn === latest._id && lostAt === latest.leases ? lostRounds + 1 : 1;
            lostInAll = lostOn === latest._id ? lostInAll + 1 : 1;
            lostOn = latest._id;
            lostAt = latest.leases;
            await sleep(retryDelay(lostRounds));
            continue;
          }
          if (joined !== undefined) return joined;
          continue;
        }
        const rev = (latest?.groupRev ?? 0) + 1;
        const body = group.compose([group.item]);
        const doc: MailDoc = {
          ...newDoc({ ...message, ...body }, group.until, groupMessageId(group.key, rev)),
          group: group.key,
          groupId: group.key,
          groupRev: rev,
          items: [group.item],
        };
        try {
          await mailQueue.insertOne(doc);
          return toMailMessage(doc);
        } catch (error) {
          // Another caller started this message of the group: join it on the next round.
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
    },

    claimDue: async (now, leaseUntil, limit) => {
      const claimed: MailMessage[] = [];
      const tried: string[] = [];
      // Messages lost to another sender are skipped; look further until the limit or the end.
      while (claimed.length < limit) {
        const due = await mailQueue
          .find({ sentAt: null, nextAttemptAt: { $lte: now }, _id: { $nin: tried } })
          .sort({ rank: -1, nextAttemptAt: 1, createdAt: 1 })
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
      await mailQueue.updateOne(
        { _id: id },
        { $set: { sentAt: now, text: '', html: null, items: [] } },
      );
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
