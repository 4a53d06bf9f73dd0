// /church/applications/{id}: one application as its church reviews it. Opening it
// online marks a new one Reviewed; it shows every field, the status with a control to change it,
// the short history, the resume and the private notes. Offline it shows the copy kept on this
// device (opened before, or from its position's list); changes go through the outbox.
import { useParams } from '@tanstack/react-router';
import { APPLICATION_STATUS_LABELS } from '../../../../shared/constants';
import type { CurrentUser } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import {
  applicationWithPending,
  notesWithPending,
  type ChurchEntry,
} from '../../../offline/church-queue';
import { positionWithPending } from '../../../offline/church-position-writes';
import { Page } from '../../../ui/page';
import { BackLink, BackToDashboard } from '../back-link';
import { column, pageHeading, Section, twoColumns } from '../page-sections';
import { ReadFallback } from '../read-fallback';
import { PendingEditsPanel } from '../offline/pending-edits-panel';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { useChurchOutbox } from '../offline/use-church-outbox';
import { closeOfferFor } from '../position/close-as-filled-dialog';
import { useChurchProfile } from '../use-church-profile';
import { ApplicationFacts } from './application-facts';
import { ApplicationNotes } from './application-notes';
import { declineWording } from './decline-wording';
import { ResumeLinks } from './resume-links';
import { formatReviewDay } from './review-text';
import { letterText, mutedText, statusBadge, wrapRow } from './review-styles';
import { SavedCopyNote } from './saved-copy-note';
import { notesWithSettled, useSettledReviews, withSettled } from './settled-reviews';
import { StatusControl } from './status-control';
import { StatusHistory } from './status-history';
import { useChurchPositions, useOpenedApplication } from './use-review-data';

const backLinks = css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '0' });

/** The screen, behind the church guard (a signed-out visitor signs in and comes back). */
export function ApplicationPage() {
  const { id } = useParams({ from: '/church/applications/$id' });
  return (
    <RequireChurchOffline>{(user) => <Application user={user} id={id} />}</RequireChurchOffline>
  );
}

function Application({ user, id }: { user: CurrentUser; id: string }) {
  const read = useOpenedApplication(user.id, id);
  const positions = useChurchPositions(user.id);
  const profile = useChurchProfile(user.id);
  const edits = useChurchOutbox();
  const settled = useSettledReviews();

  if (read.status === 'loading' || read.status === 'error') {
    return (
      <ReadFallback
        read={read}
        retry={read.retry}
        what="the application"
        gone={
          <div className={cx(card(), css({ textAlign: 'center' }))} role="alert">
            <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
              Application not found
            </h1>
            <p className={css({ color: 'fg.muted', mt: '2' })}>
              It may have been withdrawn or deleted, or it is not for one of your church&apos;s
              positions.
            </p>
          </div>
        }
      />
    );
  }

  const pending = edits.reviews.get(id);
  const application = applicationWithPending(withSettled(read.data, read.readAt, settled), pending);
  const notes = read.data.notes
    ? notesWithPending(
        notesWithSettled(id, read.data.notes, read.readAt, settled),
        pending,
        user.id,
      )
    : undefined;
  const position =
    positions.status === 'ready'
      ? positions.data.find((p) => p.id === application.positionId)
      : undefined;
  const target = {
    applicationId: application.id,
    positionId: application.positionId,
    studentName: application.studentName,
  };
  const decline = declineWording(profile, position?.title ?? '');
  const ofThis = (entry: ChurchEntry) =>
    'applicationId' in entry.operation && entry.operation.applicationId === id;

  return (
    <Page>
      <div className={backLinks}>
        <BackLink to="/church/positions/$id/applications" params={{ id: application.positionId }}>
          {position ? `Back to applications for ${position.title}` : 'Back to applications'}
        </BackLink>
        <BackToDashboard />
      </div>
      {read.savedAt !== undefined && read.unreachable ? (
        <SavedCopyNote savedAt={read.savedAt} />
      ) : null}
      <PendingEditsPanel only={ofThis} />
      <header className={css({ display: 'grid', gap: '2', mb: '6' })}>
        <h1 className={pageHeading}>{application.studentName}</h1>
        <p className={css({ color: 'fg.muted' })}>
          {position ? `Applied to ${position.title}` : 'Applied'} on{' '}
          <time dateTime={application.createdAt}>{formatReviewDay(application.createdAt)}</time>
        </p>
        <div className={wrapRow}>
          <span className={statusBadge[application.status]}>
            {APPLICATION_STATUS_LABELS[application.status]}
          </span>
          {application.statusPending ? <PendingSyncBadge /> : null}
        </div>
      </header>
      <div className={twoColumns}>
        <div className={column}>
          <Section heading="Details">
            <ApplicationFacts application={application} />
          </Section>
          <Section heading="Cover letter">
            {application.coverLetter ? (
              <p className={letterText}>{application.coverLetter}</p>
            ) : (
              <p className={mutedText}>No cover letter.</p>
            )}
          </Section>
          <Section heading="Resume">
            <div className={wrapRow}>
              <ResumeLinks application={application} />
            </div>
          </Section>
        </div>
        <div className={column}>
          <Section heading="Status and history">
            <StatusControl
              target={target}
              status={application.status}
              decline={decline}
              closeOffer={closeOfferFor(
                position && positionWithPending(position, edits.positionWrites.get(position.id)),
              )}
            />
            {pending?.declineMessage ? (
              <p className={wrapRow}>
                <PendingSyncBadge />
                <span className={mutedText}>The decline e-mail will be sent automatically.</span>
              </p>
            ) : null}
            <h3 className={css({ fontWeight: 'semibold', fontSize: 'sm', mt: '2' })}>History</h3>
            <StatusHistory history={application.shownHistory} />
          </Section>
          <Section heading="Private notes">
            <ApplicationNotes target={target} notes={notes} />
          </Section>
        </div>
      </div>
    </Page>
  );
}
