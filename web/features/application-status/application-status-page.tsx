// /application-status/{token}: the student's private page, opened from the link in their
// confirmation e-mail or from the position's 'View your application'. No sign-in: the token is the
// capability (decision 0020). It shows the position, the status in the student's words, what
// they sent, how long it is kept, and 'Withdraw application'; offline, the copy this device kept.
import { Link } from '@tanstack/react-router';
import { CircleCheck, CloudOff, ExternalLink, FileText, MapPin, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { api } from '../../../shared/api-routes';
import { APPLICATION_STATUS_FOR_STUDENT } from '../../../shared/constants';
import type { ApplicationStatusView } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { badge, button, card } from '../../../styled-system/recipes';
import { NetworkError } from '../../lib/api-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Page, PageHeader } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { textLink } from '../../ui/text-link';
import { showToast } from '../../ui/toast';
import { useApplicationStatus, type StatusRead } from './use-application-status';

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const day = (iso: string) => DAY.format(new Date(iso));
const moment = (time: string | number) => MOMENT.format(new Date(time));

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const sectionHeading = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const link = cx(textLink, css({ textUnderlineOffset: '2px' }));
const answers = css({ display: 'grid', gap: '3' });
const term = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' });
// Whatever the student typed (a long address, a cover letter's lines) stays inside 360 px.
const detail = css({ mt: '0.5', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
const notice = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'bg.subtle',
});

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
function PositionSection({ position }: { position: ApplicationStatusView['position'] }) {
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
function StatusSection({ view }: { view: ApplicationStatusView }) {
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
        Since <time dateTime={view.statusChangedAt}>{moment(view.statusChangedAt)}</time>
      </p>
      <p className={css({ mt: '3' })}>
        Applied on{' '}
        <time dateTime={view.application.createdAt}>{day(view.application.createdAt)}</time>
      </p>
    </section>
  );
}

/** Everything the student sent, labelled as in the apply form. */
function SentSection({ view, token }: { view: ApplicationStatusView; token: string }) {
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
            <a
              href={api.applicationStatusResume(token)}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              <FileText size={16} aria-hidden />
              Open your resume
              <ExternalLink size={14} aria-hidden />
              <span className={css({ srOnly: true })}>(opens in a new tab)</span>
            </a>
          ) : null}
        </Answer>
        <Answer label="Cover Letter">{sent.coverLetter}</Answer>
      </dl>
    </section>
  );
}

/** How long the application is kept, and withdrawing it. */
function KeepingSection({
  retentionDays,
  canWithdraw,
  onWithdraw,
}: {
  retentionDays: number;
  /** False on a saved copy: withdrawing needs the job board. */
  canWithdraw: boolean;
  onWithdraw: () => Promise<void>;
}) {
  const [withdrawing, setWithdrawing] = useState(false);
  return (
    <section className={card()} aria-labelledby="status-keeping">
      <h2 id="status-keeping" className={sectionHeading}>
        Your data
      </h2>
      <p>
        Your application and resume are deleted {retentionDays} days after the position closes. You
        can withdraw it at any time.
      </p>
      <div className={css({ mt: '4' })}>
        <ConfirmDialog
          trigger={
            <>
              <Trash2 size={16} aria-hidden />
              {withdrawing ? 'Withdrawing...' : 'Withdraw application'}
            </>
          }
          title="Withdraw your application?"
          description="Your application and your resume will be deleted, and the church will no longer see them. This cannot be undone."
          confirmLabel="Withdraw application"
          disabled={!canWithdraw || withdrawing}
          onConfirm={() => {
            setWithdrawing(true);
            void onWithdraw().finally(() => setWithdrawing(false));
          }}
        />
        {canWithdraw ? null : (
          <p className={cx(muted, css({ mt: '2' }))}>
            Withdrawing needs a connection to the job board.
          </p>
        )}
      </div>
    </section>
  );
}

