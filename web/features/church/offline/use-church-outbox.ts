// The church's queued writes as its screens show them (read live from the outbox database, so a
// delivery by another tab or the service worker shows at once), and how a screen sends one.
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxFile } from '../../../offline/outbox-db';
import { churchCacheDb, lastSignedInChurch } from '../../../offline/church-cache';
import { getOutbox } from '../../../offline/outbox-instance';
import { sendWrite } from '../../../offline/outbox-runner';
import type { WriteOutcome } from '../../../offline/outbox-submit';
import {
  pendingChurchEdits,
  type ChurchOperation,
  type PendingChurchEdits,
} from '../../../offline/church-queue';

const NONE: PendingChurchEdits = pendingChurchEdits([]);

/** The church's queued writes; empty until first read. */
export function useChurchOutbox(): PendingChurchEdits & { loaded: boolean } {
  const edits = useLiveQuery(async () => pendingChurchEdits(await getOutbox().store.all()), []);
  return edits ? { ...edits, loaded: true } : { ...NONE, loaded: false };
}

/** Sends a church write (sendWrite) under the signed-in church; `replacing` corrects a refused entry. */
export async function sendChurchWrite(
  operation: ChurchOperation,
  options: { file?: OutboxFile; replacing?: string } = {},
): Promise<WriteOutcome> {
  const ownerId = options.replacing ? undefined : await currentChurchId();
  return sendWrite(
    { operation, ...(options.file ? { file: options.file } : {}), ...(ownerId ? { ownerId } : {}) },
    options.replacing,
  );
}

/** The signed-in church (confirmed by the server, or the last one it confirmed when offline). */
async function currentChurchId(): Promise<string | undefined> {
  // Unreadable (IndexedDB unavailable): the write cannot be stored either, and is said not stored.
  const user = await lastSignedInChurch(churchCacheDb()).catch(() => undefined);
  return user?.id;
}

/** Removes a queued write the church no longer wants (discard, or undo a deletion). */
export function discardChurchWrite(entryId: string): Promise<void> {
  return getOutbox().store.remove(entryId);
}
