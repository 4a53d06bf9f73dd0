import { AGE_BADGE_DESTRUCTIVE_DAYS, AGE_BADGE_SECONDARY_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds https:// to a website that has no http:// or https:// scheme; empty stays empty. */
export function normalizeWebsite(website: string | null | undefined): string | null {
  const trimmed = (website ?? '').trim();
  if (trimmed === '') return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Whole days between a timestamp and now. */
export function ageInDays(createdAt: string | Date, now: Date = new Date()): number {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return Math.floor((now.getTime() - created.getTime()) / DAY_MS);
}

/** The style of the admin age badge: under 30 days default, 30 to 59 secondary, 60+ destructive. */
export function ageBadgeVariant(days: number): 'default' | 'secondary' | 'destructive' {
  if (days >= AGE_BADGE_DESTRUCTIVE_DAYS) return 'destructive';
  if (days >= AGE_BADGE_SECONDARY_DAYS) return 'secondary';
  return 'default';
}

/** The instant before which positions count as older than `daysOld` days. */
export function archiveCutoff(daysOld: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - daysOld * DAY_MS);
}

/** The spec's search filter: case-insensitive substring on title, church name or location, plus type. */
export function matchesSearch(
  position: {
    title: string;
    positionType: string;
    church: { churchName: string; location: string } | null;
  },
  search: string,
  positionType: string,
): boolean {
  if (positionType !== 'all' && position.positionType !== positionType) return false;
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [position.title, position.church?.churchName ?? '', position.church?.location ?? ''].some(
    (text) => text.toLowerCase().includes(needle),
  );
}

/** Whether an e-mail is on the admin allow-list (case-insensitive). */
export function isAllowListed(email: string, allowList: readonly string[]): boolean {
  const needle = email.trim().toLowerCase();
  return allowList.some((entry) => entry.trim().toLowerCase() === needle);
}

/** Whether `value` is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The instant a position's 'Apply by' day has ended everywhere on Earth (the end of the day at
 * UTC-12): a student applying late that evening in any time zone is still on time.
 */
export function applyByEnds(applyBy: string): Date {
  return new Date(new Date(`${applyBy}T00:00:00Z`).getTime() + 36 * 60 * 60 * 1000);
}

/** Whether a position's 'Apply by' day is over everywhere at `now`. */
export function isPastApplyBy(applyBy: string | null, now: Date = new Date()): boolean {
  return applyBy !== null && now.getTime() >= applyByEnds(applyBy).getTime();
}

/** When a live position would be archived: ARCHIVE_AFTER_DAYS after it went live. */
export function archivesAt(approvedAt: string, afterDays: number): Date {
  return new Date(new Date(approvedAt).getTime() + afterDays * DAY_MS);
}
