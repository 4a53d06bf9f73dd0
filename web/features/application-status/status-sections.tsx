// What the status page shows of an application: the position it is for, its status in the
// student's words with its dates, and everything the student sent.
import { Link } from '@tanstack/react-router';
import { CircleCheck, FileText, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { api } from '../../../shared/api-routes';
import { APPLICATION_STATUS_FOR_STUDENT } from '../../../shared/constants';
import { dateText, momentText } from '../../../shared/dates';
import type { ApplicationStatusView } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { badge, card } from '../../../styled-system/recipes';
import { NewTabLink } from '../../ui/new-tab-link';
import { link, muted, sectionHeading } from './status-styles';

const answers = css({ display: 'grid', gap: '3' });
const term = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' });
// Whatever the student typed (a long address, a cover letter's lines) stays inside 360 px.
const detail = css({ mt: '0.5', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

/** One answer of the application, shown only when the student gave it. */
function Answer({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt className={term}>{label}</dt>
      <dd className={detail}>{children}</dd>
    </div>
  );
}

/** The position the application is for, with a link to it while it is open. */
export function PositionSection({ position }: { position: ApplicationStatusView['position'] }) {
  return (
    <section className={card()} aria-labelledby="status-position">
      <h2 id="status-position" className={cx(sectionHeading, css({ mb: '1' }))}>
        {position.title}
      </h2>
      {position.churchName ? <p>{position.churchName}</p> : null}
      {position.location ? (
        <p className={cx(muted, css({ display: 'flex', alignItems: 'center', gap: '1' }))}>
          <MapPin size={16} aria-hidden />
          {position.location}
        </p>
      ) : null}
      <p className={css({ mt: '3' })}>
        {position.open ? (
          <Link to="/jobs/$id" params={{ id: position.id }} className={link}>
            View the position
          </Link>
        ) : (
          <span className={badge({ variant: 'outline' })}>This position is closed</span>
        )}
      </p>
    </section>
  );
}

/** The status in the student's words and when it last changed; the day they applied. */
export function StatusSection({ view }: { view: ApplicationStatusView }) {
  return (
    <section className={card()} aria-labelledby="status-heading">
      <h2 id="status-heading" className={sectionHeading}>
        Status
      </h2>
      <p
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          fontSize: 'xl',
          fontWeight: 'semibold',
        })}
      >
        <CircleCheck size={22} aria-hidden />
        {APPLICATION_STATUS_FOR_STUDENT[view.status]}
      </p>
      <p className={cx(muted, css({ mt: '1' }))}>
        Since <time dateTime={view.statusChangedAt}>{momentText(view.statusChangedAt)}</time>
      </p>
      <p className={css({ mt: '3' })}>
        Applied on{' '}
        <time dateTime={view.application.createdAt}>{dateText(view.application.createdAt)}</time>
      </p>
    </section>
  );
}

/** Everything the student sent, labelled as in the apply form. */
export function SentSection({ view, token }: { view: ApplicationStatusView; token: string }) {
  const sent = view.application;
  return (
    <section className={card()} aria-labelledby="status-sent">
      <h2 id="status-sent" className={sectionHeading}>
        What you sent
      </h2>
      <dl className={answers}>
        <Answer label="Full Name">{sent.studentName}</Answer>
        <Answer label="Email">{sent.studentEmail}</Answer>
        <Answer label="Phone Number">{sent.studentPhone}</Answer>
        <Answer label="Major/Field of Study">{sent.studentMajor}</Answer>
        <Answer label="Graduation Year">{sent.graduationYear}</Answer>
        <Answer label="Available to Start">{sent.availableStartDate}</Answer>
        <Answer label="Resume">
          {sent.hasResume ? (
            <NewTabLink href={api.applicationStatusResume(token)} className={link}>
              <FileText size={16} aria-hidden />
              Open your resume
            </NewTabLink>
          ) : null}
        </Answer>
        <Answer label="Cover Letter">{sent.coverLetter}</Answer>
      </dl>
    </section>
  );
}
