// The forms' `?edit=<entry id>`: a refused queued write opened again in its form.

/** The search parameters of the church forms. */
export interface EditSearch {
  /** The outbox entry being corrected. */
  edit?: string;
}

/** Keeps `edit` when it is a string; anything else in the address is dropped. */
export function validateEditSearch(search: Record<string, unknown>): EditSearch {
  return typeof search.edit === 'string' && search.edit !== '' ? { edit: search.edit } : {};
}
