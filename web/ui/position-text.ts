// Words the position screens share: the type badge's label, 'Posted ... ago', 'Apply by ...' and
// the church view's application count.
import { agoText, calendarDayText } from '../../shared/dates';
import type { PositionType } from '../../shared/types';

/** 'Full-time' or 'Part-time', as the badge and the type select show it. */
export function positionTypeLabel(type: PositionType): string {
  return type === 'full-time' ? 'Full-time' : 'Part-time';
}

/** '1 application', 'n applications' (the church view of a job card). */
export function applicationCountText(count: number): string {
  return `${count} ${count === 1 ? 'application' : 'applications'}`;
}

/** 'Posted 3 days ago' (the spec's words). */
export function postedAgo(createdAt: string): string {
  return `Posted ${agoText(createdAt)}`;
}

/** 'Apply by Jun 30, 2026' (decision 0024), on the cards and the position's pages. */
export function applyByText(applyBy: string): string {
  return `Apply by ${calendarDayText(applyBy)}`;
}
