// The daily job's part of the positions repository on MongoDB: closing positions whose 60 days or
// 'Apply by' day are over, and finding those whose church is due a reminder. The candidates come
// from one indexed query; each is then closed by its own conditional change (position-change.ts)
// rather than one updateMany, because FerretDB rewrites each matched document whole and would undo a
// church's change made meanwhile, and because the ids returned must be those this call closed.
import type { Filter } from 'mongodb';
import type { PositionRepository } from '../port';
import type { MongoContext } from './context';
import { approvedAtOf, toPosition, type PositionDoc } from './documents';
import {
  changePosition,
  versionedPositions,
  writeAtVersion,
  type PositionChange,
} from './position-change';
import { bumpPublicListVersion } from './public-list-version';
import { changeUnderClaim } from './version-claims';

/** The part of the positions repository this file implements. */
export type PositionSweeps = Pick<
  PositionRepository,
  'closeExpired' | 'closePastApplyBy' | 'dueForExpiryReminder' | 'markExpiryReminded'
>;

/**
 * Active, approved positions that went live before `cutoff`. One approved before approvedAt was
 * kept went live at its last update (see PositionDoc).
 */
function liveBefore(cutoff: Date): Filter<PositionDoc> {
  return {
    status: 'active',
    approved: true,
    $or: [
      { approvedAt: { $lt: cutoff } },
      { approvedAt: { $exists: false }, updatedAt: { $lt: cutoff } },
    ],
  };
}

/** The daily job's sweeps on a MongoDB store. */
export function mongoPositionSweeps(ctx: MongoContext): PositionSweeps {
  const { positions } = ctx.collections;

  /** Applies `change` to each candidate; the ids it changed, after one bump of the list. */
  const closeEach = async (filter: Filter<PositionDoc>, change: PositionChange) => {
    const ids = await positions
      .find(filter, { projection: { _id: 1 } })
      .map((doc) => doc._id)
      .toArray();
    const closed: string[] = [];
    for (const id of ids) {
      if ((await changePosition(ctx, id, change)) !== undefined) closed.push(id);
    }
    if (closed.length > 0) await bumpPublicListVersion(ctx);
    return closed;
  };

  return {
    // Pending positions never expire: `approved: true` in the condition, not only in the query.
    closeExpired: (cutoff) =>
      closeEach(liveBefore(cutoff), {
        where: { status: 'active', approved: true },
        also: (position) =>
          position.approvedAt !== null && Date.parse(position.approvedAt) < cutoff.getTime(),
        set: (_doc, now) => ({ status: 'closed', closedReason: 'expired', closedAt: now }),
      }),

    // YYYY-MM-DD strings compare as the days they name; $lte never matches null or absent.
    closePastApplyBy: (lastEndedDay) =>
      closeEach(
        { status: 'active', applyBy: { $lte: lastEndedDay } },
        {
          where: { status: 'active', applyBy: { $lte: lastEndedDay } },
          set: (_doc, now) => ({ status: 'closed', closedReason: 'deadline', closedAt: now }),
        },
      ),

    dueForExpiryReminder: async (cutoff) => {
      const docs = await positions.find(liveBefore(cutoff)).toArray();
      // "Not reminded for this going-live" compares two fields of one document: done here, since
      // FerretDB 1.24 may not run $expr.
      return docs
        .flatMap((doc) => {
          const approvedAt = approvedAtOf(doc);
          if (approvedAt === null) return [];
          if (doc.expiryRemindedFor?.getTime() === approvedAt.getTime()) return [];
          return [{ doc, approvedAt: approvedAt.getTime() }];
        })
        .sort((a, b) => a.approvedAt - b.approvedAt || (a.doc._id < b.doc._id ? -1 : 1))
        .map(({ doc }) => toPosition(doc));
    },

    // Not a change of the position (no version, no updatedAt), but written under its claim all the
    // same: on FerretDB a write outside it could put back what a concurrent change had just set.
    markExpiryReminded: async (id, approvedAt) => {
      await changeUnderClaim(ctx, versionedPositions(ctx), id, (doc, version) =>
        writeAtVersion(ctx, doc, version, {}, { expiryRemindedFor: new Date(approvedAt) }),
      );
    },
  };
}
