// The church guard, also offline: GET /api/auth/user cannot be answered without a connection, so
// the last church the server confirmed on this device is used then (never after a 401: that
// church must sign in again). Mounts the church's outbox listener once a church is known. A
// signed-out visitor (from a link in an e-mail) is brought back to the page they opened once they
// have signed in: sign-in ends on the dashboard, which goes on to that page.
import { useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { WifiOff } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { api } from '../../../../shared/api-routes';
import type { CurrentUser } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { RequireChurch } from '../../../ui/guards';
import { NetworkError, isUnauthorized } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/query-cache';
import {
  churchCacheDb,
  forgetSignedInChurch,
  lastSignedInChurch,
  rememberSignedInChurch,
} from '../../../offline/church-cache';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { messagePanel } from '../message-panel';
import { reportCacheError, useRefetchWhenOnline } from './use-church-data';
import { useChurchSync } from './use-church-sync';

/** Where a signed-out visitor was going, kept in this tab across the sign-in. */
const RETURN_KEY = 'job-board:church-return-to';
/** A sign-in that takes longer than this no longer brings the visitor back. */
const RETURN_TTL_MS = 60 * 60 * 1000;

/** Remembers the church page this tab was on, to come back to it after signing in. */
function rememberReturnPath(): void {
  const path = `${window.location.pathname}${window.location.search}`;
  if (!path.startsWith('/church/') || path.startsWith('/church/dashboard')) return;
  try {
    sessionStorage.setItem(RETURN_KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the visitor lands on the dashboard instead.
  }
}

/** The page to come back to, once (it is forgotten as it is read). */
function takeReturnPath(): string | null {
  try {
    const raw = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || !path.startsWith('/church/')) return null;
    if (typeof at !== 'number' || Date.now() - at > RETURN_TTL_MS) return null;
    return path;
  } catch {
    return null;
  }
}

function Synced({
  user,
  confirmed,
  children,
}: {
  user: CurrentUser;
  confirmed: boolean;
  children: ReactNode;
}) {
  useChurchSync(confirmed);
  const router = useRouter();
  useEffect(() => {
    if (confirmed) rememberSignedInChurch(churchCacheDb(), user).catch(reportCacheError);
  }, [confirmed, user]);
  useEffect(() => {
    if (!confirmed) return;
    const back = takeReturnPath();
    const here = `${window.location.pathname}${window.location.search}`;
    if (back && back !== here) {
      router.navigate({ href: back, replace: true }).catch(() => window.location.assign(back));
    }
  }, [confirmed, router]);
  return <>{children}</>;
}

/** Church pages: the server's session online, the last confirmed church offline. */
export function RequireChurchOffline({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const session = useApiQuery<CurrentUser | null>(api.authUser);
  const unreachable = session.status === 'error' && session.error instanceof NetworkError;
  const signedOut = session.status === 'error' && isUnauthorized(session.error);
  const lastChurch = useLiveQuery(
    () => (unreachable ? lastSignedInChurch(churchCacheDb()) : Promise.resolve(null)),
    [unreachable],
  );
  useRefetchWhenOnline(session.error, session.refetch);
  useEffect(() => {
    if (!signedOut) return;
    forgetSignedInChurch(churchCacheDb()).catch(reportCacheError);
    // RequireChurch sends the visitor to sign in; they come back here afterwards.
    rememberReturnPath();
  }, [signedOut]);

  if (unreachable) {
    if (lastChurch === undefined) return <Spinner />;
    if (lastChurch) {
      return (
        <Synced user={lastChurch} confirmed={false}>
          {children(lastChurch)}
        </Synced>
      );
    }
    return (
      <Page narrow>
        <div className={messagePanel} role="alert">
          <WifiOff size={32} aria-hidden className={css({ color: 'fg.muted' })} />
          <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            Sign in needs a connection
          </h1>
          <p>Connect to the internet and sign in to open your church dashboard on this device.</p>
        </div>
      </Page>
    );
  }
  return (
    <RequireChurch>
      {(user) => (
        <Synced user={user} confirmed>
          {children(user)}
        </Synced>
      )}
    </RequireChurch>
  );
}
