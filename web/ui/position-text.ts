// Words the position screens share: the type badge's label, 'Posted ... ago' and the church view's
// application count.
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import type { PositionType } from '../../shared/types';

/** 'Full-time' or 'Part-time', as the badge and the type select show it. */
export function positionTypeLabel(type: PositionType): string {
  return type === 'full-time' ? 'Full-time' : 'Part-time';
}

/** '1 application', 'n applications' (spec section 2, the church view of a job card). */
export function applicationCountText(count: number): string {
  return `${count} ${count === 1 ? 'application' : 'applications'}`;
}

/** 'Posted 3 days ago' (date-fns, imported alone to keep the students' bundle small). */
export function postedAgo(createdAt: string): string {
  return `Posted ${formatDistanceToNow(new Date(createdAt))} ago`;
}
