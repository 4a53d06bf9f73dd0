import { afterEach, describe, expect, it, vi } from 'vitest';
import { agoText, calendarDayText, dateText, momentText } from './dates';

describe('dates as people read them', () => {
  afterEach(() => vi.useRealTimers());

  it('writes a day as month, day and year, in the time zone asked for', () => {
    expect(dateText('2026-12-31T23:59:59.000Z', 'UTC')).toBe('Dec 31, 2026');
    expect(dateText('2026-12-31T23:59:59.000Z', 'Pacific/Auckland')).toBe('Jan 1, 2027');
    expect(dateText(Date.UTC(2026, 10, 27, 12), 'UTC')).toBe('Nov 27, 2026');
  });

  it("writes a day in the reader's own time zone when none is given", () => {
    const lateEvening = new Date(2026, 11, 24, 23, 30);
    expect(dateText(lateEvening)).toBe('Dec 24, 2026');
    expect(dateText(lateEvening.toISOString())).toBe('Dec 24, 2026');
  });

  it('writes a moment with its time, with plain spaces', () => {
    expect(momentText('2026-11-27T15:04:00.000Z', 'UTC')).toBe('Nov 27, 2026, 3:04 PM');
    expect(momentText(new Date(2026, 10, 3, 10, 4).getTime())).toBe('Nov 3, 2026, 10:04 AM');
  });

  it('writes a moment it cannot read as such, rather than failing the page', () => {
    expect(dateText('not a date', 'UTC')).toBe('Invalid Date');
    expect(momentText(Number.NaN)).toBe('Invalid Date');
  });

  it('keeps a calendar day on its day wherever the reader is, and other text as written', () => {
    expect(calendarDayText('2026-06-30')).toBe('Jun 30, 2026');
    expect(calendarDayText('2027-01-01')).toBe('Jan 1, 2027');
    expect(calendarDayText('2026-01-31')).toBe('Jan 31, 2026');
    expect(calendarDayText('September 2026')).toBe('September 2026');
    expect(calendarDayText('2026-13-45')).toBe('2026-13-45');
  });

  it("says how long ago a moment was, in date-fns' words", () => {
    vi.useFakeTimers({ now: new Date('2025-03-10T12:00:00Z') });
    expect(agoText('2025-03-10T11:59:50Z')).toBe('less than a minute ago');
    expect(agoText(Date.parse('2025-03-07T12:00:00Z'))).toBe('3 days ago');
    expect(agoText(new Date('2025-01-10T12:00:00Z'))).toBe('about 2 months ago');
  });
});
