// The browser's cache of the public board, loaded lazily (Dexie is not on /jobs's first render).
// Screens reach it through use-public-positions.ts and use-position-detail.ts, which import this
// module with import(). The list worker (list-sync.worker.ts) writes the cards; this module reads
// them, and keeps the full positions the pages fetch (kept-details.ts).
import { liveQuery } from 'dexie';
import type { PositionCard, PositionDetail } from '../../shared/types';
import { CacheDb } from './cache-db';
import { forgetPosition as forgetKeptPosition, keepPositionDetail } from './kept-details';
import { LIST_CURSOR, PUBLIC_LIST_REFRESHED_AT } from './list-sync';

/** The cache database of this browser profile. */
export const cacheDb = new CacheDb();

/** What the cached list holds right now. */
export interface CachedList {
  positions: PositionCard[];
  /** When the list was last confirmed by the server (epoch ms), null if never. */
  refreshedAt: number | null;
}

/**
 * Calls `onChange` with the cached list now and after every change, once it is whole: while a
 * first sync is still writing (no cursor yet) the screen keeps what it shows, and the rows are
 * read once, when the transaction with the cursor commits. Returns the unsubscribe.
 */
export function watchPublicList(
  onChange: (list: CachedList) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(async () => {
    // Read first: the query follows the cursor's row, and reads the list only once it is there.
    const cursor = await cacheDb.meta.get(LIST_CURSOR);
    if (cursor === undefined) return null;
    // Newest first, as the server lists them.
    const positions = await cacheDb.positions.orderBy('createdAt').reverse().toArray();
    const refreshed = (await cacheDb.meta.get(PUBLIC_LIST_REFRESHED_AT))?.value;
    return { positions, refreshedAt: typeof refreshed === 'number' ? refreshed : null };
  }).subscribe({
    next: (list) => {
      if (list) onChange(list);
    },
    error: onError,
  });
  return () => subscription.unsubscribe();
}

/** The kept full position, if its page was opened online (or it was saved). */
export function cachedDetail(id: string): Promise<PositionDetail | undefined> {
  return cacheDb.details.get(id);
}

/** The list's card of a position, for its page offline when it was never opened. */
export function cachedCard(id: string): Promise<PositionCard | undefined> {
  return cacheDb.positions.get(id);
}

/** Keeps a detail the page fetched itself (a public one only). */
export function keepDetail(detail: PositionDetail): Promise<void> {
  return keepPositionDetail(cacheDb, detail);
}

/** Drops a position the server says is gone. */
export function forgetPosition(id: string): Promise<void> {
  return forgetKeptPosition(cacheDb, id);
}

/** Calls `onChange` with when the public list was last confirmed by the server (epoch ms or null). */
export function watchListRefreshedAt(
  onChange: (refreshedAt: number | null) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(async () => {
    const refreshed = (await cacheDb.meta.get(PUBLIC_LIST_REFRESHED_AT))?.value;
    return typeof refreshed === 'number' ? refreshed : null;
  }).subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}
