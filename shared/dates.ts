// How every date reads to people, on the web's screens and in the server's e-mails alike
// (docs/decisions/0042-one-format-per-value.md): a day 'Nov 27, 2026', a moment 'Nov 27, 2026,
// 3:04 PM', and a distance 'Posted 3 days ago'. English (US) everywhere: the e-mails need one
// fixed language, and the screens speak it too.
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';

/** A moment: an ISO string, epoch milliseconds or a Date. */
export type Moment = string | number | Date;

const DAY_OPTIONS = { dateStyle: 'medium' } as const;
const MOMENT_OPTIONS = { dateStyle: 'medium', timeStyle: 'short' } as const;
const LOCALE = 'en-US';
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// One formatter per time zone and style: building one is slow, and lists format hundreds of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: 'day' | 'moment', timeZone: string | undefined): Intl.DateTimeFormat {
  const id = `${style} ${timeZone ?? ''}`;
  let found = formatters.get(id);
  if (!found) {
    const options = style === 'day' ? DAY_OPTIONS : MOMENT_OPTIONS;
    found = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(id, found);
  }
  return found;
}

// Recent ICU puts a narrow no-break space before 'PM': a plain space reads the same and survives
// plain-text e-mail and copy and paste.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * The day a moment falls on: 'Nov 27, 2026'. In the reader's time zone on the web; the server
 * passes 'UTC', its own zone being nobody's.
 */
export function dateText(moment: Moment, timeZone?: string): string {
  return plainSpaces(formatter('day', timeZone).format(new Date(moment)));
}

/** A moment with its time: 'Nov 27, 2026, 3:04 PM', in the reader's time zone unless given one. */
export function momentText(moment: Moment, timeZone?: string): string {
  return plainSpaces(formatter('moment', timeZone).format(new Date(moment)));
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
