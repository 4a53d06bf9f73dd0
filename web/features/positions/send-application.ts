// Sending an application through the outbox (DESIGN.md, "The outbox protocol"): it is stored on
// this device first (with its resume's bytes), then the outbox is flushed while the student waits.
// Online it arrives at once; offline or when the server fails it stays queued and goes out later,
// exactly once, under the entry's Idempotency-Key.
import { OUTBOX_LOCK } from '../../offline/outbox';
import {
  outcomeFor,
  unwatchEntry,
  watchEntry,
  type EntryOutcome,
} from '../../offline/application-queue';
import type { OutboxProblem } from '../../offline/outbox-db';
import { getOutbox } from '../../offline/outbox-instance';
import { flushOutbox, retryOutboxNow } from '../../offline/outbox-runner';
import type { NewOutboxEntry } from '../../offline/outbox-store';
import { ApiError } from '../../lib/api-client';
import { reportStorageError } from '../../lib/storage-status';

/** What became of a submitted application. */
export type SendResult =
  | { type: 'delivered' }
  /** Refused for good (a 4xx): the form still holds everything, nothing is kept in the outbox. */
  | { type: 'rejected'; problem: OutboxProblem }
  /** Stored on this device; sent when the connection (or the server) is back. */
  | { type: 'queued' }
  /** The device could not store it (storage full, IndexedDB unavailable): nothing was sent. */
  | { type: 'not-stored'; error: unknown };

/** Waits until no other tab or the service worker is flushing (where Web Locks exist). */
async function otherFlushFinished(): Promise<void> {
  const locks = (navigator as Navigator | undefined)?.locks;
  if (locks) await locks.request(OUTBOX_LOCK, () => undefined);
}

/** Flushes until this entry's fate is known or it has to wait. */
async function flushFor(entryId: string): Promise<EntryOutcome> {
  try {
    // The student is sending right now: like 'Retry now', an older entry's backoff does not make
    // this one wait behind it (entries still go out oldest first).
    let report = await retryOutboxNow();
    // Another tab or the worker holds the flush: once it is done, ours may not have been its.
    if (!report.ran) {
      await otherFlushFinished();
      report = await flushOutbox();
    }
    const outcome = outcomeFor(entryId, report);
    if (outcome.type !== 'queued') return outcome;
  } catch (error) {
    // The outbox could not be read mid-flush; the entry is stored and the runner tries again.
    console.warn('Outbox flush failed:', error);
  }
  // Someone else may have sent it in the meantime.
  const stored = await getOutbox().store.get(entryId);
  if (!stored) return { type: 'delivered' };
  if (stored.state === 'rejected') return { type: 'rejected', entry: stored };
  return { type: 'queued' };
}

/** Queues the application and tries to send it now. */
export async function sendApplication(entry: NewOutboxEntry): Promise<SendResult> {
  const outbox = getOutbox();
  let id: string;
  try {
    id = (await outbox.enqueue(entry)).id;
  } catch (error) {
    // A full device is said once, app-wide; the dialog still sends the application directly.
    reportStorageError(error);
    return { type: 'not-stored', error };
  }
  // The dialog tells the student what happened; the app-wide notices stay quiet about this one.
  watchEntry(id);
  const outcome = await flushFor(id);
  switch (outcome.type) {
    case 'delivered':
      return { type: 'delivered' };
    case 'rejected':
      // The open form still holds every answer, so the student corrects it there (spec
      // behaviour); a copy in the outbox would only be a second application to clear up.
      await outbox.store.remove(id);
      return {
        type: 'rejected',
        problem: outcome.entry.lastProblem ?? { message: 'The application was refused.' },
      };
    case 'queued':
      // From now on the app-wide notices report it, whichever tab or worker sends it.
      unwatchEntry(id);
      return { type: 'queued' };
  }
}

/** A refusal in the shape the apply form's error helpers read. */
export function problemAsError(problem: OutboxProblem): ApiError {
  const body = {
    message: problem.message,
    ...(problem.fieldErrors ? { errors: problem.fieldErrors } : {}),
  };
  return new ApiError(problem.status ?? 0, problem.message, body);
}
