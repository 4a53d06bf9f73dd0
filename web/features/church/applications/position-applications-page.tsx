// /church/positions/{id}/applications: a position's applications for its church, newest
// first, filtered by status with the count on each, each changeable right from the list; 'Download
// CSV'. Read from the server, or offline from the copy kept on this device; changes go through
// the outbox and show 'Pending sync' until they are sent.
import { useSearch, useParams } from '@tanstack/react-router';
import { Download, Inbox } from 'lucide-react';
import { api } from '../../../../shared/api-routes';
import { APPLICATION_STATUS_LABELS } from '../../../../shared/constants';
import type { ApplicationStatus, CurrentUser } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useOnline } from '../../../lib/online-status';
import {
  applicationWithPending,
  countByStatus,
  type ChurchEntry,
} from '../../../offline/church-queue';
import { Page, PageHeader } from '../../../ui/page';
import { BackToDashboard } from '../back-link';
import { emptyPanel } from '../message-panel';
import { positionGone, ReadPage, ReadState } from '../read-state';
import { PendingEditsPanel } from '../offline/pending-edits-panel';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { churchReads, useChurchRead } from '../offline/use-church-data';
import { useChurchOutbox } from '../offline/use-church-outbox';
import { positionWithPending } from '../../../offline/church-position-writes';
import { closeOfferFor } from '../position/close-as-filled-dialog';
import { ApplicationCard } from './application-card';
import { ApplicationFilters } from './application-filters';
import { declineWording } from './decline-wording';

const list = css({ display: 'grid', gap: { base: '4', md: '5' } });

/** The screen, behind the church guard. */
export function PositionApplicationsPage() {
  const { id } = useParams({ from: '/church/positions/$id/applications' });
  const { status } = useSearch({ from: '/church/positions/$id/applications' });
  return (
    <RequireChurchOffline>
      {(user) => <Applications user={user} positionId={id} shown={status} />}
    </RequireChurchOffline>
  );
}

/** True for the entries of this position's applications, for the panel of waiting changes. */
function ofPosition(positionId: string) {
  return (entry: ChurchEntry) =>
    'positionId' in entry.operation &&
    'applicationId' in entry.operation &&
    entry.operation.positionId === positionId;
}

function Applications({
  user,
  positionId,
  shown,
}: {
  user: CurrentUser;
  positionId: string;
  shown: ApplicationStatus | undefined;
}) {
  const read = useChurchRead(user.id, churchReads.applications(positionId));
  const positions = useChurchRead(user.id, churchReads.positions);
  const profile = useChurchRead(user.id, churchReads.profile);
  const edits = useChurchOutbox();
  const online = useOnline();
  const position =
    positions.status === 'ready' ? positions.data.find((p) => p.id === positionId) : undefined;
  const title = position?.title;

  const header = (
    <>
      <BackToDashboard />
      <PageHeader
        title={title ? `Applications for ${title}` : 'Applications'}
        description={
          read.status === 'ready'
            ? `${read.data.length} ${read.data.length === 1 ? 'application' : 'applications'}, newest first`
            : undefined
        }
        actions={
          // The export is made by the server: offline there is nothing to download.
          online && read.status === 'ready' && read.data.length > 0 ? (
            <a
              href={api.churchPositionApplicationsCsv(positionId)}
              download
              className={button({ variant: 'outline' })}
            >
              <Download size={18} aria-hidden />
              Download CSV
            </a>
          ) : null
        }
      />
    </>
  );

  const text = {
    what: 'the applications',
    loading: 'Loading applications...',
    gone: positionGone('h2'),
  };
  if (read.status !== 'ready') return <ReadPage read={read} header={header} {...text} />;

  const applications = read.data.map((application) =>
    applicationWithPending(application, edits.reviews.get(application.id)),
  );
  const counts = countByStatus(applications);
  const visible = shown
    ? applications.filter((application) => application.status === shown)
    : applications;
  const decline = declineWording(profile, title ?? '');
  // Its queued writes count: a closing waiting to be sent makes no second offer.
  const closeOffer = closeOfferFor(
    position && positionWithPending(position, edits.positionWrites.get(positionId)),
  );

  return (
    <Page>
      {header}
      <ReadState read={read} {...text} />
      <PendingEditsPanel only={ofPosition(positionId)} />
      {applications.length === 0 ? (
        <div className={emptyPanel}>
          <Inbox size={40} aria-hidden className={css({ color: 'fg.muted' })} />
          <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>No applications yet</h2>
          <p className={css({ color: 'fg.muted' })}>
            When students apply to this position, their applications appear here.
          </p>
        </div>
      ) : (
        <>
          <ApplicationFilters
            positionId={positionId}
            shown={shown}
            counts={counts}
            total={applications.length}
          />
          {visible.length === 0 ? (
            <div className={emptyPanel}>
              <p>
                No applications with the status &lsquo;
                {shown ? APPLICATION_STATUS_LABELS[shown] : ''}&rsquo;.
              </p>
            </div>
          ) : (
            <ul className={list} aria-label="Applications">
              {visible.map((application) => (
                <li key={application.id}>
                  <ApplicationCard
                    application={application}
                    declinePending={Boolean(edits.reviews.get(application.id)?.declineMessage)}
                    decline={decline}
                    closeOffer={closeOffer}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Page>
  );
}
