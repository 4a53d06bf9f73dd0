// What the review screens read: a position's applications and one application, from the server
// when it answers and from the copy kept on this device otherwise (use-church-data.ts), each read
// afresh whenever its screen opens (applications arrive, other devices review them). Opening an
// application online marks a new one Reviewed on the server: the lists and counts read before are
// then out of date and are read again.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../../shared/api-routes';
import type { ApplicationReview, ChurchPosition } from '../../../../shared/types';
import { ApiError, isUnauthorized } from '../../../lib/api-client';
import { invalidate, useApiQuery } from '../../../lib/query-cache';
import { redirectToSignIn } from '../../../lib/sign-in-redirect';
import {
  applicationsKey,
  cachedApplication,
  churchCacheDb,
  rememberReviewedApplication,
} from '../../../offline/church-cache';
import { noteReviewRead } from '../offline/review-reads';
import {
  readWithKeptCopy,
  reportCacheError,
  useChurchData,
  useRefetchWhenOnline,
  type ChurchRead,
} from '../offline/use-church-data';

/** A read of a review screen, with when what it shows was read (epoch ms). */
export type ReviewRead<T> = (ChurchRead<T> & { retry: () => void }) & { readAt: number };

/** An application as the application page reads it: kept from a list, it has no notes. */
export type OpenedApplication = Omit<ApplicationReview, 'notes'> & {
  notes?: ApplicationReview['notes'];
};

/** Reads `path` afresh when the screen opens, and notes it for refreshChurchReads(). */
export function useFreshRead(path: string): void {
  // During the first render, before the screen subscribes: the old answer is dropped, not shown.
  useState(() => {
    noteReviewRead(path);
    invalidate(path);
    return null;
  });
}

/** Sends the church to sign in when its session ended while the screen was open. */
export function useSignInAfter401(read: ChurchRead<unknown>): void {
  const signedOut = read.status === 'error' && isUnauthorized(read.error);
  useEffect(() => {
    if (signedOut) redirectToSignIn();
  }, [signedOut]);
}

/** When the data on screen was read: a fresh answer when it arrived, a kept copy when it was kept. */
function useReadAt(read: ChurchRead<unknown>): number {
  const data = read.status === 'ready' ? read.data : undefined;
  const savedAt = read.status === 'ready' ? read.savedAt : undefined;
  // A new answer is a new object: the moment it is first rendered is when it was read.
  const arrived = useMemo(() => Date.now(), [data]);
  return savedAt ?? arrived;
}

/** The answer for an id that is gone, or that is not the signed-in church's (404, 403). */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/** A position's applications, newest first. */
export function useApplicationsList(userId: string, positionId: string) {
  const path = api.churchPositionApplications(positionId);
  useFreshRead(path);
  const read = useChurchData(userId, applicationsKey(positionId), path);
  useSignInAfter401(read);
  return { ...read, readAt: useReadAt(read) };
}

/** The church's positions (the title of the one whose applications are shown). */
export function useChurchPositions(userId: string): ChurchRead<ChurchPosition[]> {
  return useChurchData(userId, 'positions', api.churchPositions);
}

/** One application, opened: on the server (a new one becomes Reviewed), else as kept here. */
export function useOpenedApplication(
  userId: string,
  applicationId: string,
): ReviewRead<OpenedApplication> {
  const path = api.churchApplication(applicationId);
  useFreshRead(path);
  const query = useApiQuery<ApplicationReview>(path);
  const kept = useLiveQuery(
    () => cachedApplication(churchCacheDb(), userId, applicationId).then((found) => found ?? null),
    [userId, applicationId],
  );
  useEffect(() => {
    if (query.status !== 'success') return;
    rememberReviewedApplication(churchCacheDb(), userId, query.data).catch(reportCacheError);
    // Opening it may have made it Reviewed: what the list and the counts said is out of date.
    invalidate(
      api.churchPositionApplications(query.data.positionId),
      api.churchPositions,
      api.churchStats,
    );
  }, [query.status, query.data, userId]);
  useRefetchWhenOnline(query.error, query.refetch);
  const read = readWithKeptCopy<OpenedApplication>(query, kept, query.refetch);
  useSignInAfter401(read);
  return { ...read, readAt: useReadAt(read) };
}
