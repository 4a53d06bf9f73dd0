// Which public positions a list shows, as its address says: /jobs?type=part-time&q=youth in the
// app, and the same query on the feeds (/feeds/positions.xml?type=part-time&q=youth), so a list a
// student shares and a feed a church newsletter embeds are the same positions. Anything else in
// the query is ignored.
import { matchesSearch } from './rules';
import type { PositionType } from './types';

/** The parsed query of a list of public positions. */
export interface BrowseSearch {
  type?: PositionType;
  /** The search text: matched in the title, the church's name and its location. */
  q?: string;
}

/** The longest search text kept from an address. */
export const SEARCH_TEXT_MAX = 100;

const POSITION_TYPES: readonly unknown[] = ['full-time', 'part-time'] satisfies PositionType[];

function isPositionType(value: unknown): value is PositionType {
  return POSITION_TYPES.includes(value);
}

/**
 * The search text of an address. The app's router writes a text that would read as JSON (a year,
 * say) in JSON's quotes ('?q=%222027%22'), and reads it back without them: so does this, for the
 * server's first screen and the feeds.
 */
function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  let text = String(value);
  if (/^".*"$/.test(text)) {
    try {
      const unquoted: unknown = JSON.parse(text);
      if (typeof unquoted === 'string') text = unquoted;
    } catch {
      // Quotes the student typed: the text as it is.
    }
  }
  const trimmed = text.trim().slice(0, SEARCH_TEXT_MAX).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Keeps a known position type and a search text only. */
export function parseBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  const result: BrowseSearch = {};
  if (isPositionType(search.type)) result.type = search.type;
  const q = searchText(search.q);
  if (q !== undefined) result.q = q;
  return result;
}

/** Whether a position belongs to the list the query names (as the app's search box decides). */
export function matchesBrowseSearch(
  position: Parameters<typeof matchesSearch>[0],
  search: BrowseSearch,
): boolean {
  return matchesSearch(position, search.q ?? '', search.type ?? 'all');
}

/** The query that names the list ('?type=part-time&q=youth'), '' for every position. */
export function browseSearchQuery(search: BrowseSearch): string {
  const params = new URLSearchParams();
  if (search.type) params.set('type', search.type);
  if (search.q) params.set('q', search.q);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
