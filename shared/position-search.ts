// Which public positions a list shows, as its address says: /jobs?type=part-time in the app, and
// the same query on the feeds (/feeds/positions.xml?type=part-time), so a list a student shares
// and a feed a church newsletter embeds are the same positions. Anything else in the query is
// ignored.
import type { PositionType } from './types';

/** The parsed query of a list of public positions. */
export interface BrowseSearch {
  type?: PositionType;
}

const POSITION_TYPES: readonly unknown[] = ['full-time', 'part-time'] satisfies PositionType[];

function isPositionType(value: unknown): value is PositionType {
  return POSITION_TYPES.includes(value);
}

/** Keeps a known position type only. */
export function parseBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  return isPositionType(search.type) ? { type: search.type } : {};
}

/** Whether a position belongs to the list the query names. */
export function matchesBrowseSearch(
  position: { positionType: PositionType },
  search: BrowseSearch,
): boolean {
  return search.type === undefined || position.positionType === search.type;
}

/** The query that names the list ('?type=part-time'), '' for every position. */
export function browseSearchQuery(search: BrowseSearch): string {
  return search.type ? `?type=${search.type}` : '';
}
