// The student's own application by its status token (GET /api/application-status/{token}). Each
// answer is kept on this device with the application (my-applications.ts): without a connection,
// or while the job board cannot answer, the page shows that saved copy and says how old it is. A
// 404 means the link no longer leads anywhere (withdrawn, deleted, or never valid): the device
// forgets the application too.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api-routes';
import type { ApplicationStatusView } from '../../../shared/types';
import { ApiError, apiRequest, NetworkError } from '../../lib/api-client';
import { useOnline } from '../../lib/online-status';
import { askApplicationStatus } from '../../offline/application-status-answer';
import { forgetMyApplication, myApplicationByToken } from '../../offline/my-applications';

/** The server's words for a link that leads nowhere, if it sends none. */
export const LINK_NOT_VALID =
  'This application link is not valid, or the application was withdrawn or deleted.';

/** What the page can show. */
export type StatusRead =
  | { state: 'loading' }
  /** `savedAt` is set when this is the copy kept on the device (`problem` says why). */
  | { state: 'ready'; view: ApplicationStatusView; savedAt?: number; problem?: unknown }
  | { state: 'not-found'; message: string }
  /** Neither the server nor a saved copy: offline, or the server failed. */
  | { state: 'unavailable'; problem: unknown }
  | { state: 'withdrawn' };

/** What became of a withdrawal. */
export type WithdrawOutcome = { type: 'withdrawn' } | { type: 'failed'; message: string };

function keepWarning(error: unknown): void {
  console.warn('Could not keep the application on this device:', error);
}

/** The status page's data, and withdrawing the application. */
export function useApplicationStatus(token: string) {
  const [read, setRead] = useState<StatusRead>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const online = useOnline();

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      try {
        // Kept on the device as it comes; a 404 forgets it (application-status-answer.ts).
        const view = await askApplicationStatus(token);
        if (cancelled) return;
        setRead({ state: 'ready', view });
      } catch (problem) {
        if (cancelled) return;
        if (problem instanceof ApiError && problem.status === 404) {
          setRead({ state: 'not-found', message: problem.serverMessage ?? LINK_NOT_VALID });
          return;
        }
        const kept = await myApplicationByToken(token).catch(() => undefined);
        if (cancelled) return;
        setRead(
          kept?.lastView
            ? { state: 'ready', view: kept.lastView, savedAt: kept.lastViewAt, problem }
            : { state: 'unavailable', problem },
        );
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);

  // A page that could not reach the job board asks again once the connection is back.
  const stale =
    (read.state === 'ready' && read.savedAt !== undefined) || read.state === 'unavailable';
  const wasOnline = useRef(online);
  useEffect(() => {
    if (stale && online && !wasOnline.current) setAttempt((n) => n + 1);
    wasOnline.current = online;
  }, [stale, online]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const withdraw = useCallback(async (): Promise<WithdrawOutcome> => {
    try {
      await apiRequest('DELETE', api.applicationStatus(token));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Already gone (withdrawn on another device, or deleted): nothing is left to withdraw.
        setRead({ state: 'not-found', message: error.serverMessage ?? LINK_NOT_VALID });
        await forgetMyApplication(token).catch(keepWarning);
        return { type: 'withdrawn' };
      }
      return {
        type: 'failed',
        message:
          error instanceof NetworkError
            ? "You're offline or the job board can't be reached. Your application was not withdrawn: try again when you're connected."
            : (error instanceof ApiError && error.serverMessage) ||
              'Your application could not be withdrawn. Please try again.',
      };
    }
    await forgetMyApplication(token).catch(keepWarning);
    setRead({ state: 'withdrawn' });
    return { type: 'withdrawn' };
  }, [token]);

  return { read, retry, withdraw };
}
