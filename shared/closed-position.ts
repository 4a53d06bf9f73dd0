// What a student reads on the page of a position that has closed, on the server's page (410) and
// in the app alike: that it was filled, or the day it closed, never "doesn't exist".
import { dateText } from './dates';
import type { ClosedPosition, PositionDetail } from './types';

/** The closed position's public facts, from its detail (text, contact and files stay out). */
export function closedPosition(detail: PositionDetail): ClosedPosition {
  return {
    id: detail.id,
    title: detail.title,
    churchName: detail.church?.churchName ?? null,
    positionType: detail.positionType,
    closedReason: detail.closedReason,
    closedAt: detail.closedAt,
  };
}

/** 'This position was filled', or the day it closed: 'This position closed on Dec 3, 2026'. */
export function closedHeadline(closed: ClosedPosition): string {
  if (closed.closedReason === 'filled') return 'This position was filled';
  return closed.closedAt
    ? `This position closed on ${dateText(closed.closedAt)}`
    : 'This position is closed';
}

/** The message of the API's 410 for a closed position. */
export const POSITION_CLOSED_MESSAGE = 'This position is closed and takes no more applications.';
