// The browser's cache of the public board, loaded lazily (Dexie is not on /jobs's first render).
// Screens reach it through use-public-positions.ts and use-position-detail.ts, which import this
// module with import(): the list renders from the network on a first visit and from here after.
import { liveQuery } from 'dexie';
import type { PositionDetail, PositionWithChurch } from '../../shared/types';
import { CacheDb } from './cache-db';
import type { Send } from './outbox-delivery';
import { markPublicListCached } from './public-list-hint';
import {
  cachedPositionDetail,
  completePublicCache,
  keepPositionDetail,
  PUBLIC_LIST_REFRESHED_AT,
  refreshPublicPositions,
  storePublicList,
  type RefreshOutcome,
} from './public-positions-sync';

/** The cache database of this browser profile. */
export const cacheDb = new CacheDb();

// Bound: a detached `fetch` throws "Illegal invocation" in browsers.
const send: Send = (url, init) => fetch(url, { credentials: 'include', ...init });

/** What the cached list holds right now. */
export interface CachedList {
  positions: PositionWithChurch[];
  /** When the list was last confirmed by the server (epoch ms), null if never. */
  refreshedAt: number | null;
}

/** Calls `onChange` with the cached list now and after every change; returns the unsubscribe. */
export function watchPublicList(
  onChange: (list: CachedList) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(async () => {
    // Newest first, as the server lists them.
    const positions = await cacheDb.positions.orderBy('createdAt').reverse().toArray();
    const refreshed = (await cacheDb.meta.get(PUBLIC_LIST_REFRESHED_AT))?.value;
    return { positions, refreshedAt: typeof refreshed === 'number' ? refreshed : null };
  }).subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}

/** Asks the server whether the list changed (ETag) and updates the cache. */
export async function refreshList(): Promise<RefreshOutcome> {
  const outcome = await refreshPublicPositions(cacheDb, send);
  if (outcome.status === 'updated' || outcome.status === 'unchanged') markPublicListCached();
  return outcome;
}

/** Stores a list the page fetched itself (the first visit), then fetches the church details. */
export async function adoptList(positions: PositionWithChurch[], etag: string): Promise<void> {
  const now = Date.now();
  await storePublicList(cacheDb, positions, etag, now);
  markPublicListCached();
  await completePublicCache(cacheDb, send, now);
}

/** The cached detail of a position, if it is in the list. */
export function cachedDetail(id: string): Promise<PositionDetail | undefined> {
  return cachedPositionDetail(cacheDb, id);
}

/** Keeps a detail the page fetched itself; a position found gone leaves the cache. */
export async function keepDetail(detail: PositionDetail): Promise<void> {
  await keepPositionDetail(cacheDb, detail, Date.now());
}

/** Drops a position the server says is gone. */
export async function forgetPosition(id: string): Promise<void> {
  await cacheDb.positions.delete(id);
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
