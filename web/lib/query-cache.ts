// A small read cache for API GETs, (docs/decisions/0012-web-app-structure.md): answers never go
// stale on their own, there is no refetch on focus or interval and no retry; writes invalidate the
// paths they change and mounted screens fetch again. Public positions are not read through it:
// they live in IndexedDB, and a write reaches them through publicPositionsChanged() (see
// web/offline/README.md for which screen reads what).
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from './api-client';

/** Where one cached read stands. */
export type QueryState<T> =
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

interface Entry {
  state: QueryState<unknown>;
  /** The fetch in flight, so several screens asking at once share one request. */
  inflight: Promise<void> | undefined;
  /** Bumped by invalidate(): an answer to an older request is not stored. */
  generation: number;
  listeners: Set<() => void>;
  /** How the screens reading it fetch it, when not a plain GET (`current`: no newer fetch began). */
  loader?: Loader;
}

/** A read's own fetch; `current()` is false once a newer fetch of the same path began. */
export type Loader = (current: () => boolean) => Promise<unknown>;

const PENDING: QueryState<never> = { status: 'pending', data: undefined, error: undefined };
const entries = new Map<string, Entry>();

function entryFor(path: string): Entry {
  let entry = entries.get(path);
  if (!entry) {
    entry = { state: PENDING, inflight: undefined, generation: 0, listeners: new Set() };
    entries.set(path, entry);
  }
  return entry;
}

function settle(entry: Entry, state: QueryState<unknown>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function load(path: string): Promise<void> {
  const entry = entryFor(path);
  if (entry.inflight) return entry.inflight;
  const generation = entry.generation;
  const current = () => entry.generation === generation;
  const fetched = entry.loader ? entry.loader(current) : apiRequest<unknown>('GET', path);
  const request: Promise<void> = fetched
    .then(
      (data) => {
        if (entry.generation === generation) {
          settle(entry, { status: 'success', data, error: undefined });
        }
      },
      (error: unknown) => {
        if (entry.generation === generation) {
          settle(entry, { status: 'error', data: undefined, error });
        }
      },
    )
    .finally(() => {
      if (entry.inflight === request) entry.inflight = undefined;
    });
  entry.inflight = request;
  return request;
}

/**
 * Marks the paths as changed: screens showing them fetch again (keeping the old data on screen
 * until the new answer arrives); paths nobody shows are fetched when next shown.
 */
export function invalidate(...paths: string[]): void {
  for (const path of paths) {
    const entry = entries.get(path);
    if (!entry) continue;
    entry.generation += 1;
    entry.inflight = undefined;
    if (entry.listeners.size > 0) void load(path);
    else entries.delete(path);
  }
}

/** Marks every path under `prefix` as changed (all the church's reads after its write). */
export function invalidateUnder(prefix: string): void {
  invalidate(...[...entries.keys()].filter((path) => path.startsWith(prefix)));
}

/** Stores an answer the app already has (e.g. the user returned by sign-in). */
export function setQueryData(path: string, data: unknown): void {
  const entry = entryFor(path);
  entry.generation += 1;
  entry.inflight = undefined;
  settle(entry, { status: 'success', data, error: undefined });
}

/** Changes a cached answer (e.g. with a record a write's answer carried); nothing when not cached. */
export function updateQueryData<T>(path: string, change: (data: T) => T): void {
  const entry = entries.get(path);
  if (entry?.state.status !== 'success') return;
  setQueryData(path, change(entry.state.data as T));
}

/**
 * Forgets every answer. The server renderer (web/entry-server.tsx) shares this module across
 * requests: it seeds one page's answers, renders, then forgets them before the next page.
 */
export function clearQueryCache(): void {
  entries.clear();
}

/**
 * Reads `path` from the API (once, then from the cache), with `loader` when given. `path` null
 * means "not yet": the query stays pending without a request (the spec's "enabled when ..." reads).
 */
export function useApiQuery<T>(
  path: string | null,
  loader?: Loader,
): QueryState<T> & { refetch: () => void } {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (path === null) return () => undefined;
      const entry = entryFor(path);
      entry.loader ??= loader;
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [path],
  );
  const read = () => (path === null ? PENDING : entryFor(path).state);
  // The server renderer reads the same (seeded) cache.
  const state = useSyncExternalStore(subscribe, read, read) as QueryState<T>;
  // The loader a screen passes is made afresh each render: the first one is kept.
  useEffect(() => {
    if (path === null) return;
    const entry = entryFor(path);
    entry.loader ??= loader;
    if (entry.state.status === 'pending') void load(path);
  }, [path]);
  const refetch = useCallback(() => {
    if (path !== null) invalidate(path);
  }, [path]);
  return { ...state, refetch };
}
