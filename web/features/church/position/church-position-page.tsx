// /church/positions/{id} (decision 0024): the church's own view of its position. Where it stands
// (waiting, declined and why, approved, closed and why; an edit waiting or declined), every field,
// its applications, and Edit, Close or Reopen, Duplicate. Read from the server, or offline from the
// copy kept on this device; its writes go through the outbox and show 'Pending sync' until sent.
import { Link, useParams } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { positionDataOf } from '../../../../shared/position-fields';
import type { CurrentUser } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import type { ChurchEntry } from '../../../offline/church-queue';
import { positionWithPending, type ShownPosition } from '../../../offline/church-position-writes';
import {
  ApplyByFact,
  LocationFact,
  PositionTypeBadge,
  PostedFact,
  positionMeta,
} from '../../../ui/position-meta';
import { applicationCountText } from '../../../ui/position-text';
import { BackToDashboard } from '../back-link';
import { statusCountsText } from './status-counts';
import { column, pageHeading, Section, twoColumns } from '../page-sections';
import { positionGone, ReadPage } from '../read-state';
import { PendingEditsPanel } from '../offline/pending-edits-panel';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { churchReads, useChurchRead } from '../offline/use-church-data';
import { useChurchOutbox } from '../offline/use-church-outbox';
import { CloseButton, DuplicateButton, EditLink, ReopenButton } from './position-actions';
import { PositionBadges } from './position-badges';
import { PositionFacts } from './position-facts';
import { RevisionChanges } from './revision-changes';
import { StatusNotice } from './status-notice';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

/** The screen, behind the church guard (a signed-out visitor signs in and comes back). */
export function ChurchPositionPage() {
  const { id } = useParams({ from: '/church/positions/$id/' });
  return (
    <RequireChurchOffline>{(user) => <OwnPosition user={user} id={id} />}</RequireChurchOffline>
  );
}

function OwnPosition({ user, id }: { user: CurrentUser; id: string }) {
  const read = useChurchRead(user.id, churchReads.position(id));
  const edits = useChurchOutbox();
  return (
    <ReadPage
      read={read}
      header={<BackToDashboard />}
      what="the position"
      loading="Loading the position..."
      gone={positionGone('h1')}
    >
      {(saved) => (
        <OwnPositionView position={positionWithPending(saved, edits.positionWrites.get(id))} />
      )}
    </ReadPage>
  );
}

function OwnPositionView({ position }: { position: ShownPosition }) {
  const ofThis = (entry: ChurchEntry) =>
    'positionId' in entry.operation && entry.operation.positionId === position.id;
  const perStatus = statusCountsText(position.statusCounts);
  return (
    <>
      <PendingEditsPanel only={ofThis} />
      <header className={css({ display: 'grid', gap: '3', mb: '6' })}>
        <h1 className={pageHeading}>{position.title}</h1>
        <div className={row}>
          <PositionTypeBadge positionType={position.positionType} />
          <PositionBadges position={position} pending={position.pending} />
        </div>
        <div className={positionMeta}>
          <LocationFact location={position.church?.location} />
          <PostedFact createdAt={position.createdAt} />
          <ApplyByFact applyBy={position.applyBy} />
        </div>
        <StatusNotice position={position} />
      </header>
      <div className={twoColumns}>
        <div className={column}>
          {position.revision ? (
            <RevisionChanges
              live={positionDataOf(position)}
              edited={position.revision.data}
              fileNames={position.fileNames}
            />
          ) : null}
          <Section heading={position.revision ? 'What students see now' : 'Details'}>
            <PositionFacts
              data={positionDataOf(position)}
              positionId={position.id}
              fileNames={position.fileNames}
            />
          </Section>
        </div>
        <div className={column}>
          <Section heading="Applications">
            <p className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <Users size={18} aria-hidden />
              {applicationCountText(position.applicationCount)}
            </p>
            {perStatus ? (
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{perStatus}</p>
            ) : null}
            <div>
              <Link
                to="/church/positions/$id/applications"
                params={{ id: position.id }}
                className={button({ variant: 'outline', size: 'sm' })}
              >
                View applications
              </Link>
            </div>
          </Section>
          <Section heading="Actions">
            <div className={row}>
              <EditLink positionId={position.id} />
              {position.status === 'active' ? (
                <CloseButton position={position} />
              ) : (
                <ReopenButton position={position} />
              )}
              <DuplicateButton position={position} />
            </div>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              Closing keeps the applications. Duplicate makes a new copy that waits for the
              college&apos;s approval.
            </p>
          </Section>
        </div>
      </div>
    </>
  );
}
