// Sending an application through the outbox (DESIGN.md, "The outbox protocol"): it is stored on
// this device first (with its resume's bytes), then the outbox is flushed while the student waits.
// Online it arrives at once; offline or when the server fails it stays queued and goes out later,
// exactly once, under the entry's Idempotency-Key. When the device cannot store it, the very same
// entry goes out from memory through the same delivery, or the student is told it was not sent.
// Every application a flush here delivers (this one and any that waited) leaves its receipt in
// my-applications.ts, for 'Applied on' and the status page.
import { OUTBOX_LOCK } from '../../offline/outbox';
import {
  outcomeFor,
  unwatchEntry,
  watchEntry,
  type EntryOutcome,
} from '../../offline/application-queue';
import type { OutboxEntry, OutboxProblem } from '../../offline/outbox-db';
import type { DeliveryOutcome } from '../../offline/outbox-delivery';
import { keepDeliveredApplications } from '../../offline/my-applications';
import { getOutbox } from '../../offline/outbox-instance';
import { flushOutbox, retryOutboxNow } from '../../offline/outbox-runner';
import type { NewOutboxEntry } from '../../offline/outbox-store';
import { isQuotaError, reportStorageError } from '../../lib/storage-status';

/** What became of a submitted application. */
export type SendResult =
  | { type: 'delivered' }
  /** Refused for good (a 4xx): the form still holds everything, nothing is kept in the outbox. */
  | { type: 'rejected'; problem: OutboxProblem }
  /** Stored on this device; sent when the connection (or the server) is back. */
  | { type: 'queued' }
  /**
   * The device could not store it (storage full, IndexedDB unavailable) and it could not be
   * delivered now either (offline, a server error, too many requests): nothing is kept but the
   * form. `problem.message` tells the student so, and why.
   */
  | { type: 'not-sent'; problem: OutboxProblem };

// The last application that could be neither stored nor delivered. Sent again with the same
// answers and resume, it goes under the same Idempotency-Key and upload: the first attempt may
// have arrived with only its answer lost, and the church must not get it twice.
let unsent: OutboxEntry | undefined;

function sameBytes(a: ArrayBuffer, b: ArrayBuffer): boolean {
  if (a === b) return true;
  if (a.byteLength !== b.byteLength) return false;
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  return left.every((byte, index) => byte === right[index]);
}

/** True when `entry` is the application `draft` holds again: same answers, same resume. */
function sameApplication(draft: OutboxEntry, entry: NewOutboxEntry): boolean {
  if (JSON.stringify(draft.operation) !== JSON.stringify(entry.operation)) return false;
  const [kept, given] = [draft.file, entry.file];
  if (!kept || !given) return kept === given;
  return (
    kept.name === given.name &&
    kept.contentType === given.contentType &&
    (!given.storedAddress || given.storedAddress === kept.storedAddress) &&
    sameBytes(kept.bytes, given.bytes)
  );
}

/** Why an application that could be neither kept nor delivered was not sent, for the student. */
function notSentProblem(storageError: unknown, problem: OutboxProblem): OutboxProblem {
  const device = isQuotaError(storageError)
    ? "this device's storage is full, so it can't be saved here to send later"
    : "this browser can't save it on this device to send later";
  let why: string;
  if (problem.status === undefined) {
    why = `${device}, and the job board can't be reached right now. Check your connection and try again.`;
  } else if (problem.status === 429) {
    // The job board's own message says when to try again.
    why = `${device}. ${problem.message}`;
  } else {
    why = `${device}, and the job board can't take it right now. Please try again in a few minutes.`;
  }
  return {
    ...(problem.status !== undefined ? { status: problem.status } : {}),
    message: `Your application was not sent: ${why}`,
  };
}

/** One attempt from memory at an application this device could not store. */
async function sendUnstored(draft: OutboxEntry, storageError: unknown): Promise<SendResult> {
  let outcome: DeliveryOutcome;
  try {
    outcome = await getOutbox().deliverUnstored(draft);
  } catch (error) {
    // An answer the delivery could not read (a proxy's page, say): try again later, as a flush would.
    console.warn('Sending the application failed:', error);
    outcome = { type: 'retry', problem: { message: String(error) } };
  }
  switch (outcome.type) {
    case 'delivered':
      await keepDeliveredApplications([{ entry: draft, body: outcome.body }]);
      return { type: 'delivered' };
    case 'rejected':
      return { type: 'rejected', problem: outcome.problem };
    case 'retry':
    case 'sign-in':
      // A 401 cannot happen to an anonymous student; like a server error, it is "not now".
      unsent = draft;
      return { type: 'not-sent', problem: notSentProblem(storageError, outcome.problem) };
  }
}

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
  // The entry with its Idempotency-Key, stored or (when the device cannot) sent from memory; a
  // second try of an application that was not sent is the same write as the first.
  const draft = unsent && sameApplication(unsent, entry) ? unsent : outbox.store.draft(entry);
  unsent = undefined;
  let id: string;
  try {
    id = (await outbox.enqueue(draft)).id;
  } catch (error) {
    // A full device is said once, app-wide; the application still goes out now if it can.
    reportStorageError(error);
    return sendUnstored(draft, error);
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
