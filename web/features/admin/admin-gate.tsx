// Every admin screen's frame: admins only (anyone else goes to '/'), and online only: the admin's
// data is never kept on the device, so without a connection a screen says so and its actions are
// disabled; a read that failed for want of one is tried again once it is back.
import { Navigate } from '@tanstack/react-router';
import { WifiOff } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { api } from '../../../shared/api-routes';
import type { CurrentUser } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { NetworkError } from '../../lib/api-client';
import { RequireAdmin } from '../../ui/guards';
import { useOnline } from '../../lib/online-status';
import { useApiQuery, type QueryState } from '../../lib/query-cache';

const offlineNotice = cx(
  card(),
  css({ display: 'flex', alignItems: 'flex-start', gap: '3', mb: '6', bg: 'bg.subtle' }),
);

/** Shown while there is no connection. */
export function NeedsConnection() {
  return (
    <div className={offlineNotice} role="status">
      <WifiOff size={20} aria-hidden className={css({ flexShrink: 0, mt: '0.5' })} />
      <p>The admin dashboard needs a connection. Connect to the internet to review positions.</p>
    </div>
  );
}

/** Whether the read failed because the server could not be reached. */
export function isUnreachable(query: QueryState<unknown>): boolean {
  return query.status === 'error' && query.error instanceof NetworkError;
}

/** Reads `query` again once the connection is back (a read that failed offline is not retried). */
export function useRefetchWhenOnline(query: QueryState<unknown> & { refetch: () => void }): void {
  const online = useOnline();
  const unreachable = isUnreachable(query);
  const { refetch } = query;
  useEffect(() => {
    if (online && unreachable) refetch();
  }, [online, unreachable, refetch]);
}

/**
 * Offline the session cannot be checked (GET /api/auth/user fails): the screen shows only that it
 * needs a connection (it holds no data then), unless the session already says this is no admin.
 */
function OfflineGate({ children }: { children: ReactNode }) {
  const session = useApiQuery<CurrentUser | null>(api.authUser);
  if (session.status === 'success' && session.data?.role !== 'admin') {
    return <Navigate to="/" replace />;
  }
  return <>{children}</>;
}

/** An admin screen behind its guard. */
export function AdminGate({ children }: { children: () => ReactNode }) {
  const online = useOnline();
  const session = useApiQuery<CurrentUser | null>(api.authUser);
  useRefetchWhenOnline(session);
  if (!online || isUnreachable(session)) return <OfflineGate>{children()}</OfflineGate>;
  return <RequireAdmin>{children}</RequireAdmin>;
}
