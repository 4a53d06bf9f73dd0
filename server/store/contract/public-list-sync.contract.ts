// The public list's changes (docs/decisions/0047-public-list-sync.md): every write that changes a
// card or the list's membership shows when asked since a moment before it and not since a moment
// after it; positions never approved never show; deleted ones leave tombstones until pruned, and
// pruning or a restore moves the sync horizon.
import { describe, expect, it } from 'vitest';
import { SYNC_LOOKBACK_MS } from '../../../shared/constants';
import type { ContractContext } from '../../testing/contract-targets';
import {
  churchData,
  DAY_MS,
  positionData,
  positionDecline,
  seedChurch,
  seedPosition,
} from '../../testing/store-fixtures';
import type { PublicListChanges } from '../port';

/** Ids only, for comparing. */
function idsOf(changes: PublicListChanges): { upserts: string[]; removed: string[] } {
  return { upserts: changes.upserts.map((p) => p.id), removed: [...changes.removed].sort() };
}

/** The public list sync's contract. */
export function publicListSyncContract({ store }: ContractContext): void {
  describe('public list changes', () => {
    /** What `write` changed: asked since just before it, and since just after it. */
    const changesOf = async (write: () => Promise<unknown>) => {
      const before = store().now();
      await write();
      const after = store().now();
      return {
        since: idsOf(await store().positions.publicListChangesSince(before)),
        after: idsOf(await store().positions.publicListChangesSince(after)),
      };
    };
    const nothing = { upserts: [], removed: [] };

    it('shows each write that changes a card or the list once asked since before it', async () => {
      const { user, profile } = await seedChurch(store());
      const pending = await store().positions.create(profile.id, positionData());
      const upserted = (id: string) => ({ since: { upserts: [id], removed: [] }, after: nothing });
      const removed = (...ids: string[]) => ({
        since: { upserts: [], removed: ids },
        after: nothing,
      });

      expect(await changesOf(() => store().positions.approve(pending.id, 1))).toEqual(
        upserted(pending.id),
      );
      const edited = await store().positions.saveRevision(
        pending.id,
        positionData({ title: 'Edited' }),
        2,
      );
      const approvedEdit = await changesOf(() => store().positions.approveRevision(pending.id, 3));
      expect(approvedEdit).toEqual(upserted(pending.id));
      expect(edited).toBeDefined();
      expect(await changesOf(() => store().positions.close(pending.id, 'filled'))).toEqual(
        removed(pending.id),
      );
      expect(await changesOf(() => store().positions.reopen(pending.id, false))).toEqual(
        upserted(pending.id),
      );
      const live = await store().positions.findById(pending.id);
      expect(
        await changesOf(() => store().positions.extendLive(pending.id, live!.approvedAt!)),
      ).toEqual(upserted(pending.id));

      const other = await seedPosition(store(), profile.id, { approved: true });
      const { profile: elsewhere } = await seedChurch(store());
      const theirs = await seedPosition(store(), elsewhere.id, { approved: true });
      // A profile save re-sends every listed card of that church, and no other church's.
      const saved = await changesOf(() =>
        store().churches.upsertForUser(user.id, churchData({ churchName: 'Renamed' })),
      );
      expect(saved.since.upserts.sort()).toEqual([pending.id, other.id].sort());
      expect(saved.after).toEqual(nothing);
      const renamed = await store().positions.publicListChangesSince(new Date(0));
      expect(renamed.upserts.find((p) => p.id === other.id)?.church?.churchName).toBe('Renamed');

      expect(
        await changesOf(() => store().positions.closeExpired(new Date(Date.now() + 61 * DAY_MS))),
      ).toEqual(removed(...[pending.id, other.id, theirs.id].sort()));
    });

    it('shows closing past the apply-by day, deleting, and the church or user going', async () => {
      const { user, profile } = await seedChurch(store());
      const dated = await seedPosition(store(), profile.id, {
        approved: true,
        applyBy: '2026-03-01',
      });
      expect(await changesOf(() => store().positions.closePastApplyBy('2026-03-10'))).toEqual({
        since: { upserts: [], removed: [dated.id] },
        after: nothing,
      });
      const doomed = await seedPosition(store(), profile.id, { approved: true });
      expect(await changesOf(() => store().positions.delete(doomed.id))).toEqual({
        since: { upserts: [], removed: [doomed.id] },
        after: nothing,
      });
      const kept = await seedPosition(store(), profile.id, { approved: true });
      expect(await changesOf(() => store().users.delete(user.id))).toEqual({
        since: { upserts: [], removed: [dated.id, kept.id].sort() },
        after: nothing,
      });
    });

    it('never names a position that was never approved', async () => {
      const start = store().now();
      const { user, profile } = await seedChurch(store());
      const pending = await store().positions.create(profile.id, positionData());
      await store().positions.replacePending(pending.id, positionData({ title: 'Again' }), 1);
      await store().positions.decline(pending.id, positionDecline());
      await store().positions.close(pending.id, 'no-longer-hiring');
      await store().positions.reopen(pending.id, false);
      const gone = await store().positions.create(profile.id, positionData());
      await store().positions.delete(gone.id);
      await store().churches.upsertForUser(user.id, churchData({ churchName: 'Renamed' }));
      await store().users.delete(user.id);
      expect(idsOf(await store().positions.publicListChangesSince(start))).toEqual(nothing);
    });

    it('forgets tombstones when pruned, moving the sync horizon past them and the version', async () => {
      const { profile } = await seedChurch(store());
      expect(await store().positions.syncHorizon()).toBeNull();
      const first = await seedPosition(store(), profile.id, { approved: true });
      const beforeRemoval = store().now();
      await store().positions.delete(first.id);
      const afterRemoval = store().now();
      const second = await seedPosition(store(), profile.id, { approved: true });
      await store().positions.delete(second.id);
      const version = await store().positions.publicListVersion();

      // Nothing removed before this moment: nothing pruned, nothing moved.
      expect(await store().positions.pruneRemoved(beforeRemoval)).toBe(0);
      expect(await store().positions.syncHorizon()).toBeNull();
      expect(await store().positions.publicListVersion()).toBe(version);

      expect(await store().positions.pruneRemoved(new Date(afterRemoval.getTime() + 1))).toBe(1);
      const horizon = Date.parse((await store().positions.syncHorizon()) ?? '');
      expect(horizon).toBeGreaterThan(beforeRemoval.getTime() + SYNC_LOOKBACK_MS);
      expect(horizon).toBeLessThanOrEqual(afterRemoval.getTime() + SYNC_LOOKBACK_MS);
      expect(await store().positions.publicListVersion()).not.toBe(version);
      expect((await store().positions.publicListChangesSince(beforeRemoval)).removed).toEqual([
        second.id,
      ]);
    });

    it('moves the horizon to now on a restart, and only forward', async () => {
      const before = store().now();
      const version = await store().positions.publicListVersion();
      await store().positions.restartSync();
      const horizon = (await store().positions.syncHorizon()) ?? '';
      expect(Date.parse(horizon)).toBeGreaterThan(before.getTime());
      expect(Date.parse(horizon)).toBeLessThanOrEqual(store().now().getTime());
      expect(await store().positions.publicListVersion()).not.toBe(version);
      // An older tombstone pruned later leaves the later horizon where it is.
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, { approved: true });
      await store().positions.delete(position.id);
      expect(await store().positions.pruneRemoved(new Date(Date.now() + DAY_MS))).toBe(1);
      const later = (await store().positions.syncHorizon()) ?? '';
      expect(Date.parse(later)).toBeGreaterThanOrEqual(Date.parse(horizon));
    });

    it('leaves out a tombstone of a position whose id exists again', async () => {
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, { approved: true });
      const start = store().now();
      await store().positions.delete(position.id);
      const again = await store().positions.create(profile.id, positionData(), position.id);
      await store().positions.approve(again.id, again.version);
      expect(idsOf(await store().positions.publicListChangesSince(start))).toEqual({
        upserts: [position.id],
        removed: [],
      });
    });
  });
}
