// The church's own position with its writes not yet sent (an edit, closing, reopening): the
// dashboard and the position's page show it as it will be once they are applied. And the version a
// new edit starts from counts the writes this device still has to send, so the church's second
// edit made offline does not collide with its own first one (docs/decisions/0024).
import { positionDataOf } from '../../shared/position-fields';
import type { PositionData } from '../../shared/schemas/position';
import type { ChurchPosition, Position } from '../../shared/types';
import type { PositionWriteEntry } from './church-queue';

/**
 * The church's latest text of its position: the edit waiting for the college (or declined by it)
 * when there is one, since that is what the church last wrote; else the position's own.
 */
export function latestPositionText(position: ChurchPosition): PositionData {
  return position.revision?.data ?? positionDataOf(position);
}

/**
 * The version the position will be at once this device's queued writes on it are applied: each
 * edit, closing and reopening bumps it by one; a duplicate leaves it alone.
 */
export function expectedVersion(
  position: Pick<Position, 'version'>,
  writes: readonly PositionWriteEntry[] | undefined,
): number {
  const bumping = (writes ?? []).filter((entry) => entry.operation.kind !== 'position-duplicate');
  return position.version + bumping.length;
}

/** A position as the church's screens show it: `pending` while a write of this device waits. */
export type ShownPosition = ChurchPosition & { pending: boolean };

/** The position with its queued writes applied, in the order they were made. */
export function positionWithPending(
  position: ChurchPosition,
  writes: readonly PositionWriteEntry[] | undefined,
): ShownPosition {
  let shown: ChurchPosition = position;
  for (const entry of writes ?? []) {
    const at = new Date(entry.createdAt).toISOString();
    const operation = entry.operation;
    switch (operation.kind) {
      case 'position-edit':
        // An approved position keeps its public text: the edit waits beside it for the college.
        shown = shown.approved
          ? {
              ...shown,
              revision: {
                positionId: shown.id,
                data: operation.input,
                status: 'pending',
                declined: null,
                submittedAt: at,
              },
            }
          : { ...shown, ...operation.input, declined: null };
        break;
      case 'position-close':
        shown = { ...shown, status: 'closed', closedReason: operation.reason, closedAt: at };
        break;
      case 'position-reopen':
        shown = { ...shown, status: 'active', closedReason: null, closedAt: null };
        break;
      case 'position-duplicate':
        break;
    }
  }
  return { ...shown, pending: (writes?.length ?? 0) > 0 };
}
