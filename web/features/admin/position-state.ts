// Where a position stands, in the words an admin reads on the dashboard and the review page
// (decision 0024): 'Waiting for approval', 'Edit waiting', 'Declined', 'Live', 'Closed — <reason>'.
// The stored `status` ('active') and `approved` flag are the database's words, not a person's.
import { CLOSE_REASON_LABELS } from '../../../shared/constants';
import type { AdminPosition } from '../../../shared/types';

/** The kinds of state; 'waiting' and 'edit-waiting' are what the college acts on. */
export type PositionStateKind = 'waiting' | 'edit-waiting' | 'declined' | 'live' | 'closed';

type StateSource = Pick<AdminPosition, 'status' | 'approved' | 'declined' | 'closedReason'> & {
  revision: Pick<NonNullable<AdminPosition['revision']>, 'status'> | null;
};

/**
 * Which state a position is in. Closed comes first: the server refuses to approve a closed
 * position (409, 'reopen it first'), so a closed one never counts as waiting.
 */
export function positionState(position: StateSource): PositionStateKind {
  if (position.status === 'closed') return 'closed';
  if (!position.approved) return position.declined ? 'declined' : 'waiting';
  return position.revision?.status === 'pending' ? 'edit-waiting' : 'live';
}

/** Whether the college has something to approve or decline: a new position or an edit. */
export function isWaiting(position: StateSource): boolean {
  const state = positionState(position);
  return state === 'waiting' || state === 'edit-waiting';
}

/** The words of the state's badge. */
export function positionStateLabel(position: StateSource): string {
  switch (positionState(position)) {
    case 'waiting':
      return 'Waiting for approval';
    case 'edit-waiting':
      return 'Edit waiting';
    case 'declined':
      return 'Declined';
    case 'live':
      return 'Live';
    case 'closed':
      return position.closedReason
        ? `Closed — ${CLOSE_REASON_LABELS[position.closedReason]}`
        : 'Closed';
  }
}
