// How every date reads to people, on the web's screens and in the server's e-mails alike
// (docs/decisions/0042-one-format-per-value.md): a day 'Nov 27, 2026', a moment 'Nov 27, 2026,
// 3:04 PM', and a distance 'Posted 3 days ago'. English (US) everywhere: the e-mails need one
// fixed language, and the screens speak it too.
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';

/** A moment: an ISO string, epoch milliseconds or a Date. */
export type Moment = string | number | Date;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function write(moment: Moment, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const text = new Date(moment).toLocaleString('en-US', { ...options, timeZone });
  // Recent ICU puts a narrow no-break space before 'PM': a plain space reads the same and survives
  // plain-text e-mail and copy and paste.
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * The day a moment falls on: 'Nov 27, 2026'. In the reader's time zone on the web; the server
 * passes 'UTC', its own zone being nobody's.
 */
export function dateText(moment: Moment, timeZone?: string): string {
  return write(moment, { dateStyle: 'medium' }, timeZone);
}

/** A moment with its time: 'Nov 27, 2026, 3:04 PM', in the reader's time zone unless given one. */
export function momentText(moment: Moment, timeZone?: string): string {
  return write(moment, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);
}

/**
 * A calendar day kept as text 'YYYY-MM-DD' ('Apply by', the anticipated start): 'Jun 30, 2026',
 * the same day wherever the reader is. Text of another shape is shown as it was written.
 */
export function calendarDayText(day: string): string {
  if (!CALENDAR_DAY.test(day)) return day;
  const moment = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(moment.getTime()) ? day : dateText(moment, 'UTC');
}

/** How long ago a moment was, in date-fns' words: '3 days ago', 'less than a minute ago'. */
export function agoText(moment: Moment): string {
  return `${formatDistanceToNow(new Date(moment))} ago`;
}
