// While a church page is open: the outbox is flushed (on start, when the connection returns), edits
// held for sign-in go out once the server confirms the church signed in again, and a delivery
// made by any tab or the service worker refreshes the church's data and says so (the spec's
// success toast, once).
import { useEffect } from 'react';
import { APPLICATION_STATUS_LABELS } from '../../../../shared/constants';
import { churchCacheDb, keepChurchAnswer, type ChurchAnswer } from '../../../offline/church-cache';
import { isChurchEntry } from '../../../offline/church-queue';
import type { OutboxEntry } from '../../../offline/outbox-db';
import { onOutboxEvent } from '../../../offline/outbox-events';
import { getOutbox } from '../../../offline/outbox-instance';
import { flushOutbox, resumeAfterSignIn, startOutboxRunner } from '../../../offline/outbox-runner';
import { publicPositionsChanged } from '../../../offline/use-public-positions';
import { showToast, type ToastMessage } from '../../../ui/toast';
import { positionWriteToast } from './position-write-texts';
import { refetchChurchReads, reportCacheError } from './use-church-data';
import { isToldBySubmitter } from '../../../offline/outbox-submit';

/**
 * After posting: the spec's title, but the truth about what happens next (decision 0024 departs
 * from 'Students can now apply!': a new position waits for the college's approval).
 */
export const POSITION_POSTED_TOAST: ToastMessage = {
  title: 'Position Posted',
  description:
    'Your position was sent to the college for approval. Students can apply once it is approved, and we will e-mail you then.',
};

/** The toast once a profile save is applied. */
export const PROFILE_SAVED_TOAST: ToastMessage = {
  title: 'Profile Saved',
  description: 'Your church profile has been updated successfully.',
};

/** The success toast for a delivered church write. */
export function deliveredToast(entry: OutboxEntry, body?: unknown): ToastMessage | null {
  const operation = entry.operation;
  switch (operation.kind) {
    case 'position-create':
      return POSITION_POSTED_TOAST;
    case 'position-edit':
    case 'position-close':
    case 'position-reopen':
    case 'position-duplicate':
      return positionWriteToast(operation, body);
    case 'position-delete':
      return {
        title: 'Position Deleted',
        description: 'The position has been successfully deleted.',
      };
    case 'church-profile':
      return PROFILE_SAVED_TOAST;
    case 'application-status':
      return {
        title: 'Status updated',
        description: `${operation.studentName} is now ${APPLICATION_STATUS_LABELS[operation.status]}.`,
      };
    case 'application-note':
      return {
        title: 'Note saved',
        description: `Your note on ${operation.studentName}’s application is saved.`,
      };
    case 'application-note-delete':
      return {
        title: 'Note deleted',
        description: `The note on ${operation.studentName}’s application is deleted.`,
      };
    case 'decline-message':
      return {
        title: 'E-mail sent',
        description: `Your message to ${operation.studentName} is on its way.`,
      };
    default:
      return null;
  }
}

/**
 * After a church write was delivered (here, by another tab or the service worker): its answer, when
 * given, goes into the kept copies the screens show, so it shows at once; then every church read
 * asks the server again, and the public positions are refreshed (a deleted position or a
 * renamed church shows on /jobs and the position pages).
 */
export function refreshChurchReads(answer?: ChurchAnswer): void {
  const kept = answer ? keepChurchAnswer(churchCacheDb(), answer) : Promise.resolve();
  void kept.catch(reportCacheError).then(() => refetchChurchReads());
  void publicPositionsChanged();
}

function reportSyncError(error: unknown): void {
  console.warn('Could not send the waiting changes:', error);
}

/**
 * Sends the edits held for sign-in; a flush already running elsewhere (it stops at the held
 * entry) would make ours a no-op, so it is tried again shortly.
 */
async function resumeHeldEdits(attempt = 0): Promise<void> {
  const held = await getOutbox().store.all();
  if (!held.some((entry) => entry.state === 'needs-sign-in' && isChurchEntry(entry))) return;
  const report = await resumeAfterSignIn();
  if (!report.ran && attempt < 5) {
    await new Promise((done) => window.setTimeout(done, 1000));
    await resumeHeldEdits(attempt + 1);
  }
}

/** How often an open church page checks that due entries are not left waiting. */
const WATCH_INTERVAL_MS = 5000;

/**
 * Flushes when a church entry is due and online. The runner can miss one: a flush that found the
 * lock taken (the worker flushing, or stopping at a backoff) drops the planned retry.
 */
async function flushIfDue(): Promise<void> {
  if (!navigator.onLine) return;
  const entries = await getOutbox().store.all();
  const now = Date.now();
  if (entries.some((e) => isChurchEntry(e) && e.state === 'queued' && e.notBefore <= now)) {
    await flushOutbox();
  }
}

/** Keeps the church's queued writes moving while its page is open. */
export function useChurchSync(sessionConfirmed: boolean): void {
  useEffect(() => {
    startOutboxRunner();
    return onOutboxEvent((event) => {
      if (event.type !== 'delivered') return;
      // The screen that sent a write reads again and tells the church itself.
      const church = event.entries.filter(
        (entry) => isChurchEntry(entry) && !isToldBySubmitter(entry.id),
      );
      if (church.length === 0) return;
      refreshChurchReads();
      for (const entry of church) {
        const toast = deliveredToast(entry);
        if (toast) showToast(toast);
      }
    });
  }, []);
  useEffect(() => {
    const timer = window.setInterval(
      () => void flushIfDue().catch(reportSyncError),
      WATCH_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    // The server just said this church is signed in: what a 401 held may go now.
    if (sessionConfirmed) resumeHeldEdits().catch(reportSyncError);
  }, [sessionConfirmed]);
}
