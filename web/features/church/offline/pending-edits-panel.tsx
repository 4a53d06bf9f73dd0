// 'Changes waiting to be sent' on the church's screens: each queued church write with where it
// stands, 'Retry now', the request to sign in again after a 401, and for a write the server refused
// its message with 'Edit' (back into its form) or 'Open application', and 'Discard'.
import { Link } from '@tanstack/react-router';
import { CircleAlert, LogIn, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../../shared/api-routes';
import { APPLICATION_STATUS_LABELS, CLOSE_REASON_LABELS } from '../../../../shared/constants';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, card } from '../../../../styled-system/recipes';
import type { ChurchEntry } from '../../../offline/church-queue';
import { retryOutboxNow } from '../../../offline/outbox-runner';
import { showToast } from '../../../ui/toast';
import { showFailure } from '../../../ui/toast-outcome';
import { boxedItem, boxedList } from '../boxed-list';
import { PendingSyncBadge } from './pending-sync-badge';
import { discardChurchWrite, useChurchOutbox } from './use-church-outbox';

const panel = cx(card(), css({ display: 'grid', gap: '4', mb: '6' }));
const headerRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});
const itemHead = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const signInNotice = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderRadius: 'md',
  bg: 'primary.subtle',
  color: 'fg',
});
const problemText = css({ color: 'destructive.text', fontSize: 'sm', fontWeight: 'medium' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

/** What the entry does, in the church's words. */
export function describeChurchEntry(entry: ChurchEntry): string {
  const operation = entry.operation;
  switch (operation.kind) {
    case 'position-create':
      return `New position “${operation.input.title?.trim() ?? ''}”`;
    case 'position-delete':
      return `Delete “${operation.title}”`;
    case 'position-edit':
      return `Changes to “${operation.title}”`;
    case 'position-close':
      return `Close “${operation.title}” (${CLOSE_REASON_LABELS[operation.reason]})`;
    case 'position-reopen':
      return `Reopen “${operation.title}”`;
    case 'position-duplicate':
      return `Copy of “${operation.title}”`;
    case 'church-profile':
      return 'Church profile changes';
    case 'application-status':
      return `${operation.studentName}: ${APPLICATION_STATUS_LABELS[operation.status]}`;
    case 'application-note':
      return `Note on ${operation.studentName}’s application`;
    case 'application-note-delete':
      return `Delete a note on ${operation.studentName}’s application`;
    case 'decline-message':
      return `Decline e-mail to ${operation.studentName}`;
  }
}

function RefusedEntry({ entry }: { entry: ChurchEntry }) {
  const problem = entry.lastProblem;
  const fieldMessages = Object.values(problem?.fieldErrors ?? {}).flat();
  const operation = entry.operation;
  const kind = operation.kind;
  const editable =
    kind === 'position-create' || kind === 'church-profile' || kind === 'position-edit';
  // A 412: someone else changed it meanwhile; its form sets both versions side by side.
  const conflict = problem?.status === 412;
  return (
    <>
      <p className={problemText}>
        The job board refused this change: {problem?.message ?? 'no reason given'}.
      </p>
      {fieldMessages.length > 0 ? (
        <ul className={css({ fontSize: 'sm', listStyle: 'disc', pl: '5' })}>
          {fieldMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {conflict
          ? 'Compare your version with the current one, choose what to keep and save again, or discard yours.'
          : editable
            ? 'Edit it to fix what the job board refused and save it again, or discard it.'
            : 'It cannot be sent as it is. Discard it; nothing else is lost.'}
      </p>
      <div className={actions}>
        {kind === 'position-create' ? (
          <Link
            to="/church/post-job"
            search={{ edit: entry.id }}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            Edit
          </Link>
        ) : null}
        {kind === 'church-profile' ? (
          <Link
            to="/church/profile"
            search={{ edit: entry.id }}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            {conflict ? 'Compare versions' : 'Edit'}
          </Link>
        ) : null}
        {operation.kind === 'position-edit' ? (
          <Link
            to="/church/positions/$id/edit"
            params={{ id: operation.positionId }}
            search={{ edit: entry.id }}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            {conflict ? 'Compare versions' : 'Edit'}
          </Link>
        ) : null}
        {'applicationId' in operation ? (
          <Link
            to="/church/applications/$id"
            params={{ id: operation.applicationId }}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            Open application
          </Link>
        ) : null}
        <button
          type="button"
          className={button({ variant: 'destructive', size: 'sm' })}
          onClick={() =>
            void discardChurchWrite(entry.id).then(
              () =>
                showToast({ title: 'Change discarded', description: describeChurchEntry(entry) }),
              () => showFailure('The change could not be discarded. Please try again.'),
            )
          }
        >
          Discard
        </button>
      </div>
    </>
  );
}

/**
 * The panel; nothing when no church write waits. `only` keeps the entries a screen is about (the
 * applications of one position, say); the dashboard lists them all.
 */
export function PendingEditsPanel({ only }: { only?: (entry: ChurchEntry) => boolean } = {}) {
  const edits = useChurchOutbox();
  const [retrying, setRetrying] = useState(false);
  const shown = only ? edits.all.filter(only) : edits.all;
  if (shown.length === 0) return null;
  const needsSignIn = shown.some((entry) => entry.state === 'needs-sign-in');
  const sendable = shown.some((entry) => entry.state !== 'rejected');

  function retry() {
    setRetrying(true);
    retryOutboxNow()
      .catch((error: unknown) => console.warn('Retry failed:', error))
      .finally(() => setRetrying(false));
  }

  return (
    <section className={panel} aria-labelledby="pending-edits-heading">
      <div className={headerRow}>
        <h2 id="pending-edits-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          Changes waiting to be sent
        </h2>
        {sendable && !needsSignIn ? (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={retry}
            disabled={retrying}
          >
            <RefreshCw size={16} aria-hidden />
            {retrying ? 'Retrying...' : 'Retry now'}
          </button>
        ) : null}
      </div>
      {needsSignIn ? (
        <div className={signInNotice} role="alert">
          <LogIn size={20} aria-hidden />
          <p className={css({ flex: '1', minWidth: '12rem' })}>
            You are signed out. Sign in again to send your changes; they stay saved on this device
            until then.
          </p>
          <a href={api.login} className={button({ size: 'sm' })}>
            Sign in
          </a>
        </div>
      ) : null}
      <ul className={boxedList}>
        {shown.map((entry) => (
          <li key={entry.id} className={boxedItem}>
            <div className={itemHead}>
              <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                {describeChurchEntry(entry)}
              </span>
              {entry.state === 'rejected' ? (
                <span className={cx(badge({ variant: 'destructive' }), css({ gap: '1' }))}>
                  <CircleAlert size={14} aria-hidden />
                  Not sent
                </span>
              ) : (
                <PendingSyncBadge />
              )}
            </div>
            {entry.state === 'rejected' ? <RefusedEntry entry={entry} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
