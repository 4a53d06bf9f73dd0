// GET /api/church/profile: a 404 means the church has not completed its profile yet.
import { useEffect } from 'react';
import { api } from '../../../shared/api-routes';
import type { ChurchProfile } from '../../../shared/types';
import { ApiError, isUnauthorized } from '../../lib/api-client';
import { useApiQuery, type QueryState } from '../../lib/query-cache';
import { redirectToSignIn } from '../../lib/sign-in-redirect';

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

/** The signed-in church's profile (the read is enabled once a user exists, spec section 7). */
export function useChurchProfile(enabled: boolean): ProfileState & { retry: () => void } {
  const query = useApiQuery<ChurchProfile>(enabled ? api.churchProfile : null);
  const signedOut = query.status === 'error' && isUnauthorized(query.error);
  useEffect(() => {
    // The session ended since the page loaded: the spec's answer to a signed-out church.
    if (signedOut) redirectToSignIn();
  }, [signedOut]);
  return { ...profileStateOf(query), retry: query.refetch };
}
