// The browse screen's search text and type, kept in the address (shared/position-search.ts): a
// reloaded or shared /jobs?type=part-time&q=youth shows the same list, and Back returns to the
// list before. Choosing a type is a step of its own (a history entry). The text is the box's own
// state, so a keystroke never waits for the router; it joins the address once the student
// pauses, replacing the entry, so Back leaves the list rather than undoing keystrokes. An address
// reached by Back or Forward puts its text back into the box.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';
import { useTypedSearch } from '../../lib/first-screen-search';
import type { TypeFilter } from './position-filters';

/** How long typing pauses before the text is written into the address. */
export const SEARCH_TO_ADDRESS_MS = 400;

/** The list's search and type, and their setters. */
export interface ListQuery {
  search: string;
  setSearch: (text: string) => void;
  /** The search box, for the server-rendered page's text and focus to carry over. */
  searchBox: RefObject<HTMLInputElement | null>;
  type: TypeFilter;
  setType: (type: TypeFilter) => void;
}

/** The search and type of /jobs, from and into the address. */
export function useListQuery(): ListQuery {
  const { type = 'all', q = '' } = useSearch({ from: '/jobs/' });
  const navigate = useNavigate({ from: '/jobs/' });
  // Starts with what was typed into the server-rendered page, which the server drew from `q`.
  const [search, setSearch, searchBox] = useTypedSearch(q);
  /** The text the address holds, as this screen last wrote or read it. */
  const inAddress = useRef(q);

  // Back or Forward to an address with another text: the box shows it.
  useEffect(() => {
    if (q === inAddress.current) return;
    inAddress.current = q;
    setSearch(q);
  }, [q, setSearch]);

  useEffect(() => {
    const text = search.trim();
    if (text === inAddress.current) return;
    const timer = setTimeout(() => {
      inAddress.current = text;
      void navigate({
        search: (prev) => ({ ...prev, q: text === '' ? undefined : text }),
        replace: true,
      });
    }, SEARCH_TO_ADDRESS_MS);
    return () => clearTimeout(timer);
  }, [search, navigate]);

  const setType = (next: TypeFilter) =>
    void navigate({ search: (prev) => ({ ...prev, type: next === 'all' ? undefined : next }) });

  return { search, setSearch, searchBox, type, setType };
}
