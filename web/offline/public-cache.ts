// The browser's cache of the public board, loaded lazily (Dexie is not on /jobs's first render).
// Screens reach it through use-public-positions.ts and use-position-detail.ts, which import this
// module with import(): the list renders from the network on a first visit and from here after.
// A first visit's list is written in idle-time pieces (storePublicList) and not read back.
import { liveQuery } from 'dexie';
import type { PositionDetail, PositionWithChurch } from '../../shared/types';
import { CacheDb } from './cache-db';
import { browserFetch, type Send } from '../lib/api-client';
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

const send: Send = (url, init) => browserFetch(url, { credentials: 'include', ...init });

/** What the cached list holds right now. */
export interface CachedList {
  positions: PositionWithChurch[];
  /** When the list was last confirmed by the server (epoch ms), null if never. */
  refreshedAt: number | null;
}

/**
 * The list the page already shows and the cache has just stored (adoptList), until something else
 * writes a position: the watch that follows starts from it instead of reading it back.
 */
let adopted: PositionWithChurch[] | undefined;

/** Calls `onChange` with the cached list now and after every change; returns the unsubscribe. */
export function watchPublicList(
  onChange: (list: CachedList) => void,
  onError: (error: unknown) => void,
): () => void {
  let known = adopted;
  adopted = undefined;
  const subscription = liveQuery(async () => {
    let positions: PositionWithChurch[];
    if (known) {
      // Right after a first visit's write the cache holds the list on screen: reading its 1,000
      // rows back and rendering them again would change nothing. Counting them still subscribes
      // to every later change, which reads them.
      await cacheDb.positions.count();
      positions = known;
      known = undefined;
    } else {
      // Newest first, as the server lists them.
      positions = await cacheDb.positions.orderBy('createdAt').reverse().toArray();
    }
    const refreshed = (await cacheDb.meta.get(PUBLIC_LIST_REFRESHED_AT))?.value;
    return { positions, refreshedAt: typeof refreshed === 'number' ? refreshed : null };
  }).subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}

/** Asks the server whether the list changed (ETag) and updates the cache. */
export async function refreshList(): Promise<RefreshOutcome> {
  adopted = undefined;
  const outcome = await refreshPublicPositions(cacheDb, send);
  if (outcome.status === 'updated' || outcome.status === 'unchanged') markPublicListCached();
  return outcome;
}

/** Stores a list the page fetched itself (the first visit), then fetches the church details. */
export async function adoptList(positions: PositionWithChurch[], etag: string): Promise<void> {
  const now = Date.now();
  await storePublicList(cacheDb, positions, etag, now);
  adopted = positions;
  markPublicListCached();
  await completePublicCache(cacheDb, send, now);
}

/** The cached detail of a position, if it is in the list. */
export function cachedDetail(id: string): Promise<PositionDetail | undefined> {
  return cachedPositionDetail(cacheDb, id);
}

/** Keeps a detail the page fetched itself; a position found gone leaves the cache. */
export async function keepDetail(detail: PositionDetail): Promise<void> {
  adopted = undefined;
  await keepPositionDetail(cacheDb, detail, Date.now());
}

/** Drops a position the server says is gone. */
export async function forgetPosition(id: string): Promise<void> {
  adopted = undefined;
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
