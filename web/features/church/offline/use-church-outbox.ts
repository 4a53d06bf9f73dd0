// The church's queued writes as its screens show them (read live from the outbox database, so a
// delivery by another tab or the service worker shows at once), and how a screen sends one.
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxFile } from '../../../offline/outbox-db';
import { churchCacheDb, lastSignedInChurch } from '../../../offline/church-cache';
import { reportStorageError } from '../../../lib/storage-status';
import { getOutbox } from '../../../offline/outbox-instance';
import { flushOutbox } from '../../../offline/outbox-runner';
import {
  pendingChurchEdits,
  resubmitChurchWrite,
  submitChurchWrite,
  type ChurchOperation,
  type PendingChurchEdits,
  type SubmitOutcome,
} from '../../../offline/church-queue';

const NONE: PendingChurchEdits = pendingChurchEdits([]);

/** The church's queued writes; empty until first read. */
export function useChurchOutbox(): PendingChurchEdits & { loaded: boolean } {
  const edits = useLiveQuery(async () => pendingChurchEdits(await getOutbox().store.all()), []);
  return edits ? { ...edits, loaded: true } : { ...NONE, loaded: false };
}

/**
 * Entries whose outcome the screen that queued them is telling the church about: the app-wide
 * listener does not toast their delivery a second time.
 */
export const toldBySubmitter = new Set<string>();

/** Queues a church write and tries to send it now; `replacing` corrects a refused entry. */
export async function sendChurchWrite(
  operation: ChurchOperation,
  options: { file?: OutboxFile; replacing?: string } = {},
): Promise<SubmitOutcome> {
  const outbox = getOutbox();
  if (options.replacing) toldBySubmitter.add(options.replacing);
  const outcome = await (
    options.replacing
      ? resubmitChurchWrite(outbox, flushOutbox, options.replacing, operation, options.file)
      : submitChurchWrite(
          outbox,
          flushOutbox,
          operation,
          options.file,
          (entry) => toldBySubmitter.add(entry.id),
          await currentChurchId(),
        )
  ).catch((error: unknown) => {
    // A full device is said app-wide; the screen shows its own failure toast.
    reportStorageError(error);
    throw error;
  });
  // Not delivered yet: when it is, the app-wide listener is the one to tell the church.
  if (outcome.type !== 'delivered') toldBySubmitter.delete(outcome.entry.id);
  return outcome;
}

/** The signed-in church (confirmed by the server, or the last one it confirmed when offline). */
async function currentChurchId(): Promise<string | undefined> {
  const user = await lastSignedInChurch(churchCacheDb());
  return user?.id;
}

/** Removes a queued write the church no longer wants (discard, or undo a deletion). */
export function discardChurchWrite(entryId: string): Promise<void> {
  return getOutbox().store.remove(entryId);
}

/** The toast after a write was queued but not sent yet. */
export function queuedToast(online: boolean) {
  return {
    title: 'Saved on this device',
    description: online
      ? "The job board can't be reached right now. Your change is saved on this device and will be sent automatically."
      : "You're offline. Your change is saved on this device and will be sent when you're back online.",
  };
}
