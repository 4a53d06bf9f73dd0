// The life of a position after review: the church closes and reopens it, 'Keep open' restarts its
// 60 days, and the daily sweeps close it when its 'Apply by' day or its 60 days have passed (after a
// reminder). The store takes the cutoffs as given; the 60 days are the service's to count. The
// store's clock never repeats a reading, so a cutoff just after one position went live falls
// before any later one did.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../shared/types';
import type { ContractContext } from '../../testing/contract-targets';
import {
  plus,
  positionData,
  positionDecline,
  seedChurch,
  seedPosition,
  DAY_MS,
  UNKNOWN,
} from '../../testing/store-fixtures';
import { expectChangedOnce } from './position-change';

/** The last day whose 'Apply by' positions the deadline sweep closes in these tests. */
const LAST_ENDED_DAY = '2026-03-10';

/** A cutoff just after `position` went live: it, and nothing that goes live later, is before it. */
function justAfterLive(position: Position | undefined): Date {
  if (position?.approvedAt == null) throw new Error('The position is not live');
  return plus(new Date(position.approvedAt), 1);
}

/** Far enough ahead that every position live now went live before it. */
function tomorrow(): Date {
  return new Date(Date.now() + DAY_MS);
}

/** The positions repository's lifecycle contract (close, reopen, keep open, sweeps, reminders). */
export function positionLifecycleContract({ store, target }: ContractContext): void {
  /** A position of a new church, approved when asked. */
  async function seed(options: { approved?: boolean; applyBy?: string | null } = {}) {
    const { profile } = await seedChurch(store());
    return seedPosition(store(), profile.id, options);
  }

  const status = async (id: string) => (await store().positions.findById(id))?.status;

  describe('position lifecycle', () => {
    it('answers undefined to every change of an absent position', async () => {
      expect(await store().positions.close(UNKNOWN, 'filled')).toBeUndefined();
      expect(await store().positions.reopen(UNKNOWN, false)).toBeUndefined();
      expect(await store().positions.extendLive(UNKNOWN, new Date().toISOString())).toBeUndefined();
      await expect(
        store().positions.markExpiryReminded(UNKNOWN, new Date().toISOString()),
      ).resolves.toBeUndefined();
    });

    it('bumps the version by one with every change of its life', async () => {
      const position = await seed();
      const { id } = position;
      const p = store().positions;
      const version = async () => (await p.findById(id))?.version ?? 0;
      const edit = positionData({ title: 'Associate Pastor', applyBy: '2026-03-01' });
      const steps: [string, () => Promise<unknown>][] = [
        ['decline', () => p.decline(id, positionDecline())],
        ['replacePending', async () => p.replacePending(id, positionData(), await version())],
        ['approve', async () => p.approve(id, await version())],
        ['saveRevision', async () => p.saveRevision(id, edit, await version())],
        ['declineRevision', () => p.declineRevision(id, positionDecline())],
        ['saveRevision again', async () => p.saveRevision(id, edit, await version())],
        ['approveRevision', async () => p.approveRevision(id, await version())],
        ['extendLive', async () => p.extendLive(id, (await p.findById(id))?.approvedAt ?? '')],
        ['close', () => p.close(id, 'filled')],
        ['reopen', () => p.reopen(id, false)],
        ['closeExpired', () => p.closeExpired(tomorrow())],
        ['reopen again', () => p.reopen(id, false)],
        ['closePastApplyBy', () => p.closePastApplyBy(LAST_ENDED_DAY)],
      ];
      let updatedAt = position.updatedAt;
      for (const [index, [what, change]] of steps.entries()) {
        await change();
        const after = await p.findById(id);
        expect(after?.version, `version after ${what}`).toBe(index + 2);
        expect(Date.parse(after?.updatedAt ?? ''), `updatedAt after ${what}`).toBeGreaterThan(
          Date.parse(updatedAt),
        );
        updatedAt = after?.updatedAt ?? '';
      }
    });

    describe('close', () => {
      it('closes an active position for its reason, closed from now', async () => {
        const position = await seed({ approved: true });
        const closed = await store().positions.close(position.id, 'filled');
        expectChangedOnce(closed, position, {
          status: 'closed',
          closedReason: 'filled',
          closedAt: closed?.updatedAt,
        });
        expect(await store().positions.findById(position.id)).toEqual(closed);
        expect(await store().positions.listPublic()).toEqual([]);
      });

      it('closes a position still waiting for approval', async () => {
        const position = await seed();
        const closed = await store().positions.close(position.id, 'no-longer-hiring');
        expectChangedOnce(closed, position, {
          status: 'closed',
          closedReason: 'no-longer-hiring',
          closedAt: closed?.updatedAt,
        });
      });

      it('does not close a closed position again', async () => {
        const position = await seed({ approved: true });
        const closed = await store().positions.close(position.id, 'filled');
        expect(await store().positions.close(position.id, 'no-longer-hiring')).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(closed);
      });
    });

    describe('reopen', () => {
      it('opens a closed approved position again, live from now', async () => {
        const position = await seed({ approved: true });
        const closed = await store().positions.close(position.id, 'filled');
        const reopened = await store().positions.reopen(position.id, false);
        expectChangedOnce(reopened, closed!, {
          status: 'active',
          closedReason: null,
          closedAt: null,
          approvedAt: reopened?.updatedAt,
        });
        expect(Date.parse(reopened?.approvedAt ?? '')).toBeGreaterThan(
          Date.parse(position.approvedAt ?? ''),
        );
        expect((await store().positions.listPublic()).map((p) => p.id)).toEqual([position.id]);
      });

      it('opens a closed pending position again, still waiting for approval', async () => {
        const position = await seed();
        const closed = await store().positions.close(position.id, 'no-longer-hiring');
        const reopened = await store().positions.reopen(position.id, false);
        expectChangedOnce(reopened, closed!, {
          status: 'active',
          closedReason: null,
          closedAt: null,
        });
        expect(reopened).toMatchObject({ approved: false, approvedAt: null });
      });

      it("keeps the 'Apply by' date unless told to drop it", async () => {
        const kept = await seed({ approved: true, applyBy: '2026-03-01' });
        const dropped = await seed({ approved: true, applyBy: '2026-03-01' });
        await store().positions.closePastApplyBy(LAST_ENDED_DAY);
        expect((await store().positions.reopen(kept.id, false))?.applyBy).toBe('2026-03-01');
        expect((await store().positions.reopen(dropped.id, true))?.applyBy).toBeNull();
        expect((await store().positions.findById(dropped.id))?.applyBy).toBeNull();
      });

      it('does not reopen an active position', async () => {
        const position = await seed({ approved: true });
        expect(await store().positions.reopen(position.id, true)).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
      });
    });

    describe('extendLive', () => {
      it('makes an active approved position go live again now', async () => {
        const position = await seed({ approved: true });
        const extended = await store().positions.extendLive(position.id, position.approvedAt!);
        expectChangedOnce(extended, position, { approvedAt: extended?.updatedAt });
        expect(Date.parse(extended?.approvedAt ?? '')).toBeGreaterThan(
          Date.parse(position.approvedAt!),
        );
        expect(await store().positions.findById(position.id)).toEqual(extended);
      });

      it('applies the same request once (a single-use link)', async () => {
        const position = await seed({ approved: true });
        const extended = await store().positions.extendLive(position.id, position.approvedAt!);
        expect(extended).toBeDefined();
        expect(
          await store().positions.extendLive(position.id, position.approvedAt!),
        ).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(extended);
      });

      it('does not extend from another going-live time', async () => {
        const position = await seed({ approved: true });
        const other = plus(new Date(position.approvedAt!), -DAY_MS).toISOString();
        expect(await store().positions.extendLive(position.id, other)).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
      });

      it('does not extend a closed position', async () => {
        const position = await seed({ approved: true });
        const closed = await store().positions.close(position.id, 'filled');
        expect(
          await store().positions.extendLive(position.id, position.approvedAt!),
        ).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(closed);
      });

      it('does not extend a position not yet approved', async () => {
        const position = await seed();
        expect(await store().positions.extendLive(position.id, position.createdAt)).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
      });
    });

    describe('closeExpired', () => {
      it('closes as expired the active, approved positions that went live before the cutoff', async () => {
        const first = await seed({ approved: true });
        const second = await seed({ approved: true });
        const cutoff = justAfterLive(second);
        const recent = await seed({ approved: true });

        const closedIds = await store().positions.closeExpired(cutoff);

        expect([...closedIds].sort()).toEqual([first.id, second.id].sort());
        for (const before of [first, second]) {
          const after = await store().positions.findById(before.id);
          expectChangedOnce(after, before, {
            status: 'closed',
            closedReason: 'expired',
            closedAt: after?.updatedAt,
          });
        }
        expect(await status(recent.id)).toBe('active');
        expect((await store().positions.listPublic()).map((p) => p.id)).toEqual([recent.id]);
      });

      it('never closes a position waiting for approval, however old', async () => {
        const pending = await seed();
        await target.setPositionCreatedAt(store(), pending.id, new Date(Date.now() - 400 * DAY_MS));
        expect(await store().positions.closeExpired(tomorrow())).toEqual([]);
        expect(await status(pending.id)).toBe('active');
      });

      it('keeps a position created long ago that went live after the cutoff', async () => {
        const old = await seed();
        await target.setPositionCreatedAt(store(), old.id, new Date(Date.now() - 400 * DAY_MS));
        const cutoff = justAfterLive(await seed({ approved: true }));
        await store().positions.approve(old.id, old.version);
        expect(await store().positions.closeExpired(cutoff)).not.toContain(old.id);
        expect(await status(old.id)).toBe('active');
      });

      it('leaves closed positions alone', async () => {
        const position = await seed({ approved: true });
        const closed = await store().positions.close(position.id, 'filled');
        expect(await store().positions.closeExpired(tomorrow())).toEqual([]);
        expect(await store().positions.findById(position.id)).toEqual(closed);
      });

      it('closes nothing the second time', async () => {
        const position = await seed({ approved: true });
        const cutoff = justAfterLive(position);
        expect(await store().positions.closeExpired(cutoff)).toEqual([position.id]);
        expect(await store().positions.closeExpired(cutoff)).toEqual([]);
      });
    });

    describe('closePastApplyBy', () => {
      it("closes for the deadline the active positions whose 'Apply by' day has ended", async () => {
        const before = await seed({ approved: true, applyBy: '2026-03-09' });
        const onTheDay = await seed({ approved: true, applyBy: LAST_ENDED_DAY });
        const pending = await seed({ applyBy: '2026-02-01' });
        const later = await seed({ approved: true, applyBy: '2026-03-11' });
        const without = await seed({ approved: true });

        const closedIds = await store().positions.closePastApplyBy(LAST_ENDED_DAY);

        expect([...closedIds].sort()).toEqual([before.id, onTheDay.id, pending.id].sort());
        for (const position of [before, onTheDay, pending]) {
          const after = await store().positions.findById(position.id);
          expectChangedOnce(after, position, {
            status: 'closed',
            closedReason: 'deadline',
            closedAt: after?.updatedAt,
          });
        }
        expect(await store().positions.findById(later.id)).toEqual(later);
        expect(await store().positions.findById(without.id)).toEqual(without);
      });

      it('leaves closed positions alone', async () => {
        const position = await seed({ approved: true, applyBy: '2026-03-01' });
        const closed = await store().positions.close(position.id, 'filled');
        expect(await store().positions.closePastApplyBy(LAST_ENDED_DAY)).toEqual([]);
        expect(await store().positions.findById(position.id)).toEqual(closed);
      });
    });

    describe('expiry reminders', () => {
      it('lists the active, approved positions that went live before the cutoff, oldest first', async () => {
        const { profile } = await seedChurch(store());
        const createdFirst = await seedPosition(store(), profile.id);
        const createdSecond = await seedPosition(store(), profile.id);
        const wentLiveFirst = await store().positions.approve(createdSecond.id, 1);
        const wentLiveSecond = await store().positions.approve(createdFirst.id, 1);
        const pending = await seedPosition(store(), profile.id);
        const closed = await seedPosition(store(), profile.id, { approved: true });
        await store().positions.close(closed.id, 'filled');
        const wentLiveLast = await seedPosition(store(), profile.id, { approved: true });
        const cutoff = justAfterLive(wentLiveLast);
        const recent = await seedPosition(store(), profile.id, { approved: true });

        const due = await store().positions.dueForExpiryReminder(cutoff);

        expect(due).toEqual([wentLiveFirst, wentLiveSecond, wentLiveLast]);
        for (const left of [pending, closed, recent]) {
          expect(due.map((p) => p.id)).not.toContain(left.id);
        }
      });

      it('no longer lists a position once its church was reminded for that going-live', async () => {
        const reminded = await seed({ approved: true });
        const other = await seed({ approved: true });
        await store().positions.markExpiryReminded(reminded.id, reminded.approvedAt!);
        expect((await store().positions.dueForExpiryReminder(tomorrow())).map((p) => p.id)).toEqual(
          [other.id],
        );
      });

      it('still lists a position reminded for another going-live', async () => {
        const position = await seed({ approved: true });
        const earlier = plus(new Date(position.approvedAt!), -DAY_MS).toISOString();
        await store().positions.markExpiryReminded(position.id, earlier);
        expect((await store().positions.dueForExpiryReminder(tomorrow())).map((p) => p.id)).toEqual(
          [position.id],
        );
      });

      it('lists a position again once it went live again and its time passed', async () => {
        const position = await seed({ approved: true });
        await store().positions.markExpiryReminded(position.id, position.approvedAt!);
        const extended = await store().positions.extendLive(position.id, position.approvedAt!);
        expect(await store().positions.dueForExpiryReminder(justAfterLive(position))).toEqual([]);
        expect(await store().positions.dueForExpiryReminder(justAfterLive(extended))).toEqual([
          extended,
        ]);
      });

      it('records a reminder without changing the version or updatedAt', async () => {
        const position = await seed({ approved: true });
        await store().positions.markExpiryReminded(position.id, position.approvedAt!);
        expect(await store().positions.findById(position.id)).toEqual(position);
      });
    });
  });
}
