// The one way a screen sends a write (an application, a church's edit, a review): stored in the
// outbox first, then a flush (oldest first, so earlier writes go before it), and one answer for
// this write that every screen reads (decision 0038). A write this device cannot store comes back
// 'not-stored' with the entry it would have been, for the screen to say so or send it from memory.
import { reportStorageError } from '../lib/storage-status';
import type { FailedOutcome as Failed, WriteOutcome as Outcome } from '../lib/write-outcome';
import type { OutboxEntry, OutboxProblem } from './outbox-db';
import { OUTBOX_LOCK, type FlushReport, type Outbox } from './outbox';
import type { NewOutboxEntry } from './outbox-store';

/** What became of one write stored in the outbox (web/lib/write-outcome.ts). */
export type WriteOutcome = Outcome<OutboxEntry>;

/** An outcome that leaves nothing applied or waiting. */
export type FailedOutcome = Failed<OutboxEntry>;

const REFUSED: OutboxProblem = { message: 'The server refused this change.' };

/**
 * Where `entry` stands after `report`, the flush that followed storing it; `stored` is the entry
 * as stored now (undefined once gone). A flush that did not run (another tab held the lock) or
 * that stopped before the entry leaves the stored entry to tell.
 */
export function outcomeOf(
  entry: OutboxEntry,
  report: FlushReport,
  stored: OutboxEntry | undefined,
): WriteOutcome {
  const delivered = report.delivered.find((d) => d.entry.id === entry.id);
  if (delivered) return { type: 'delivered', entry, body: delivered.body };
  // Gone without being in this report: another context delivered it meanwhile.
  if (!stored) return { type: 'delivered', entry, body: undefined };
  if (stored.state === 'rejected') {
    return { type: 'rejected', entry: stored, problem: stored.lastProblem ?? REFUSED };
  }
  if (stored.state === 'needs-sign-in') return { type: 'needs-sign-in', entry: stored };
  return { type: 'queued', entry: stored };
}

// Entries whose outcome the screen that sent them tells itself: the app-wide notices (a delivery
// or a refusal another context announces) leave them alone, so the user is not told twice.
const toldBySubmitter = new Set<string>();

/** True when the screen that sent this entry tells its outcome itself. */
export function isToldBySubmitter(entryId: string): boolean {
  return toldBySubmitter.has(entryId);
}

/** Waits until no other tab or the service worker is flushing (where Web Locks exist). */
async function otherFlushFinished(): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) await locks.request(OUTBOX_LOCK, () => undefined);
}

/** Flushes until the entry's fate is known or it has to wait. */
async function flushFor(
  outbox: Outbox,
  flush: () => Promise<FlushReport>,
  entry: OutboxEntry,
): Promise<WriteOutcome> {
  let report: FlushReport = { ran: false, delivered: [], rejected: [] };
  try {
    report = await flush();
    // Another tab or the worker held the flush: once it is done, ours may not have been its.
    if (!report.ran) {
      await otherFlushFinished();
      report = await flush();
    }
  } catch (error) {
    // The outbox could not be read mid-flush; the entry is stored and the runner tries again.
    console.warn('Outbox flush failed:', error);
  }
  return outcomeOf(entry, report, await outbox.store.get(entry.id));
}

/**
 * Stores `write` durably (or, with `replacing`, puts it in place of that refused entry under a new
 * Idempotency-Key), flushes with `flush` and says what became of it. The page's flush also plans
 * retries and tells the other tabs (outbox-runner.ts, sendWrite).
 */
export async function submitWrite(
  outbox: Outbox,
  flush: () => Promise<FlushReport>,
  write: NewOutboxEntry,
  replacing?: string,
): Promise<WriteOutcome> {
  const draft = outbox.store.draft(write);
  let entry: OutboxEntry | undefined;
  try {
    if (replacing) {
      await outbox.store.replace(replacing, write.operation, write.file);
      entry = await outbox.store.get(replacing);
    } else {
      entry = await outbox.store.add(draft);
    }
  } catch (error) {
    // A full device is said once, app-wide; the screen says what became of this write.
    reportStorageError(error);
    console.warn('Could not store the change:', error);
    return { type: 'not-stored', entry: draft, problem: { message: String(error) }, error };
  }
  if (!entry) throw new Error('The change to correct is no longer stored.');
  toldBySubmitter.add(entry.id);
  const outcome = await flushFor(outbox, flush, entry);
  // Still waiting: whichever tab or worker sends it later, the app-wide notices tell.
  if (outcome.type === 'queued' || outcome.type === 'needs-sign-in') {
    toldBySubmitter.delete(entry.id);
  }
  return outcome;
}
