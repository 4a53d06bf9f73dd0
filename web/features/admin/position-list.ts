// The dashboard's list: each position once, those waiting for the college first, narrowed by the
// search box (title or church name: what an admin remembers of a position).
import type { AdminPosition } from '../../../shared/types';
import { isWaiting } from './position-state';

/** Whether the position's title or church name contains the search text (any case). */
export function matchesAdminSearch(
  position: Pick<AdminPosition, 'title' | 'church'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [position.title, position.church?.churchName ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The list as the dashboard shows it: the positions matching `search`, those waiting for approval
 * (a new position or an edit) first, each group in the server's order (newest first).
 */
export function dashboardList(
  positions: readonly AdminPosition[],
  search: string,
): AdminPosition[] {
  const matching = positions.filter((position) => matchesAdminSearch(position, search));
  return [
    ...matching.filter((position) => isWaiting(position)),
    ...matching.filter((position) => !isWaiting(position)),
  ];
}

/** The description's first paragraph: what the list shows of it (the review shows it all). */
export function firstParagraph(text: string): string {
  return text.trim().split(/\n\s*\n/)[0] ?? '';
}
