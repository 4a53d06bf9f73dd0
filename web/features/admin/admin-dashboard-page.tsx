// /admin/dashboard (spec section 2): archive old positions, approve pending ones, and see and
// delete every position on the platform. Admins only; anyone else goes to '/'.
import { api } from '../../../shared/api-routes';
import type { PositionWithChurch } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { RequireAdmin } from '../../app/guards';
import { useApiQuery } from '../../lib/query-cache';
import { Page, PageHeader } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
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

function PositionList({
  positions,
  withApprove,
}: {
  positions: PositionWithChurch[];
  withApprove: boolean;
}) {
  return (
    <ul className={list}>
      {positions.map((position) => (
        <li key={position.id}>
          <AdminPositionItem
            position={position}
            actions={
              <>
                {withApprove ? <ApproveButton id={position.id} title={position.title} /> : null}
                <DeleteButton id={position.id} title={position.title} />
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}

function AdminDashboard() {
  const query = useApiQuery<PositionWithChurch[]>(api.adminPositions);
  const positions = query.data ?? [];
  const pending = positions.filter((position) => !position.approved);

  return (
    <Page>
      <PageHeader
        title="Admin Dashboard"
        description="Manage all job positions across the platform"
        actions={<ArchiveOldButton />}
      />
      {query.status === 'pending' ? <Spinner label="Loading positions..." /> : null}
      {query.status === 'error' ? (
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
              <PositionList positions={pending} withApprove />
            </section>
          ) : null}
          <section className={section} aria-labelledby="all-heading">
            <h2 id="all-heading" className={sectionTitle}>
              All Positions ({positions.length})
            </h2>
            {positions.length === 0 ? (
              <p className={empty}>No positions found</p>
            ) : (
              <PositionList positions={positions} withApprove={false} />
            )}
          </section>
        </>
      ) : null}
    </Page>
  );
}

/** The admin dashboard behind its guard. */
export function AdminDashboardPage() {
  return <RequireAdmin>{() => <AdminDashboard />}</RequireAdmin>;
}
