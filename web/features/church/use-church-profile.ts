// GET /api/church/profile: a 404 means the church has not completed its profile yet. The answer
// (or its absence) is kept for this church, and shown while the server is being asked or cannot
// be reached, so the dashboard and the profile form open offline.
import { useEffect } from 'react';
import { api } from '../../../shared/api-routes';
import type { ChurchProfile } from '../../../shared/types';
import { ApiError, NetworkError, isUnauthorized } from '../../lib/api-client';
import { useApiQuery, type QueryState } from '../../lib/query-cache';
import { redirectToSignIn } from '../../ui/sign-in-redirect';
import { churchCacheDb, rememberChurchData } from '../../offline/church-cache';
import { reportCacheError, useKeptCopy, useRefetchWhenOnline } from './offline/use-church-data';

/** The profile as the church screens see it. */
export type ProfileState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; profile: ChurchProfile }
  | { status: 'error'; error: unknown };

/** Reads the query's answer: 404 is "no profile yet", any other failure an error. */
export function profileStateOf(query: QueryState<ChurchProfile>): ProfileState {
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'success') return { status: 'ready', profile: query.data };
  if (query.error instanceof ApiError && query.error.status === 404) return { status: 'missing' };
  return { status: 'error', error: query.error };
}

/** The kept copy as a state: null is a church known to have no profile yet. */
function keptState(profile: ChurchProfile | null): ProfileState {
  return profile ? { status: 'ready', profile } : { status: 'missing' };
}

/** The signed-in church's profile: from the server, else the copy kept on this device. */
export function useChurchProfile(userId: string): ProfileState & { retry: () => void } {
  const query = useApiQuery<ChurchProfile>(api.churchProfile);
  const state = profileStateOf(query);
  const kept = useKeptCopy(userId, 'profile');
  const signedOut = query.status === 'error' && isUnauthorized(query.error);
  useEffect(() => {
    // The session ended since the page loaded: the spec's answer to a signed-out church.
    if (signedOut) redirectToSignIn();
  }, [signedOut]);
  const answer =
    state.status === 'ready' ? state.profile : state.status === 'missing' ? null : undefined;
  useEffect(() => {
    if (answer === undefined) return;
    rememberChurchData(churchCacheDb(), userId, 'profile', answer).catch(reportCacheError);
  }, [answer, userId]);
  useRefetchWhenOnline(query.error, query.refetch);
  const retry = query.refetch;
  const waiting =
    state.status === 'loading' || (state.status === 'error' && state.error instanceof NetworkError);
  if (waiting && kept) return { ...keptState(kept.value), retry };
  if (waiting && kept === undefined) return { status: 'loading', retry };
  return { ...state, retry };
}
