// One position for /jobs/{id}: from the network when online (and kept in the cache), from the
// cache when offline or while the network is slow. A position whose page was never opened online
// has only its list card on the device: offline, the error state carries that card, and the page
// shows its facts and says the rest loads when online. Dexie is imported lazily, as for the list.
// After a change to public positions (publicPositionsChanged, in this tab or another, or the list's
// sync removing positions) and when the connection returns, the page asks the server again,
// keeping what it shows until the answer comes. A page the server rendered starts from the
// position it drew, or from the 410 of one that closed (seedPositionDetail): the page is never
// cached (no-cache), so that is as fresh as an answer to /api/positions/{id} would be, and is not
// asked for again; it is kept for offline (or forgotten) once the page is quiet, so neither a
// request nor Dexie's code competes with the app taking the page over. Any later visit to it asks
// the server as usual.
import { useEffect, useState } from 'react';
import { api } from '../../shared/api-routes';
import { POSITION_CLOSED_MESSAGE } from '../../shared/closed-position';
import type { ClosedPosition, PositionCard, PositionDetail } from '../../shared/types';
import { pageQuiet } from '../lib/after-first-paint';
import { ApiError, apiRequest } from '../lib/api-client';
import { hasCachedPublicList } from './public-list-hint';
import { onPublicPositionsChanged } from './public-positions-events';

/**
 * Where the detail stands; `fromCache` says the server could not confirm it just now, `card` is the
 * list's card of a position that could not be had.
 */
export type PositionDetailState =
  | { status: 'pending'; data: undefined; error: undefined; fromCache: false }
  | { status: 'success'; data: PositionDetail; error: undefined; fromCache: boolean }
  | { status: 'error'; data: undefined; error: unknown; fromCache: false; card?: PositionCard };

const PENDING: PositionDetailState = {
  status: 'pending',
  data: undefined,
  error: undefined,
  fromCache: false,
};

function found(data: PositionDetail, fromCache: boolean): PositionDetailState {
  return { status: 'success', data, error: undefined, fromCache };
}

function failed(error: unknown, card?: PositionCard): PositionDetailState {
  return { status: 'error', data: undefined, error, fromCache: false, card };
}

/** The page the server rendered: its position's id and what it showed of it. */
let seeded: { id: string; state: PositionDetailState } | undefined;

/** True until the page the server rendered has shown its position once. */
let seedUnshown = false;

/**
 * Starts the position's page from what the server rendered (web/lib/first-screen.ts): the position,
 * or the 410 of one that has closed, as GET /api/positions/{id} would have answered.
 */
export function seedPositionDetail(
  detail: PositionDetail | undefined,
  closed?: ClosedPosition,
): void {
  if (detail) seeded = { id: detail.id, state: found(detail, false) };
  else if (closed) seeded = { id: closed.id, state: failed(closedAnswer(closed)) };
  else seeded = undefined;
  seedUnshown = seeded !== undefined;
}

/** The API's 410 for a closed position, as the page would have been answered. */
function closedAnswer(closed: ClosedPosition): ApiError {
  return new ApiError(410, POSITION_CLOSED_MESSAGE, { message: POSITION_CLOSED_MESSAGE, closed });
}

/** The server-rendered page's state of `id`, when shown now for the first time. */
function firstShowOfSeed(id: string): PositionDetailState | undefined {
  if (!seedUnshown || seeded?.id !== id) return undefined;
  seedUnshown = false;
  return seeded.state;
}

/** The seeded state of `id`, else pending. */
function initialState(id: string): PositionDetailState {
  return seeded?.id === id ? seeded.state : PENDING;
}

/** What the page shows, and for which position (a new id starts from pending). */
interface Shown {
  id: string;
  state: PositionDetailState;
}

/** The position's detail, and `refetch` to ask the server again. */
export function usePositionDetail(id: string): PositionDetailState & { refetch: () => void } {
  const [shown, setShown] = useState<Shown>(() => ({ id, state: initialState(id) }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Asked again after a change to public positions, and when the connection returns: a page
    // left open learns that its position closed, or that it can show the server's copy again.
    const askAgain = () => setAttempt((n) => n + 1);
    const stopFollowing = onPublicPositionsChanged(askAgain);
    window.addEventListener('online', askAgain);
    return () => {
      stopFollowing();
      window.removeEventListener('online', askAgain);
    };
  }, []);

  useEffect(() => {
    let current = true;
    let answered = false;
    const show = (next: (before: PositionDetailState | undefined) => PositionDetailState) => {
      if (current)
        setShown((prev) => ({ id, state: next(prev.id === id ? prev.state : undefined) }));
    };
    const fromServerPage = attempt === 0 ? firstShowOfSeed(id) : undefined;
    if (fromServerPage) {
      const detail = fromServerPage.data;
      // A closed position's copy is dropped from a device that keeps the list; none is made.
      if (detail || hasCachedPublicList()) {
        void pageQuiet()
          .then(() => import('./public-cache'))
          .then((module) => (detail ? module.keepDetail(detail) : module.forgetPosition(id)))
          .catch(() => undefined);
      }
      return;
    }
    const cache = import('./public-cache');
    // A returning visitor sees the cached copy at once, replaced by the server's when it answers.
    if (hasCachedPublicList()) {
      cache
        .then((module) => module.cachedDetail(id))
        .then(
          (detail) => {
            if (!answered && detail) {
              show((before) => (before?.status === 'success' ? before : found(detail, true)));
            }
          },
          () => undefined,
        );
    }
    apiRequest<PositionDetail>('GET', api.position(id)).then(
      (detail) => {
        answered = true;
        show(() => found(detail, false));
        void cache.then((module) => module.keepDetail(detail)).catch(() => undefined);
      },
      async (error: unknown) => {
        answered = true;
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 410);
        if (gone) {
          void cache.then((module) => module.forgetPosition(id)).catch(() => undefined);
          show(() => failed(error));
          return;
        }
        // Offline or a server failure: a page already showing the position keeps it, else the
        // cached copy, if there is one, is the answer, else the list's card says what it can.
        const module = await cache.catch(() => undefined);
        const cached = await module?.cachedDetail(id).catch(() => undefined);
        const card = cached ? undefined : await module?.cachedCard(id).catch(() => undefined);
        show((before) => {
          if (before?.status === 'success') return found(before.data, true);
          return cached ? found(cached, true) : failed(error, card);
        });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const state = shown.id === id ? shown.state : initialState(id);
  return {
    ...state,
    refetch: () => {
      // Asked for by the person (Try again): show that it is loading.
      setShown({ id, state: PENDING });
      setAttempt((n) => n + 1);
    },
  };
}
