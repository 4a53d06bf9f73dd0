// The browser's cache of the public board, loaded lazily (Dexie is not on /jobs's first render).
// Screens reach it through use-public-positions.ts and use-position-detail.ts, which import this
// module with import(). The list worker (list-sync.worker.ts) writes the cards; this module reads
// them (list-reads.ts), and keeps the full positions the pages fetch (kept-details.ts).
import { liveQuery } from 'dexie';
import type { PositionCard, PositionDetail } from '../../shared/types';
import { CacheDb } from './cache-db';
import { forgetPosition as forgetKeptPosition, keepPositionDetail } from './kept-details';
import { followKeptList, readRefreshedAt, type ListFollower } from './list-reads';

/** The cache database of this browser profile. */
export const cacheDb = new CacheDb();

/**
 * Follows the kept list for /jobs (list-reads.ts): its newest cards at once, then all of it, then
 * again whenever its rows change. Returns the unsubscribe.
 */
export function watchPublicList(follower: ListFollower): () => void {
  return followKeptList(cacheDb, follower);
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
  const subscription = liveQuery(() => readRefreshedAt(cacheDb)).subscribe({
    next: onChange,
    error: onError,
  });
  return () => subscription.unsubscribe();
}
