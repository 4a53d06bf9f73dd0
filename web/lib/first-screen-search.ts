// What a student types into the server-rendered search box of /jobs before the app takes over (on
// a slow phone that can be seconds). The app renders in the background while the server's page
// stays in use (web/main.tsx), so /jobs starts from the box's text as it renders, and when its
// commit replaces the box, takes whatever was typed meanwhile and the focus with it.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The id of /jobs' search box (browse-positions-page.tsx). */
export const SEARCH_INPUT_ID = 'position-search';

/** The server's search box until the app's box replaces it, and whether the student is in it. */
let serverBox: { input: HTMLInputElement; focused: boolean } | undefined;

/** Keeps hold of the page's search box, if it has one, until the app replaces it. */
export function keepTypedSearch(doc: Document): void {
  const input = doc.getElementById(SEARCH_INPUT_ID);
  if (!(input instanceof HTMLInputElement)) return;
  const box = { input, focused: doc.activeElement === input };
  input.addEventListener('focus', () => (box.focused = true));
  // Removing the box may blur it: that is the app taking over, not the student leaving.
  input.addEventListener('blur', () => (box.focused = !input.isConnected && box.focused));
  serverBox = box;
}

/**
 * The search state of /jobs and a ref for its box: it starts from the server's box, and the text
 * typed there until the box is replaced, and the focus, carry over once; later visits start from
 * `initial` (the address's text).
 */
export function useTypedSearch(
  initial = '',
): [string, (text: string) => void, RefObject<HTMLInputElement | null>] {
  const [search, setSearch] = useState(() => serverBox?.input.value ?? initial);
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const replaced = serverBox;
    serverBox = undefined;
    if (!replaced) return;
    const text = replaced.input.value;
    // Before the browser paints: the new box never shows the older text.
    setSearch(text);
    if (replaced.focused && box.current) {
      box.current.focus();
      box.current.setSelectionRange(text.length, text.length);
    }
  }, []);
  return [search, setSearch, box];
}
