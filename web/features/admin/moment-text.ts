// When something happened, as the admin screens write it: the day and the time, in the admin's own
// language and time zone.
const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** '27 Nov 2026, 14:05' (or the browser's own way of writing it) for an ISO time. */
export function momentText(iso: string): string {
  return MOMENT.format(new Date(iso));
}
