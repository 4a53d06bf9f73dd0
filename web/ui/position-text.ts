// Words the position screens share: the type badge's label, 'Posted ... ago', 'Apply by ...' and
// the church view's application count.
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import type { PositionType } from '../../shared/types';

/** 'Full-time' or 'Part-time', as the badge and the type select show it. */
export function positionTypeLabel(type: PositionType): string {
  return type === 'full-time' ? 'Full-time' : 'Part-time';
}

/** '1 application', 'n applications' (the church view of a job card). */
export function applicationCountText(count: number): string {
  return `${count} ${count === 1 ? 'application' : 'applications'}`;
}

/** 'Posted 3 days ago' (date-fns, imported alone to keep the students' bundle small). */
export function postedAgo(createdAt: string): string {
  return `Posted ${formatDistanceToNow(new Date(createdAt))} ago`;
}

// Day names are written here rather than with date-fns' format: the cards of /jobs show them, and
// the students' first download stays without its formatter (npm run bench:web).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as people read it: '30 Jun 2026' (the review screens' 'd MMM yyyy'). */
function dayWords(year: number, monthIndex: number, day: number): string {
  return `${day} ${MONTHS[monthIndex] ?? ''} ${year}`;
}

/**
 * A calendar date (YYYY-MM-DD, as 'Apply by' is kept) as people read it: '30 Jun 2026'. Read as
 * that day wherever the reader is, never shifted by their time zone.
 */
export function calendarDayText(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return dayWords(year, month - 1, date);
}

/** 'Apply by 30 Jun 2026' (decision 0024), on the cards and the position's pages. */
export function applyByText(applyBy: string): string {
  return `Apply by ${calendarDayText(applyBy)}`;
}

/** A moment as the day it falls on where the reader is: '30 Jun 2026'. */
export function dayText(moment: string | Date): string {
  const date = new Date(moment);
  return dayWords(date.getFullYear(), date.getMonth(), date.getDate());
}
