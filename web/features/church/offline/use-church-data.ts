// The one read path of the church's screens (decision 0039): the server is asked with the ETag of
// the copy kept on this device, its answer is written into the read model (Dexie's `church` table,
// STYLE: Dexie is the read model) and the screen shows what the table holds, followed live. While
// the server's answer is on its way, or when it cannot be reached, that is the copy kept from
// before, with when it was read. A write's answer goes into the same table (refreshChurchReads),
// so it shows at once. A read that failed for want of a connection is made again when it returns.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { api } from '../../../../shared/api-routes';
import type { ApplicationReview, ChurchPosition } from '../../../../shared/types';
import { ApiError, NetworkError, apiRevalidate, isUnauthorized } from '../../../lib/api-client';
import { useOnline } from '../../../lib/online-status';
import { invalidate, invalidateUnder, useApiQuery } from '../../../lib/query-cache';
import { redirectToSignIn } from '../../../ui/sign-in-redirect';
import type { CacheDb } from '../../../offline/cache-db';
import {
  applicationsKey,
  cachedApplication,
  cachedChurchData,
  cachedPosition,
  churchCacheDb,
  rememberChurchData,
  rememberChurchPosition,
  rememberReviewedApplication,
  type Cached,
  type ChurchData,
} from '../../../offline/church-cache';

/** A read of the church's data as a screen shows it. */
export type ChurchRead<T> = (
  | { status: 'loading' }
  | {
      status: 'ready';
      data: T;
      /** When the kept copy was read, while the server has not answered this screen yet. */
      savedAt: number | undefined;
      /** True when the server could not be reached: the kept copy is all there is for now. */
      unreachable?: boolean;
      /**
       * The server has answered this screen since it opened, or cannot be reached: a form may
       * start from the data. It stays true while a later read is on its way, so a form the user
       * is filling in is never swapped for a new one under their hands.
       */
      settled: boolean;
    }
  | { status: 'error'; error: unknown }
) & { retry: () => void };

/** Where one of the church's reads stands, and how it kept what it read. */
export interface ChurchSource<T> {
  path: string;
  /** Read afresh each time a screen opens (applications arrive, other devices review them). */
  fresh: boolean;
  kept: (db: CacheDb, userId: string) => Promise<Cached<T> | undefined>;
  /** Keeps an answer as read at `now`. */
  keep: (
    db: CacheDb,
    userId: string,
    value: T,
    etag: string | undefined,
    now: number,
  ) => Promise<void>;
  /** What a 404 means when it is an answer rather than a failure (no profile yet). */
  missing?: T;
}

/** A read kept whole under one key of the church table. */
function keptAs<K extends 'profile' | 'positions' | 'stats' | `applications:${string}`>(
  key: K,
  path: string,
  fresh = false,
): ChurchSource<ChurchData[K]> {
  return {
    path,
    fresh,
    kept: (db, userId) => cachedChurchData(db, userId, key),
    keep: (db, userId, value, etag, now) => rememberChurchData(db, userId, key, value, now, etag),
  };
}

/** An application as the application page reads it: kept from a list, it has no notes. */
export type OpenedApplication = Omit<ApplicationReview, 'notes'> & {
  notes?: ApplicationReview['notes'];
};

/** Every read of the church's screens. */
export const churchReads = {
  /** The church's profile; null until it completed one (the server's 404). */
  profile: { ...keptAs('profile', api.churchProfile), missing: null },
  positions: keptAs('positions', api.churchPositions),
  stats: keptAs('stats', api.churchStats),
  /** One of its positions, also kept in the kept list of positions. */
  position: (id: string): ChurchSource<ChurchPosition> => ({
    path: api.churchPosition(id),
    fresh: true,
    kept: (db, userId) => cachedPosition(db, userId, id),
    keep: (db, userId, value, etag, now) => rememberChurchPosition(db, userId, value, now, etag),
  }),
  /** A position's applications, newest first. */
  applications: (positionId: string) =>
    keptAs(applicationsKey(positionId), api.churchPositionApplications(positionId), true),
  /** One application, opened: a new one becomes Reviewed, so its list and the counts are read again. */
  application: (id: string): ChurchSource<OpenedApplication> => ({
    path: api.churchApplication(id),
    fresh: true,
    kept: (db, userId) => cachedApplication(db, userId, id),
    keep: async (db, userId, value, etag, now) => {
      await rememberReviewedApplication(db, userId, value, now, etag);
      refetchChurchReads([
        api.churchPositionApplications(value.positionId),
        api.churchPositions,
        api.churchStats,
      ]);
    },
  }),
};

