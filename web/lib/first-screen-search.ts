// What a student typed into the server-rendered search box before the app took over (on a slow
// phone that can be seconds): web/main.tsx keeps it before replacing the markup, and /jobs starts
// its search with it, once.

/** The id of /jobs' search box (browse-positions-page.tsx). */
export const SEARCH_INPUT_ID = 'position-search';

let typed = '';

/** Keeps the text in the page's search box, if it has one. */
export function keepTypedSearch(doc: Document): void {
  const input = doc.getElementById(SEARCH_INPUT_ID);
  typed = input instanceof HTMLInputElement ? input.value : '';
}

/** The kept text, handed out once: a later visit to /jobs starts empty as usual. */
export function takeTypedSearch(): string {
  const text = typed;
  typed = '';
  return text;
}
