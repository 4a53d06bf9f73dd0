// The query of a position's page: /jobs/{id}?apply=true opens the application form at once (a
// card's 'Apply Now'). (The list's own query is shared with the feeds: shared/position-search.ts.)

/** The parsed query of /jobs/{id}. */
export interface PositionPageSearch {
  apply?: true;
}

/** Keeps `apply` when it is true ('?apply=true', as the router writes it). */
export function parsePositionPageSearch(search: Record<string, unknown>): PositionPageSearch {
  return search.apply === true || search.apply === 'true' ? { apply: true } : {};
}
