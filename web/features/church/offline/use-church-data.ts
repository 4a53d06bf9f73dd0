// The church's screens read the server when it answers and the read model (Dexie) otherwise:
// every answer is written into the `church` table for this church, and while the answer is on
// its way or the server cannot be reached the last kept copy is shown (STYLE: Dexie is the read
// model). A read that failed for want of a connection is made again when the connection returns.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useOnline } from '../../../lib/online-status';
import { NetworkError } from '../../../lib/api-client';
import { useApiQuery, type QueryState } from '../../../lib/query-cache';
import {
  cachedChurchData,
  type Cached,
  churchCacheDb,
  rememberChurchData,
  type ChurchData,
  type ChurchDataKey,
} from '../../../offline/church-cache';

/** A read of the church's data as a screen shows it. */
export type ChurchRead<T> =
  | { status: 'loading' }
  | {
      status: 'ready';
      data: T;
      /** When the kept copy was fetched, if this is the kept copy rather than a fresh answer. */
      savedAt: number | undefined;
      /** True when the server could not be reached: the kept copy is all there is for now. */
      unreachable?: boolean;
    }
  | { status: 'error'; error: unknown };

/** Logs a failed write to the read model: the screen still shows the server's answer. */
export function reportCacheError(error: unknown): void {
  console.warn('Could not keep a copy for offline use:', error);
}

/** The kept copy of `key` for this church: undefined while reading, null when there is none. */
export function useKeptCopy<K extends ChurchDataKey>(userId: string, key: K) {
  return useLiveQuery(
    () => cachedChurchData(churchCacheDb(), userId, key).then((found) => found ?? null),
    [userId, key],
  );
}

/** Makes a read that failed offline again once the browser is back online. */
export function useRefetchWhenOnline(error: unknown, refetch: () => void): void {
  const online = useOnline();
  const unreachable = error instanceof NetworkError;
  useEffect(() => {
    if (unreachable && online) refetch();
  }, [unreachable, online, refetch]);
}

/** GET `path` (positions, figures, a position's applications), kept for offline reading. */
export function useChurchData<K extends Exclude<ChurchDataKey, 'profile'>>(
  userId: string,
  key: K,
  path: string,
): ChurchRead<ChurchData[K]> & { retry: () => void } {
  const query = useApiQuery<ChurchData[K]>(path);
  const kept = useKeptCopy(userId, key);
  useEffect(() => {
    if (query.status !== 'success') return;
    rememberChurchData(churchCacheDb(), userId, key, query.data).catch(reportCacheError);
  }, [query.status, query.data, userId, key]);
  useRefetchWhenOnline(query.error, query.refetch);
  return readWithKeptCopy(query, kept, query.refetch);
}

/**
 * A read as a screen shows it: the server's answer; else, while it is on its way or the server
 * cannot be reached, the kept copy (`kept`: undefined while it is being read, null when there is
 * none); any other failure is an error.
 */
export function readWithKeptCopy<T>(
  query: QueryState<T>,
  kept: Cached<T> | null | undefined,
  retry: () => void,
): ChurchRead<T> & { retry: () => void } {
  if (query.status === 'success') {
    return { status: 'ready', data: query.data, savedAt: undefined, retry };
  }
  if (query.status === 'error' && !(query.error instanceof NetworkError)) {
    return { status: 'error', error: query.error, retry };
  }
  // Waiting for the server, or it cannot be reached: the kept copy, when there is one.
  if (kept) {
    const unreachable = query.error instanceof NetworkError;
    return { status: 'ready', data: kept.value, savedAt: kept.refreshedAt, unreachable, retry };
  }
  if (query.status === 'pending' || kept === undefined) return { status: 'loading', retry };
  return { status: 'error', error: query.error, retry };
}
