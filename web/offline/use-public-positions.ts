// The public list for /jobs: rendered from the browser's cache (Dexie) when it has one, kept in
// step with the server by the list worker (list-sync.worker.ts, decision 0048), asked on start,
// when the connection returns, on "Refresh" and after a write (publicPositionsChanged). The page
// never fetches or parses the list itself: it follows IndexedDB as the worker writes it. Dexie is
// imported lazily, so the first visit's screen does not wait for it. A page the server rendered
// starts from the first positions it drew (seedPublicPositions) and the whole list's size.
import { startTransition, useEffect, useState } from 'react';
import { positionCard } from '../../shared/position-card';
import type { PositionCard } from '../../shared/types';
import { FIRST_SCREEN_DATA_ID, type FirstScreenList } from '../../shared/first-screen';
import type { CachedList } from './list-reads';
import { ApiError, NetworkError } from '../lib/api-client';
import { reportStorageError } from '../lib/storage-status';
import { syncInWorker } from './list-sync-client';
import { hasCachedPublicList } from './public-list-hint';
import { announcePublicPositionsChanged } from './public-positions-events';

/** Where the list stands. */
export interface PublicPositionsState {
  status: 'pending' | 'success' | 'error';
  data: PositionCard[] | undefined;
  error: unknown;
  /** When the server last confirmed the list (epoch ms), null if unknown. */
  refreshedAt: number | null;
  /** True while asking the server. */
  refreshing: boolean;
  /**
   * False while `data` holds only the first positions the server rendered: a search over it would
   * miss the rest. `total` is then the whole list's size.
   */
  complete: boolean;
  /** How many positions the whole list has (data's length once complete). */
  total: number;
}

type CacheModule = typeof import('./public-cache');

const PENDING: PublicPositionsState = {
  status: 'pending',
  data: undefined,
  error: undefined,
  refreshedAt: null,
  refreshing: false,
  complete: false,
  total: 0,
};

let state = PENDING;
const listeners = new Set<() => void>();
let started = false;
/** True once this page asked the server before its first render (the app's shell on /jobs). */
let askedOnLoad = false;
let cacheModule: Promise<CacheModule> | undefined;
let refreshing: Promise<number> | undefined;
/** Set by a write during a refresh: that refresh's answer may predate the write, so ask again. */
let askAgain = false;

