// A position's own changes on MongoDB: the church resubmitting it, the college approving or
// declining it, closing, reopening and 'Keep open'. Each is one conditional change (position-change.ts);
// each bumps the public list's version after it, since the list shows every position's version.
import { positionDataOf } from '../../../shared/position-fields';
import type { Position } from '../../../shared/types';
import type { PositionRepository } from '../port';
import type { MongoContext } from './context';
import { toDeclineDoc } from './documents';
import { changePosition, type PositionChange } from './position-change';
import { bumpPublicListVersion } from './public-list-version';

/** The part of the positions repository this file implements. */
export type PositionLifecycle = Pick<
  PositionRepository,
  'replacePending' | 'approve' | 'decline' | 'close' | 'reopen' | 'extendLive'
>;

/** The same instant, whatever ISO form `iso` has; false for an unreadable one. */
function sameInstant(iso: string | null, other: string): boolean {
  return iso !== null && new Date(iso).getTime() === new Date(other).getTime();
}

/** A church's, the college's and the daily job's changes of one position on a MongoDB store. */
export function mongoPositionLifecycle(ctx: MongoContext): PositionLifecycle {
  const change = async (id: string, what: PositionChange): Promise<Position | undefined> => {
    const position = await changePosition(ctx, id, what);
    if (position !== undefined) await bumpPublicListVersion(ctx);
    return position;
  };

  return {
    replacePending: (id, data, expectedVersion) =>
      change(id, {
        where: { approved: false },
        also: (position) => position.version === expectedVersion,
        set: () => ({ ...positionDataOf(data), declined: null }),
      }),

    approve: (id, expectedVersion) =>
      change(id, {
        where: { status: 'active', approved: false },
        also: (position) => position.version === expectedVersion,
        set: (_doc, now) => ({ approved: true, approvedAt: now, declined: null }),
      }),

    decline: (id, decline) =>
      change(id, {
        where: { status: 'active', approved: false },
        set: () => ({ declined: toDeclineDoc(decline) }),
      }),

    close: (id, reason) =>
      change(id, {
        where: { status: 'active' },
        set: (_doc, now) => ({ status: 'closed', closedReason: reason, closedAt: now }),
      }),

    // closedAt goes back to null: retention (deleteOfPositionsClosedBefore) counts only for closed
    // positions, from the close that is current.
    reopen: (id, clearApplyBy) =>
      change(id, {
        where: { status: 'closed' },
        set: (doc, now) => ({
          status: 'active',
          closedReason: null,
          closedAt: null,
          ...(doc.approved ? { approvedAt: now } : {}),
          ...(clearApplyBy ? { applyBy: null } : {}),
        }),
      }),

    extendLive: (id, approvedAt) =>
      change(id, {
        where: { status: 'active', approved: true },
        // Compared on the read position: one approved before approvedAt was kept went live at its
        // updatedAt, which no filter on the stored field would match.
        also: (position) => sameInstant(position.approvedAt, approvedAt),
        set: (_doc, now) => ({ approvedAt: now }),
      }),
  };
}
