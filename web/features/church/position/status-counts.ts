// A position's applications per status as its dashboard card says them:
// '2 New · 1 Reviewed · 1 Contacted', only the statuses it has, in the pipeline's order.
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '../../../../shared/constants';
import type { ChurchPosition, PositionWithCount } from '../../../../shared/types';

/**
 * The counts of a position as GET /api/church/positions gave them; a copy kept on this device
 * before the counts existed has none.
 */
export type StatusCounts = Partial<ChurchPosition['statusCounts']> | undefined;

/** The counts of a position from the server or from a kept copy, which may predate them. */
export function countsOf(position: PositionWithCount | ChurchPosition): StatusCounts {
  const counts: unknown = 'statusCounts' in position ? position.statusCounts : undefined;
  return typeof counts === 'object' && counts !== null ? counts : undefined;
}

/** '2 New · 1 Reviewed', or null when there is nothing to count. */
export function statusCountsText(counts: StatusCounts): string | null {
  if (!counts) return null;
  const parts = APPLICATION_STATUSES.flatMap((status) => {
    const count = counts[status] ?? 0;
    return count > 0 ? [`${count} ${APPLICATION_STATUS_LABELS[status]}`] : [];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** How many applications nobody has opened yet (0 when the counts are unknown). */
export function newCount(counts: StatusCounts): number {
  return counts?.pending ?? 0;
}
