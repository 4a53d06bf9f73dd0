// One application in the outbox: its position, when it was queued and where it stands. A refused
// one (the position closed, or the server said no) shows everything the student wrote, to copy
// and send another way, and can be discarded.
import { CircleAlert, Clock, Copy, Trash2 } from 'lucide-react';
import { css, cx } from '../../../styled-system/css';
import { badge, button, card } from '../../../styled-system/recipes';
import {
  applicationAnswers,
  applicationOf,
  applicationText,
  applicationTitle,
  positionClosed,
} from '../../offline/application-queue';
import type { OutboxEntry } from '../../offline/outbox-db';
import { getOutbox } from '../../offline/outbox-instance';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { showToast } from '../../ui/toast';
import { momentText as formatMoment } from '../../../shared/dates';
import { showFailure } from '../../ui/toast-outcome';

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '2',
});
const title = css({ fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const problemBox = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  mt: '4',
  p: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'destructive',
  bg: 'bg.muted',
  fontSize: 'sm',
});
const answers = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '12rem minmax(0, 1fr)' },
  columnGap: '4',
  rowGap: '1',
  mt: '4',
  fontSize: 'sm',
  '& dt': { fontWeight: 'semibold', mt: { base: '2', sm: '0' } },
  '& dd': { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '4' });

async function copyApplication(entry: OutboxEntry): Promise<void> {
  try {
    await navigator.clipboard.writeText(applicationText(entry));
    showToast({ title: 'Copied', description: 'Your application is on the clipboard.' });
  } catch {
    showToast({
      title: 'Could Not Copy',
      description: 'Select the text of your application and copy it yourself.',
      variant: 'destructive',
    });
  }
}

async function discard(entry: OutboxEntry): Promise<void> {
  try {
    await getOutbox().store.remove(entry.id);
    showToast({ title: 'Application Discarded', description: 'It was removed from this device.' });
  } catch {
    showFailure('The application could not be removed from this device. Please try again.');
  }
}

/** Why a refused application was not delivered, and what the student can do. */
function refusal(entry: OutboxEntry): string {
  if (positionClosed(entry)) {
    return 'This position has closed: the church no longer takes applications for it. Your application was not sent. Copy it to keep what you wrote.';
  }
  const message = entry.lastProblem?.message ?? 'The job board refused it.';
  return `The job board did not accept this application: ${message} It was not sent. Copy it to keep what you wrote, then apply again from the position's page.`;
}

/** A queued or refused application. */
export function PendingApplicationCard({ entry }: { entry: OutboxEntry }) {
  const position = applicationOf(entry)?.position;
  const rejected = entry.state === 'rejected';
  const headingId = `pending-${entry.id}`;
  return (
    <article className={card()} aria-labelledby={headingId}>
      <div className={header}>
        <div className={css({ minWidth: '0' })}>
          <h2 id={headingId} className={title}>
            {applicationTitle(entry)}
          </h2>
          {position?.churchName ? <p className={muted}>{position.churchName}</p> : null}
        </div>
        <span className={badge({ variant: rejected ? 'destructive' : 'pending' })}>
          {rejected ? 'Not delivered' : 'Waiting to send'}
        </span>
      </div>
      <p className={cx(css({ display: 'flex', alignItems: 'center', gap: '1', mt: '2' }), muted)}>
        <Clock size={14} aria-hidden />
        Queued{' '}
        <time dateTime={new Date(entry.createdAt).toISOString()}>
          {formatMoment(entry.createdAt)}
        </time>
      </p>
      {!rejected && entry.lastProblem ? (
        <p className={cx(css({ mt: '1' }), muted)}>
          Last attempt: {entry.lastProblem.message}
          {entry.notBefore > Date.now() ? ` Next attempt at ${formatMoment(entry.notBefore)}.` : ''}
        </p>
      ) : null}
      {rejected ? (
        <>
          <p className={problemBox} role="note">
            <CircleAlert
              size={16}
              aria-hidden
              className={css({ flexShrink: '0', mt: '0.5', color: 'destructive.text' })}
            />
            <span>{refusal(entry)}</span>
          </p>
          <dl className={answers} aria-label="Your application">
            {applicationAnswers(entry).map(({ label, value }) => (
              <div key={label} className={css({ display: 'contents' })}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={actions}>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => void copyApplication(entry)}
            >
              <Copy size={14} aria-hidden /> Copy
            </button>
            <ConfirmDialog
              trigger={
                <>
                  <Trash2 size={14} aria-hidden /> Discard
                </>
              }
              title="Discard this application?"
              description="It will be removed from this device. Copy it first if you want to keep what you wrote."
              confirmLabel="Discard"
              onConfirm={() => void discard(entry)}
            />
          </div>
        </>
      ) : null}
    </article>
  );
}
