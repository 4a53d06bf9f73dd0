// What the synced public list needs beyond the positions themselves, on MongoDB
// (docs/decisions/0047-public-list-sync.md): tombstones of deleted positions that were ever public,
// so a device holding one hears it is gone, and the sync horizon, the oldest cursor the store can
// still answer once tombstones are forgotten or a backup is restored.
import { SYNC_LOOKBACK_MS } from '../../../shared/constants';
import type { PositionRepository } from '../port';
import type { MongoContext } from './context';
import { bumpPublicListVersion } from './public-list-version';

const HORIZON_ID = 'syncHorizon';

/**
 * Records, removed now, those of these positions that were ever approved; call it before deleting
 * them, so a deletion that dies half way leaves a tombstone of a position still there (which
 * removedAfter does not report) rather than a deleted position without one.
 */
export async function recordRemovedPositions(
  ctx: MongoContext,
  positionIds: string[],
): Promise<void> {
  const { positions, removedPositions } = ctx.collections;
  const listed = await positions
    .find({ _id: { $in: positionIds }, approved: true }, { projection: { _id: 1 } })
    .map((doc) => doc._id)
    .toArray();
  if (listed.length === 0) return;
  const removedAt = ctx.now();
  await removedPositions.bulkWrite(
    listed.map((id) => ({
      updateOne: { filter: { _id: id }, update: { $set: { removedAt } }, upsert: true },
    })),
  );
}

/** The ids of positions removed after `after` that do not exist again. */
export async function removedAfter(ctx: MongoContext, after: Date): Promise<string[]> {
  const { positions, removedPositions } = ctx.collections;
  const ids = await removedPositions
    .find({ removedAt: { $gt: after } }, { projection: { _id: 1 } })
    .map((doc) => doc._id)
    .toArray();
  if (ids.length === 0) return [];
  const back = new Set(
    await positions
      .find({ _id: { $in: ids } }, { projection: { _id: 1 } })
      .map((doc) => doc._id)
      .toArray(),
  );
  return ids.filter((id) => !back.has(id));
}

/** The part of the positions repository this file implements. */
export type SyncHorizon = Pick<PositionRepository, 'syncHorizon' | 'pruneRemoved' | 'restartSync'>;

/** Tombstones' pruning and the sync horizon on a MongoDB store. */
export function mongoSyncHorizon(ctx: MongoContext): SyncHorizon {
  const { meta, removedPositions } = ctx.collections;

  const readHorizon = async () => (await meta.findOne({ _id: HORIZON_ID }))?.horizon ?? null;

  // Never back: a restore's horizon may be later than a pruned tombstone's. Read, then written:
  // the writers are the daily prune (one instance per period) and a restore, never two at once.
  const moveHorizon = async (to: Date) => {
    const current = await readHorizon();
    if (current === null || current < to) {
      await meta.updateOne({ _id: HORIZON_ID }, { $set: { horizon: to } }, { upsert: true });
    }
    await bumpPublicListVersion(ctx);
  };

  return {
    syncHorizon: async () => (await readHorizon())?.toISOString() ?? null,

    pruneRemoved: async (before) => {
      const newest = await removedPositions
        .find({ removedAt: { $lt: before } }, { projection: { removedAt: 1 } })
        .sort({ removedAt: -1 })
        .limit(1)
        .next();
      if (newest === null) return 0;
      const { deletedCount } = await removedPositions.deleteMany({
        removedAt: { $lte: newest.removedAt },
      });
      // A cursor asks from SYNC_LOOKBACK_MS before itself: one within that of a forgotten removal
      // could need it.
      await moveHorizon(new Date(newest.removedAt.getTime() + SYNC_LOOKBACK_MS));
      return deletedCount;
    },

    restartSync: () => moveHorizon(ctx.now()),
  };
}
