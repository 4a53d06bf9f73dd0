// A position's applicants (GET /api/church/positions/{id}/applications), for the church that
// posted it: who applied, how to reach them and their resume through the authorised route.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { ExternalLink, Users, X } from 'lucide-react';
import { api } from '../../../../shared/api-routes';
import type { Application } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { invalidate, useApiQuery } from '../../../lib/query-cache';
import { dialogStyles } from '../../../ui/confirm-dialog';
import { Spinner } from '../../../ui/spinner';
import { LoadError } from '../load-error';

type Applicant = Application & { resumeDownloadUrl: string | null };

const wide = css({ maxWidth: '40rem' });
const header = css({ display: 'flex', alignItems: 'flex-start', gap: '3', mb: '4' });
const list = css({ display: 'grid', gap: '3' });
const item = css({
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  p: '4',
  display: 'grid',
  gap: '1',
  fontSize: 'sm',
});
const muted = css({ color: 'fg.muted' });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  color: 'primary.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});

function ApplicantList({ positionId }: { positionId: string }) {
  const applicants = useApiQuery<Applicant[]>(api.churchPositionApplications(positionId));
  if (applicants.status === 'pending') return <Spinner label="Loading applicants..." />;
  if (applicants.status === 'error') {
    return (
      <LoadError what="the applicants" error={applicants.error} onRetry={applicants.refetch} />
    );
  }
  if (applicants.data.length === 0) return <p className={muted}>No applications yet.</p>;
  return (
    <ul className={list}>
      {applicants.data.map((applicant) => (
        <li key={applicant.id} className={item}>
          <h3 className={css({ fontWeight: 'semibold', fontSize: 'md' })}>
            {applicant.studentName}
          </h3>
          <a href={`mailto:${applicant.studentEmail}`} className={link}>
            {applicant.studentEmail}
          </a>
          {applicant.studentPhone ? (
            <a href={`tel:${applicant.studentPhone}`} className={link}>
              {applicant.studentPhone}
            </a>
          ) : null}
          {applicant.studentMajor || applicant.graduationYear ? (
            <p className={muted}>
              {[
                applicant.studentMajor,
                applicant.graduationYear && `Class of ${applicant.graduationYear}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          {applicant.availableStartDate ? (
            <p className={muted}>Available to start: {applicant.availableStartDate}</p>
          ) : null}
          {applicant.coverLetter ? (
            <p className={css({ whiteSpace: 'pre-line', mt: '1' })}>{applicant.coverLetter}</p>
          ) : null}
          {applicant.resumeDownloadUrl ? (
            <a
              href={applicant.resumeDownloadUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              View resume
              <ExternalLink size={14} aria-hidden />
              <span className={css({ srOnly: true })}>(opens in a new tab)</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** 'Applicants' on a position card, opening the list. */
export function ApplicantsButton({ positionId, title }: { positionId: string; title: string }) {
  const path = api.churchPositionApplications(positionId);
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      // New applications arrive while the dashboard is open: read the list afresh on every open.
      onOpenChange={({ open }) => {
        if (open) invalidate(path);
      }}
    >
      <Dialog.Trigger className={button({ variant: 'outline', size: 'sm' })}>
        <Users size={16} aria-hidden />
        Applicants
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={cx(dialogStyles.content, wide)}>
            <div className={header}>
              <Dialog.Title className={cx(dialogStyles.title, css({ flex: '1' }))}>
                Applicants for {title}
              </Dialog.Title>
              <Dialog.CloseTrigger
                className={button({ variant: 'ghost', size: 'icon' })}
                aria-label="Close"
              >
                <X size={18} aria-hidden />
              </Dialog.CloseTrigger>
            </div>
            <ApplicantList positionId={positionId} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
