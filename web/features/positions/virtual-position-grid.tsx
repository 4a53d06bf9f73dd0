// The browse grid, virtualised: with thousands of cached positions only the rows near the screen
// are in the DOM. The page scrolls as usual (a window virtualizer over the grid's rows of 1, 2 or 3
// cards by width); the rows above and below are stood in for by the list's padding, so the list
// stays a plain <ul> of <li> cards for screen readers, each telling its place in the whole list.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import type { PositionCard } from '../../../shared/types';
import { positionGrid } from './position-grid';

// Panda's md and lg breakpoints, as the grid's columns above use them.
const MEDIUM = '(min-width: 48rem)';
const LARGE = '(min-width: 64rem)';
/** The grid's row gap in px: 4 (1rem) on phones, 6 (1.5rem) from md up. */
const GAP_SMALL = 16;
const GAP_MEDIUM = 24;
/** A card's height before it is measured (a typical two-line card). */
const ESTIMATED_ROW_HEIGHT = 340;

function subscribeToWidth(listener: () => void): () => void {
  const queries = [window.matchMedia(MEDIUM), window.matchMedia(LARGE)];
  for (const query of queries) query.addEventListener('change', listener);
  return () => {
    for (const query of queries) query.removeEventListener('change', listener);
  };
}

function columnsNow(): number {
  if (window.matchMedia(LARGE).matches) return 3;
  return window.matchMedia(MEDIUM).matches ? 2 : 1;
}

/** How many cards a row of the grid holds at the window's width. */
function useColumns(): number {
  return useSyncExternalStore(subscribeToWidth, columnsNow, () => 1);
}

/** Where the list starts on the page, kept current as what is above it changes height. */
function useListOffset(list: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setOffset(element.getBoundingClientRect().top + window.scrollY);
    measure();
    // Whatever sits above the list (header, filters, an offline notice) may change height.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list]);
  return offset;
}

/** The cards of `positions`, only those near the screen rendered. */
export default function VirtualPositionGrid({
  positions,
  size,
  renderCard,
}: {
  positions: readonly PositionCard[];
  /** How many positions the list has: more than `positions` while only the first have loaded. */
  size: number;
  renderCard: (position: PositionCard) => ReactNode;
}) {
  const columns = useColumns();
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useListOffset(listRef);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(positions.length / columns),
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    // A row each way beyond the screen: tabbing to the next card finds it already there (and
    // focusing it scrolls the next row in). More rows would cost every keystroke their render.
    overscan: 1,
    scrollMargin,
    // The window's size from the start (the default is 0 x 0 until it is observed): the first
    // render draws the rows that fit, rather than too few and then the rest in a second render.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    gap: columns === 1 ? GAP_SMALL : GAP_MEDIUM,
  });
  // A row's measured height belongs to its cards at one width: measured again when the columns
  // change. (Rows keep the virtualizer's own keys, their numbers: a key built per row would cost
  // every keystroke a string for each of 10,000 rows.)
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, columns]);
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <ul ref={listRef} className={positionGrid} style={{ paddingTop, paddingBottom }}>
      {rows.flatMap((row) =>
        positions.slice(row.index * columns, (row.index + 1) * columns).map((position, i) => (
          <li
            // Keyed by place, not by position: a search's new result fills the cards already on
            // screen with other text instead of building new ones, which on a slow phone costs a
            // keystroke more than the search itself. What a card keeps of its own is keyed by its
            // position inside it.
            key={row.index * columns + i}
            // The first card of a row measures the row: grid items stretch to the row's height.
            ref={i === 0 ? virtualizer.measureElement : undefined}
            data-index={i === 0 ? row.index : undefined}
            aria-setsize={size}
            aria-posinset={row.index * columns + i + 1}
          >
            {renderCard(position)}
          </li>
        )),
      )}
    </ul>
  );
}
