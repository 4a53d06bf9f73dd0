// One position for /jobs/{id}: from the network when online (and kept in the cache), from the
// cache when offline or while the network is slow. Dexie is imported lazily, as for the list.
import { useEffect, useState } from 'react';
import { api } from '../../shared/api-routes';
import type { PositionDetail } from '../../shared/types';
import { ApiError, apiRequest } from '../lib/api-client';
import { hasCachedPublicList } from './public-list-hint';

/** Where the detail stands; `fromCache` says the server could not confirm it just now. */
export type PositionDetailState =
  | { status: 'pending'; data: undefined; error: undefined; fromCache: false }
  | { status: 'success'; data: PositionDetail; error: undefined; fromCache: boolean }
  | { status: 'error'; data: undefined; error: unknown; fromCache: false };

const PENDING: PositionDetailState = {
  status: 'pending',
  data: undefined,
  error: undefined,
  fromCache: false,
};

/** The position's detail, and `refetch` to ask the server again. */
export function usePositionDetail(id: string): PositionDetailState & { refetch: () => void } {
  const [state, setState] = useState<PositionDetailState>(PENDING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    let answered = false;
    setState(PENDING);
    const cache = import('./public-cache');
    // A returning visitor sees the cached copy at once, replaced by the server's when it answers.
    if (hasCachedPublicList()) {
      cache
        .then((module) => module.cachedDetail(id))
        .then(
          (detail) => {
            if (current && !answered && detail) {
              setState({ status: 'success', data: detail, error: undefined, fromCache: true });
            }
          },
          () => undefined,
        );
    }
    apiRequest<PositionDetail>('GET', api.position(id)).then(
      (detail) => {
        answered = true;
        if (current)
          setState({ status: 'success', data: detail, error: undefined, fromCache: false });
        void cache.then((module) => module.keepDetail(detail)).catch(() => undefined);
      },
      async (error: unknown) => {
        answered = true;
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 410);
        if (gone) {
          void cache.then((module) => module.forgetPosition(id)).catch(() => undefined);
          if (current) setState({ status: 'error', data: undefined, error, fromCache: false });
          return;
        }
        // Offline or a server failure: the cached copy, if there is one, is the answer.
        const cached = await cache.then((module) => module.cachedDetail(id)).catch(() => undefined);
        if (!current) return;
        if (cached)
          setState({ status: 'success', data: cached, error: undefined, fromCache: true });
        else setState({ status: 'error', data: undefined, error, fromCache: false });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  return { ...state, refetch: () => setAttempt((n) => n + 1) };
}
