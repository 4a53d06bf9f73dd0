// Where a church's position stands, in the church's words (decision 0024): 'Pending Approval',
// 'Declined' with the college's reason, 'Approved', or 'Closed' with why; and beside it, where an
// edit of an approved position stands. One place, so the dashboard's cards and the position's own
// page say the same.
import { CLOSE_REASON_LABELS, DECLINE_REASON_LABELS } from '../../../../shared/constants';
import type { ChurchPosition, PositionDecline } from '../../../../shared/types';

/** The badge styles these statuses use. */
export type StatusVariant = 'pending' | 'destructive' | 'success' | 'secondary';

/** A status as a badge says it, with what the church should know beside it. */
export interface StatusView {
  label: string;
  variant: StatusVariant;
  /** The reason: why it closed, why the college declined it. */
  reason: string | null;
}

/** The college's reason and its own words: 'Other: we need a contact phone'. */
export function declineText(decline: PositionDecline): string {
  const label = DECLINE_REASON_LABELS[decline.reason];
  return decline.note ? `${label}: ${decline.note}` : label;
}

/** The position's own status. */
export function positionStatus(
  position: Pick<ChurchPosition, 'status' | 'closedReason' | 'approved' | 'declined'>,
): StatusView {
  if (position.status === 'closed') {
    const reason = position.closedReason ? CLOSE_REASON_LABELS[position.closedReason] : null;
    return { label: 'Closed', variant: 'secondary', reason };
  }
  if (position.declined) {
    return { label: 'Declined', variant: 'destructive', reason: declineText(position.declined) };
  }
  if (position.approved) return { label: 'Approved', variant: 'success', reason: null };
  return { label: 'Pending Approval', variant: 'pending', reason: null };
}

/** Where an edit of the approved position stands; null when there is none. */
export function editStatus(position: Pick<ChurchPosition, 'revision'>): StatusView | null {
  const revision = position.revision;
  if (!revision) return null;
  if (revision.status === 'declined') {
    return {
      label: 'Edit declined',
      variant: 'destructive',
      reason: revision.declined ? declineText(revision.declined) : null,
    };
  }
  return { label: 'Edit pending approval', variant: 'pending', reason: null };
}

/** The badge's words: 'Closed · Filled'; a decline's reason is too long for a badge. */
export function badgeText(status: StatusView): string {
  return status.label === 'Closed' && status.reason
    ? `${status.label} · ${status.reason}`
    : status.label;
}
