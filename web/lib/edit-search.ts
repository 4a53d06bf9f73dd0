// The church forms' `?edit=<entry id>`: a refused queued write opened again in its form. Route
// definitions stay in the entry chunk, so this lives outside the church feature (bench:web checks).

/** The search parameters of the church forms. */
export interface EditSearch {
  /** The outbox entry being corrected. */
  edit?: string;
}

/** Keeps `edit` when it is a string; anything else in the address is dropped. */
export function validateEditSearch(search: Record<string, unknown>): EditSearch {
  return typeof search.edit === 'string' && search.edit !== '' ? { edit: search.edit } : {};
}