/** 'Saved copy from {time}': what is shown is the last answer kept on this device. */
function SavedCopyNotice({
  savedAt,
  problem,
  onRetry,
}: {
  savedAt: number | undefined;
  problem: unknown;
  onRetry: () => void;
}) {
  return (
    <div role="status" className={notice}>
      <CloudOff size={20} aria-hidden className={css({ flexShrink: 0, mt: '0.5' })} />
      <div className={css({ minWidth: '0' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          Saved copy from {savedAt === undefined ? 'an earlier visit' : moment(savedAt)}
        </p>
        <p className={muted}>
          {problem instanceof NetworkError
            ? "You're offline or the job board can't be reached, so this is what it said last time."
            : "The job board can't answer right now, so this is what it said last time."}
        </p>
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), css({ mt: '2' }))}
          onClick={onRetry}
        >
          Check again
        </button>
      </div>
    </div>
  );
}

/** A message in place of the application, its heading focused so a screen reader hears it. */
function Message({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" className={cx(card(), css({ textAlign: 'center', py: '10' }))}>
      <h2
        ref={heading}
        tabIndex={-1}
        className={css({ fontSize: 'xl', fontWeight: 'semibold', _focus: { outline: 'none' } })}
      >
        {title}
      </h2>
      <div className={css({ color: 'fg.muted', mt: '2' })}>{children}</div>
      <Link to="/jobs" className={cx(button({ variant: 'outline' }), css({ mt: '6' }))}>
        Browse positions
      </Link>
    </section>
  );
}

function Content({
  read,
  token,
  retry,
  withdraw,
}: {
  read: StatusRead;
  token: string;
  retry: () => void;
  withdraw: () => Promise<void>;
}) {
  switch (read.state) {
    case 'loading':
      return <Spinner label="Loading your application..." />;
    case 'not-found':
      return (
        <Message title="Application not found">
          <p>{read.message}</p>
        </Message>
      );
    case 'withdrawn':
      return (
        <Message title="Application withdrawn">
          <p>Your application and your resume have been deleted. The church no longer sees them.</p>
        </Message>
      );
    case 'unavailable':
      return (
        <div role="alert" className={cx(card(), css({ textAlign: 'center', py: '10' }))}>
          <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            {read.problem instanceof NetworkError
              ? "You're offline"
              : 'Your application could not be loaded'}
          </h2>
          <p className={css({ color: 'fg.muted', mt: '2' })}>
            {read.problem instanceof NetworkError
              ? 'This application has not been opened on this device before, so there is no saved copy to show. Open this link again when you are connected.'
              : 'Something went wrong on our side. Please try again in a moment.'}
          </p>
          <button
            type="button"
            className={cx(button({ variant: 'outline' }), css({ mt: '6' }))}
            onClick={retry}
          >
            Try Again
          </button>
        </div>
      );
    case 'ready': {
      const saved = read.problem !== undefined;
      return (
        <div className={stack}>
          {saved ? (
            <SavedCopyNotice savedAt={read.savedAt} problem={read.problem} onRetry={retry} />
          ) : null}
          <PositionSection position={read.view.position} />
          <StatusSection view={read.view} />
          <SentSection view={read.view} token={token} />
          <KeepingSection
            retentionDays={read.view.retentionDays}
            canWithdraw={!saved}
            onWithdraw={withdraw}
          />
        </div>
      );
    }
  }
}

/** The page of the application whose status token is `token`. */
export function ApplicationStatusPage({ token }: { token: string }) {
  const { read, retry, withdraw } = useApplicationStatus(token);
  const withdrawAndTell = async () => {
    const outcome = await withdraw();
    if (outcome.type === 'failed') {
      showToast({ title: 'Not Withdrawn', description: outcome.message, variant: 'destructive' });
    }
  };
  return (
    <Page narrow>
      <PageHeader
        title="Your application"
        description="This page is private to you: anyone with its link can see and withdraw your application, so keep the link to yourself."
      />
      <Content read={read} token={token} retry={retry} withdraw={withdrawAndTell} />
    </Page>
  );
}