function update(patch: Partial<PublicPositionsState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** The state's fields for what the kept list holds (all of it, or its newest cards). */
function keptList(list: CachedList): Partial<PublicPositionsState> {
  return {
    status: 'success',
    data: list.positions,
    error: undefined,
    refreshedAt: list.refreshedAt,
    complete: list.complete,
    total: list.total,
  };
}

/**
 * Starts from the first positions the server rendered (web/lib/first-screen.ts): the screen shows
 * them and the real count at once, and the whole list loads as on any first visit.
 */
export function seedPublicPositions(list: FirstScreenList): void {
  state = {
    ...PENDING,
    status: 'success',
    data: list.positions.map(positionCard),
    refreshedAt: list.refreshedAt,
    complete: list.positions.length >= list.total,
    total: list.total,
  };
}

/** Back to nothing loaded: the server renderer shares this module across pages. */
export function forgetPublicPositions(): void {
  state = PENDING;
}

function loadCache(): Promise<CacheModule> {
  cacheModule ??= import('./public-cache');
  return cacheModule;
}

/**
 * A failure is shown only when there is nothing to show instead, and only once the list is on a
 * screen: a refresh after a write on another screen fails quietly, the cached copy stays. The
 * server-rendered first positions alone are not the list: without the rest, a search would find
 * nothing and the count would be unexplained, so the student is told and offered a retry.
 */
function fail(error: unknown): void {
  if (started) showFailure(error);
}

/** Shows a failure on /jobs, unless the whole list is there. */
function showFailure(error: unknown): void {
  if (state.status !== 'success' || !state.complete) update({ status: 'error', error });
}

let following = false;

/**
 * From now on the screen shows the cached list, and follows every change to it (this tab's
 * refreshes and other tabs'); once per page.
 */
function follow(cache: CacheModule, onError: (error: unknown) => void): void {
  if (following) return;
  following = true;
  cache.watchPublicList({
    list: (list) => {
      // The kept list's newest cards are shown only where nothing is: a server-rendered page's
      // first cards are as new as the server's list, and stay until the whole kept list is read.
      if (list.complete || state.status !== 'success') update(keptList(list));
    },
    refreshedAt: (refreshedAt) => update({ refreshedAt }),
    error: onError,
  });
}

/**
 * Has the worker sync the list. Once the cache holds the whole list, the screen follows it: a
 * first visit shows the server's first positions until then. Resolves to how many kept positions
 * left the list.
 */
async function syncList(): Promise<number> {
  const { outcome, error } = await syncInWorker();
  if (outcome.status === 'updated' || outcome.status === 'unchanged') {
    follow(await loadCache(), (failure) => fail(failure));
  }
  if (outcome.status === 'offline') fail(new NetworkError(new Error('offline')));
  if (outcome.status === 'failed') {
    // Storage full while keeping the list: said app-wide; the list on screen stays.
    if (error) reportStorageError(error);
    fail(new ApiError(outcome.httpStatus, String(outcome.httpStatus), null));
  }
  return outcome.status === 'updated' ? outcome.removed : 0;
}

/**
 * Asks the server for the list now (one request at a time); resolves to how many kept positions
 * left the list meanwhile.
 */
function fetchListNow(): Promise<number> {
  refreshing ??= (async () => {
    update({ refreshing: true });
    let removed = 0;
    try {
      do {
        askAgain = false;
        removed += await syncList();
      } while (askAgain);
    } catch (error) {
      // The cache's code could not load (offline without a service worker).
      fail(error);
    } finally {
      refreshing = undefined;
      update({ refreshing: false });
    }
    return removed;
  })();
  return refreshing;
}

/**
 * Asks the server for the list now; when positions left it (closed, archived, deleted), every open
 * position's page asks again, so one that closed stops offering 'Apply Now'.
 */
function refreshList(): void {
  // fetchListNow never rejects: its failures are shown on the list.
  void fetchListNow().then((removed) => {
    if (removed > 0) announcePublicPositionsChanged();
  });
}

/**
 * Tells the screens that public positions changed (an approval, archive or deletion by the admin, a
 * church's deletion or profile): the list this browser keeps is revalidated in the background, which
 * every tab's /jobs follows, and then every open position page fetches its position again. Without
 * a connection the kept copy stays and nothing is said. Resolves when both are done.
 */
export async function publicPositionsChanged(): Promise<void> {
  // Nothing kept and nothing shown: the next visit asks the server anyway.
  if (state.complete || hasCachedPublicList()) {
    if (refreshing) askAgain = true;
    await fetchListNow();
  }
  announcePublicPositionsChanged();
}

/** Renders from the cache as soon as it has loaded, and follows every change to it. */
function followKeptList(onError: (error: unknown) => void): void {
  loadCache().then((cache) => follow(cache, onError), onError);
}

function start(): void {
  if (started) return;
  started = true;
  if (hasCachedPublicList()) followKeptList(fail);
  if (!askedOnLoad) refreshList();
  window.addEventListener('online', refreshList);
}

/**
 * The public list with its freshness; starts loading on first use. A change is rendered as a
 * transition, in slices between which the browser handles input: a store followed with
 * useSyncExternalStore is re-rendered in one blocking task on every change, and the list's
 * arrival (or 'refreshing' going on as the page starts) re-rendered all of /jobs at once. The
 * server renderer, and the first render, draw the state as it is (the seeded one).
 */
export function usePublicPositions(): PublicPositionsState & { refresh: () => void } {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    const listener = () => startTransition(() => setCurrent(state));
    listeners.add(listener);
    // A change since the render (setCurrent ignores the same state).
    listener();
    start();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return { ...current, refresh: refreshList };
}

/**
 * Whether this document is /jobs as the service worker serves it (the app's shell, offline or on a
 * later visit): no server-rendered data to start from and to replace without moving anything.
 */
function isBrowseShell(): boolean {
  return (
    /^\/jobs\/?$/.test(window.location.pathname) &&
    document.getElementById(FIRST_SCREEN_DATA_ID) === null
  );
}

// A browser that keeps the list starts loading the cache's code (Dexie) with this module, beside
// the app's first render rather than after it (its other screens read IndexedDB too). On /jobs
// from the app's shell it reads the list's newest cards at once as well, so the first render has
// them, and asks the server for what changed meanwhile: the worker's request runs while the app
// starts, not after its first render. (Its failure is shown only once the page is up, by start().)
// A server-rendered /jobs keeps the server's cards until the app has taken over.
if (typeof window !== 'undefined' && hasCachedPublicList()) {
  if (isBrowseShell()) {
    followKeptList(showFailure);
    askedOnLoad = true;
    refreshList();
  } else loadCache().catch(() => undefined); // start() says so if it cannot load
}
