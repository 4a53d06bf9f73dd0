// Pages of a list shown ADMIN_PAGE_SIZE at a time: 'Page 2 of 5' with Previous and Next. Pages
// count from 1, as people say them and as the address (?page=2) carries them.
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page to show: `page` within 1..count. A page that no longer exists (the list shrank after
 * an approval, or a search narrowed it) shows the last one rather than an empty list.
 */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), count);
}

/** The items of page `page` (from 1). */
export function pageItems<T>(items: readonly T[], page: number, size = ADMIN_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}
