// When the page flushes the outbox: on app start, when the connection returns, when a backoff
// ends, after something is queued and on "Retry now". Background Sync is also asked to flush
// (the worker does it even after the tab is closed, where the browser supports it).
import { reportStorageError } from '../lib/storage-status';
import { announceWrite } from './outbox-events';
import { flushAndAnnounce, getOutbox, OUTBOX_SYNC_TAG } from './outbox-instance';
import type { FlushReport } from './outbox';
import { submitWrite, type WriteOutcome } from './outbox-submit';
import type { NewOutboxEntry } from './outbox-store';

let retryTimer: number | undefined;
let started = false;

/** Asks the service worker to flush when the browser is online (Background Sync), if supported. */
async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  // Chromium has Background Sync; elsewhere `sync` is missing and the page's triggers suffice.
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/** Flushes now (one flush at a time across tabs and the worker) and plans the next attempt. */
export async function flushOutbox(): Promise<FlushReport> {
  const report = await flushAndAnnounce();
  if (!report.ran) {
    // Another tab or the worker holds the lock; its flush may stop at a backoff without planning
    // anything here, so look again shortly rather than leave entries waiting for a trigger.
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(() => void flushOutbox().catch(reportFlushError), 2000);
    return report;
  }
  window.clearTimeout(retryTimer);
  if (report.retryAt !== undefined) {
    const delay = Math.max(0, report.retryAt - Date.now());
    retryTimer = window.setTimeout(() => void flushOutbox().catch(reportFlushError), delay);
    if (report.stoppedBy === 'offline-or-server') await requestBackgroundSync();
  }
  return report;
}

function reportFlushError(error: unknown): void {
  // A full device is shown to the user by the storage notice; anything else is logged for developers.
  if (!reportStorageError(error)) console.warn('Outbox flush failed:', error);
}

/** "Retry now": lifts the backoff and flushes. */
export async function retryOutboxNow(): Promise<FlushReport> {
  await getOutbox().store.clearBackoff();
  return flushOutbox();
}

/**
 * Stores a write and sends it now (submitWrite with this page's outbox). The user is sending right
 * now: like 'Retry now', an older entry's backoff does not make this one wait behind it (entries
 * still go out oldest first).
 */
export function sendWrite(write: NewOutboxEntry, replacing?: string): Promise<WriteOutcome> {
  announceWrite();
  return submitWrite(getOutbox(), retryOutboxNow, write, replacing);
}

/** After the user signed in again: held church edits may go out. */
export async function resumeAfterSignIn(): Promise<FlushReport> {
  await getOutbox().store.releaseSignInHolds();
  return flushOutbox();
}

/** Starts flushing on app start and whenever the connection returns. Idempotent. */
export function startOutboxRunner(): void {
  if (started) return;
  started = true;
  const flush = () => void flushOutbox().catch(reportFlushError);
  window.addEventListener('online', flush);
  flush();
}
