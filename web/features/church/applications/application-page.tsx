// /church/applications/{id}: one application as its church reviews it. Opening it
// online marks a new one Reviewed; it shows every field, the status with a control to change it,
// the short history, the resume and the private notes. Offline it shows the copy kept on this
// device (opened before, or from its position's list); changes go through the outbox.
import { useParams } from '@tanstack/react-router';
import { APPLICATION_STATUS_LABELS } from '../../../../shared/constants';
import type { CurrentUser } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import {
  applicationWithPending,
  notesWithPending,
  type ChurchEntry,
} from '../../../offline/church-queue';
import { positionWithPending } from '../../../offline/church-position-writes';
import { Page } from '../../../ui/page';
import { BackLink, BackToDashboard } from '../back-link';
import { column, pageHeading, Section, twoColumns } from '../page-sections';
import { ReadPage, ReadState } from '../read-state';
import { PendingEditsPanel } from '../offline/pending-edits-panel';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { churchReads, useChurchRead } from '../offline/use-church-data';
import { useChurchOutbox } from '../offline/use-church-outbox';
import { closeOfferFor } from '../position/close-as-filled-dialog';
import { ApplicationFacts } from './application-facts';
import { ApplicationNotes } from './application-notes';
import { declineWording } from './decline-wording';
import { ResumeLinks } from './resume-links';
import { dateText } from '../../../../shared/dates';
import { letterText, mutedText, statusBadge, wrapRow } from './review-styles';
import { StatusControl } from './status-control';
import { StatusHistory } from './status-history';

const backLinks = css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '0' });

/** The screen, behind the church guard (a signed-out visitor signs in and comes back). */
export function ApplicationPage() {
  const { id } = useParams({ from: '/church/applications/$id' });
  return (
    <RequireChurchOffline>{(user) => <Application user={user} id={id} />}</RequireChurchOffline>
  );
}

function Application({ user, id }: { user: CurrentUser; id: string }) {
  const read = useChurchRead(user.id, churchReads.application(id));
  const positions = useChurchRead(user.id, churchReads.positions);
  const profile = useChurchRead(user.id, churchReads.profile);
  const edits = useChurchOutbox();
  const text = {
    what: 'the application',
    loading: 'Loading the application...',
    gone: {
      heading: 'Application not found',
      text: "It may have been withdrawn or deleted, or it is not for one of your church's positions.",
      level: 'h1',
    },
  } as const;
  if (read.status !== 'ready') {
    return <ReadPage read={read} header={<BackToDashboard />} {...text} />;
  }

  const pending = edits.reviews.get(id);
  const application = applicationWithPending(read.data, pending);
  const notes = read.data.notes ? notesWithPending(read.data.notes, pending, user.id) : undefined;
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
      <ReadState read={read} {...text} />
      <PendingEditsPanel only={ofThis} />
      <header className={css({ display: 'grid', gap: '2', mb: '6' })}>
        <h1 className={pageHeading}>{application.studentName}</h1>
        <p className={css({ color: 'fg.muted' })}>
          {position ? `Applied to ${position.title}` : 'Applied'} on{' '}
          <time dateTime={application.createdAt}>{dateText(application.createdAt)}</time>
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