/** Asks the server with the kept copy's ETag and keeps the answer (or the copy, as of now). */
export async function fetchChurchRead<T>(
  db: CacheDb,
  userId: string,
  source: ChurchSource<T>,
  current: () => boolean = () => true,
  now = Date.now(),
): Promise<void> {
  const kept = await source.kept(db, userId);
  let answer: { value: T; etag: string | undefined } | null;
  try {
    answer = await apiRevalidate<T>(source.path, kept?.etag);
  } catch (error) {
    const missing = error instanceof ApiError && error.status === 404;
    if (!missing || source.missing === undefined) throw error;
    answer = { value: source.missing, etag: undefined };
  }
  if (!current()) return;
  // 304: the kept copy is still the server's, as of now.
  const { value, etag } = answer ?? kept ?? {};
  if (value !== undefined) await source.keep(db, userId, value, etag, now);
}

/**
 * The church's data changed on the server: the reads open now ask again (keeping what they show
 * until the answer), the others when next opened. Without `paths`, every read.
 */
export function refetchChurchReads(paths?: readonly string[]): void {
  if (paths) invalidate(...paths);
  else invalidateUnder('/api/church/');
}

/** Logs a failed write to the read model. */
export function reportCacheError(error: unknown): void {
  console.warn('Could not keep a copy for offline use:', error);
}

/** Makes a read that failed offline again once the browser is back online. */
export function useRefetchWhenOnline(error: unknown, refetch: () => void): void {
  const online = useOnline();
  const unreachable = error instanceof NetworkError;
  useEffect(() => {
    if (unreachable && online) refetch();
  }, [unreachable, online, refetch]);
}

/** The answer for an id that is gone, or that is not the signed-in church's (404, 403). */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/** One of the church's reads: the kept copy, refreshed from the server (see the top of the file). */
export function useChurchRead<T>(userId: string, source: ChurchSource<T>): ChurchRead<T> {
  const { path, fresh } = source;
  // During the first render, before the screen subscribes: an earlier answer is not this visit's.
  useState(() => fresh && invalidate(path));
  // Its answer is when it was kept: a kept copy older than that is the live query catching up.
  const query = useApiQuery<number>(path, async (current) => {
    const now = Date.now();
    await fetchChurchRead(churchCacheDb(), userId, source, current, now);
    return now;
  });
  const kept = useLiveQuery(
    () => source.kept(churchCacheDb(), userId).then((found) => found ?? null),
    [userId, path],
  );
  const { error, refetch: retry } = query;
  useRefetchWhenOnline(error, retry);
  const signedOut = isUnauthorized(error);
  useEffect(() => {
    // The session ended while the screen was open: the spec's answer to a signed-out church.
    if (signedOut) redirectToSignIn();
  }, [signedOut]);

  const unreachable = error instanceof NetworkError;
  const answered = !!kept && query.status === 'success' && kept.refreshedAt >= query.data;
  const [settledPath, setSettledPath] = useState<string | undefined>();
  if ((answered || unreachable) && settledPath !== path) setSettledPath(path);
  if (query.status === 'error' && !unreachable) return { status: 'error', error, retry };
  if (kept) {
    const savedAt = answered ? undefined : kept.refreshedAt;
    const settled = answered || unreachable || settledPath === path;
    return { status: 'ready', data: kept.value, savedAt, unreachable, settled, retry };
  }
  if (unreachable && kept === null) return { status: 'error', error, retry };
  return { status: 'loading', retry };
}
