// When something happened, as the pending list shows it: the day and the time, in the student's
// own language and time zone.
const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** '26 Nov 2026, 10:04' (or the browser's own way of writing it). */
export function formatMoment(epochMs: number): string {
  return FORMAT.format(new Date(epochMs));
}
