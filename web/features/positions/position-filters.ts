// The browse screen's filter and which empty state it shows.
import { matchesSearch } from '../../../shared/rules';
import type { PositionType, PositionCard } from '../../../shared/types';

/** The type select's value: a position type or every type. */
export type TypeFilter = PositionType | 'all';

/** The type select's options, in the spec's order. */
export const TYPE_FILTER_OPTIONS: ReadonlyArray<{ value: TypeFilter; label: string }> = [
  { value: 'all', label: 'All Types' },
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
];

/** The positions that match the search text (title, church name, location) and the type. */
export function filterPositions(
  positions: readonly PositionCard[],
  search: string,
  type: TypeFilter,
): PositionCard[] {
  return positions.filter((position) => matchesSearch(position, search, type));
}

/** A position with its search text lower-cased once, so a keystroke does no per-position work. */
export interface IndexedPosition {
  position: PositionCard;
  /** Title, church name and location, lower-cased, kept apart by a character no one types. */
  text: string;
}

// A search box cannot hold this character, so a needle never matches across two fields.
const FIELD_SEPARATOR = '\u0000';

/** Prepares a list for filtering: once per list, not per keystroke. */
export function indexPositions(positions: readonly PositionCard[]): IndexedPosition[] {
  return positions.map((position) => ({
    position,
    text: [position.title, position.church?.churchName ?? '', position.church?.location ?? '']
      .join(FIELD_SEPARATOR)
      .toLowerCase(),
  }));
}

/** The same answer as filterPositions, from a list prepared by indexPositions. */
export function filterIndexed(
  indexed: readonly IndexedPosition[],
  search: string,
  type: TypeFilter,
): PositionCard[] {
  const needle = search.trim().toLowerCase();
  const result: PositionCard[] = [];
  for (const entry of indexed) {
    if (type !== 'all' && entry.position.positionType !== type) continue;
    if (needle !== '' && !entry.text.includes(needle)) continue;
    result.push(entry.position);
  }
  return result;
}

/** Filters one list as the student types: `(search, type) => matching positions`. */
export type ListFilter = (search: string, type: TypeFilter) => readonly PositionCard[];

/**
 * Prepares a list for the browse screen's filter. Without search text no index is needed (the
 * whole list, or one type), so the index, a pass over every position, is built on the first
 * search rather than on the first render of a 1,000-position list.
 */
export function searchablePositions(positions: readonly PositionCard[]): ListFilter {
  let indexed: IndexedPosition[] | undefined;
  return (search, type) => {
    if (search.trim() === '') {
      return type === 'all' ? positions : positions.filter((p) => p.positionType === type);
    }
    indexed ??= indexPositions(positions);
    return filterIndexed(indexed, search, type);
  };
}

/** Whether the student has narrowed the list (which decides the empty state's words). */
export function isFiltering(search: string, type: TypeFilter): boolean {
  return search.trim() !== '' || type !== 'all';
}

/** The empty state's heading and text (/jobs). */
export function emptyStateText(filtering: boolean): { title: string; description: string | null } {
  return filtering
    ? { title: 'No Positions Found', description: 'Try adjusting your search or filters...' }
    : { title: 'No Positions Available', description: null };
}

/** '1 position' / 'n positions', announced as the list narrows. */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? 'position' : 'positions'}`;
}
