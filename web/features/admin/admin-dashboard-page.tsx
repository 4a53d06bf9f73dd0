// /admin/dashboard (spec section 2): archive old positions, approve pending ones, and see and
// delete every position on the platform. Admins only; anyone else goes to '/'. Online only: the
// admin's data is never kept on the device, and without a connection the page says so and its
// actions are disabled.
import { Navigate } from '@tanstack/react-router';
import { WifiOff } from 'lucide-react';
import { api } from '../../../shared/api-routes';
import type { CurrentUser, PositionWithChurch } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { RequireAdmin } from '../../lib/guards';
import { useOnline } from '../../lib/online-status';
import { NetworkError } from '../../lib/api-client';
import { useApiQuery } from '../../lib/query-cache';
import { Page, PageHeader } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { useEffect } from 'react';
import { AdminPositionItem } from './admin-position-item';
import { ArchiveOldButton } from './archive-old-button';
import { failureMessage } from './admin-messages';
import { ApproveButton, DeleteButton } from './position-actions';

const section = css({ mt: '8' });
const sectionTitle = css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const empty = css({
  textAlign: 'center',
  color: 'fg.muted',
  py: '12',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'lg',
});

const offlineNotice = cx(
  card(),
  css({ display: 'flex', alignItems: 'flex-start', gap: '3', mb: '6', bg: 'bg.subtle' }),
);

/** Shown while there is no connection. */
function NeedsConnection() {
  return (
    <div className={offlineNotice} role="status">
      <WifiOff size={20} aria-hidden className={css({ flexShrink: 0, mt: '0.5' })} />
      <p>The admin dashboard needs a connection. Connect to the internet to review positions.</p>
    </div>
  );
}

function PositionList({
  positions,
  withApprove,
  disabled,
}: {
  positions: PositionWithChurch[];
  withApprove: boolean;
  disabled: boolean;
}) {
  return (
    <ul className={list}>
      {positions.map((position) => (
        <li key={position.id}>
          <AdminPositionItem
            position={position}
            actions={
              <>
                {withApprove ? (
                  <ApproveButton id={position.id} title={position.title} disabled={disabled} />
                ) : null}
                <DeleteButton id={position.id} title={position.title} disabled={disabled} />
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}

function AdminDashboard() {
  const online = useOnline();
  const query = useApiQuery<PositionWithChurch[]>(api.adminPositions);
  const positions = query.data ?? [];
  const pending = positions.filter((position) => !position.approved);
  const unreachable = query.status === 'error' && query.error instanceof NetworkError;
  const { refetch } = query;
  useEffect(() => {
    // Read again once the connection is back (a read that failed offline is not retried itself).
    if (online && unreachable) refetch();
  }, [online, unreachable, refetch]);

  return (
    <Page>
      <PageHeader
        title="Admin Dashboard"
        description="Manage all job positions across the platform"
        actions={<ArchiveOldButton disabled={!online} />}
      />
      {online ? null : <NeedsConnection />}
      {query.status === 'pending' && online ? <Spinner label="Loading positions..." /> : null}
      {query.status === 'error' && !(unreachable && !online) ? (
        <div role="alert" className={empty}>
          <p>{failureMessage(query.error, 'Failed to load positions')}</p>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' }) + ' ' + css({ mt: '4' })}
            onClick={query.refetch}
          >
            Try again
          </button>
        </div>
      ) : null}
      {query.status === 'success' ? (
        <>
          {pending.length > 0 ? (
            <section className={section} aria-labelledby="pending-heading">
              <h2 id="pending-heading" className={sectionTitle}>
                Pending Approval ({pending.length})
              </h2>
              <PositionList positions={pending} withApprove disabled={!online} />
            </section>
          ) : null}
          <section className={section} aria-labelledby="all-heading">
            <h2 id="all-heading" className={sectionTitle}>
              All Positions ({positions.length})
            </h2>
            {positions.length === 0 ? (
              <p className={empty}>No positions found</p>
            ) : (
              <PositionList positions={positions} withApprove={false} disabled={!online} />
            )}
          </section>
        </>
      ) : null}
    </Page>
  );
}

/**
 * Offline the session cannot be checked (GET /api/auth/user fails): the page shows only that it
 * needs a connection (it holds no data then), unless the session already says this is no admin.
 */
function OfflineGate() {
  const session = useApiQuery<CurrentUser | null>(api.authUser);
  if (session.status === 'success' && session.data?.role !== 'admin') {
    return <Navigate to="/" replace />;
  }
  return <AdminDashboard />;
}

/** The admin dashboard behind its guard. */
export function AdminDashboardPage() {
  const online = useOnline();
  const session = useApiQuery<CurrentUser | null>(api.authUser);
  const unreachable = session.status === 'error' && session.error instanceof NetworkError;
  const { refetch } = session;
  useEffect(() => {
    // Opened offline: ask who is signed in once the connection is back.
    if (online && unreachable) refetch();
  }, [online, unreachable, refetch]);
  if (!online || unreachable) return <OfflineGate />;
  return <RequireAdmin>{() => <AdminDashboard />}</RequireAdmin>;
}
