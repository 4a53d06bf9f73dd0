// The church guard, also offline: GET /api/auth/user cannot be answered without a connection, so
// the last church the server confirmed on this device is used then (never after a 401: that
// church must sign in again). Mounts the church's outbox listener once a church is known.
import { useLiveQuery } from 'dexie-react-hooks';
import { WifiOff } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { api } from '../../../../shared/api-routes';
import type { CurrentUser } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { RequireChurch } from '../../../lib/guards';
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
import { reportCacheError, useRefetchWhenOnline } from './use-church-data';
import { useChurchSync } from './use-church-sync';

const panel = cx(
  card(),
  css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '3',
    textAlign: 'center',
  }),
);

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
  useEffect(() => {
    if (confirmed) rememberSignedInChurch(churchCacheDb(), user).catch(reportCacheError);
  }, [confirmed, user]);
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
    if (signedOut) forgetSignedInChurch(churchCacheDb()).catch(reportCacheError);
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
        <div className={panel} role="alert">
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
