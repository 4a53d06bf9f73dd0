// How every date reads to people, on the web's screens and in the server's e-mails alike
// (docs/decisions/0042-one-format-per-value.md): a day 'Nov 27, 2026', a moment 'Nov 27, 2026,
// 3:04 PM', and a distance 'Posted 3 days ago'. English (US) everywhere: the e-mails need one
// fixed language, and the screens speak it too.
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';

/** A moment: an ISO string, epoch milliseconds or a Date. */
export type Moment = string | number | Date;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The two shapes a date is written in. */
const STYLES = {
  day: { dateStyle: 'medium' },
  moment: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// A formatter is costly to make (toLocaleString makes one per call: a few ms per card on a slow
// phone, for every card a search redraws) and cheap to reuse: one per shape and time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function write(moment: Moment, style: keyof typeof STYLES, timeZone?: string): string {
  const date = new Date(moment);
  // toLocaleString wrote 'Invalid Date' where a formatter throws: a bad value must not break a page.
  if (Number.isNaN(date.getTime())) return String(date);
  const key = `${style} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  // Recent ICU puts a narrow no-break space before 'PM': a plain space reads the same and survives
  // plain-text e-mail and copy and paste.
  return formatter.format(date).replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * The day a moment falls on: 'Nov 27, 2026'. In the reader's time zone on the web; the server
 * passes 'UTC', its own zone being nobody's.
 */
export function dateText(moment: Moment, timeZone?: string): string {
  return write(moment, 'day', timeZone);
}

/** A moment with its time: 'Nov 27, 2026, 3:04 PM', in the reader's time zone unless given one. */
export function momentText(moment: Moment, timeZone?: string): string {
  return write(moment, 'moment', timeZone);
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
