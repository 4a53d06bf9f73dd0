// The queries of the students' pages: /jobs?type=... names the list a link shows (a closed
// position's page links to the open ones of its type), /jobs/{id}?apply=true opens the application
// form at once (a card's 'Apply Now'). Anything else in the address is ignored.
import type { PositionType } from '../../../shared/types';

/** The parsed query of /jobs. */
export interface BrowseSearch {
  type?: PositionType;
}

/** The parsed query of /jobs/{id}. */
export interface PositionPageSearch {
  apply?: true;
}

const POSITION_TYPES: readonly unknown[] = ['full-time', 'part-time'] satisfies PositionType[];

function isPositionType(value: unknown): value is PositionType {
  return POSITION_TYPES.includes(value);
}

/** Keeps a known position type only. */
export function parseBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  return isPositionType(search.type) ? { type: search.type } : {};
}

/** Keeps `apply` when it is true ('?apply=true', as the router writes it). */
export function parsePositionPageSearch(search: Record<string, unknown>): PositionPageSearch {
  return search.apply === true || search.apply === 'true' ? { apply: true } : {};
}
