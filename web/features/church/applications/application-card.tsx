// One application in a position's list: who applied and how to reach them, when, a 'New' badge
// until it is opened, the cover letter, the resume, the status (changeable here) and the way into
// the application. Changes not sent yet are marked 'Pending sync'.
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { APPLICATION_STATUS_LABELS } from '../../../../shared/constants';
import type { ReviewedApplication } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import type { ApplicationWithPending } from '../../../offline/church-queue';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { ContactLinks, StudyFacts } from './application-facts';
import { ResumeLinks } from './resume-links';
import { letterText, mutedText, statusBadge, wrapRow } from './review-styles';
import type { DeclineWording } from './decline-wording';
import type { PositionTarget } from '../position/position-writes';
import { StatusControl } from './status-control';

const article = cx(card(), css({ display: 'grid', gap: '3' }));
const heading = css({ fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' });
const letter = cx(
  letterText,
  css({ fontSize: 'sm', borderLeftWidth: '3px', borderColor: 'border', pl: '3' }),
);
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '3',
  pt: '3',
  borderTopWidth: '1px',
  borderColor: 'border',
});

/** The card. */
export function ApplicationCard({
  application,
  declinePending,
  decline,
  closeOffer,
}: {
  application: ApplicationWithPending<ReviewedApplication>;
  /** A decline e-mail to this student waits to be sent. */
  declinePending: boolean;
  decline: DeclineWording;
  /** The position while it is open: hiring offers to close it as filled. */
  closeOffer?: PositionTarget | undefined;
}) {
  const headingId = useId();
  const target = {
    applicationId: application.id,
    positionId: application.positionId,
    studentName: application.studentName,
  };
  return (
    <article className={article} aria-labelledby={headingId}>
      <div className={wrapRow}>
        <h2 id={headingId} className={heading}>
          {application.studentName}
        </h2>
        {application.status === 'pending' ? (
          <span className={statusBadge.pending}>New</span>
        ) : (
          <span className={statusBadge[application.status]}>
            {APPLICATION_STATUS_LABELS[application.status]}
          </span>
        )}
        {application.statusPending || declinePending ? <PendingSyncBadge /> : null}
      </div>
      <ContactLinks application={application} />
      <StudyFacts application={application} />
      {application.coverLetter ? (
        <div>
          <h3 className={cx(mutedText, css({ fontWeight: 'semibold', mb: '1' }))}>Cover letter</h3>
          <p className={letter}>{application.coverLetter}</p>
        </div>
      ) : null}
      <div className={wrapRow}>
        <ResumeLinks application={application} />
      </div>
      <div className={footer}>
        <StatusControl
          target={target}
          status={application.status}
          decline={decline}
          closeOffer={closeOffer}
        />
        <Link
          to="/church/applications/$id"
          params={{ id: application.id }}
          className={button({ variant: 'outline', size: 'sm' })}
        >
          Open application
          <span className={css({ srOnly: true })}> of {application.studentName}</span>
          <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
    </article>
  );
}
