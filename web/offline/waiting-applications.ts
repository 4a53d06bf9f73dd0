// The positions this device has an application waiting for in the outbox (decision 0028): their
// card and page say 'Waiting to send' instead of 'Apply Now', and applying again asks first. Read
// live, so the words go as soon as a tab or the service worker sends (or the server refuses) it.
import { liveQuery } from 'dexie';
import { applicationOf } from './application-queue';
import type { OutboxEntry } from './outbox-db';
import { getOutbox } from './outbox-instance';

/** The ids of the positions with an application still queued (not refused) among `entries`. */
export function waitingPositionIds(entries: readonly OutboxEntry[]): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const entry of entries) {
    const positionId = applicationOf(entry)?.input.positionId;
    if (positionId && entry.state === 'queued') ids.add(positionId);
  }
  return ids;
}

/** Calls `onChange` with the waiting positions' ids now and after every change of the outbox. */
export function watchWaitingApplications(
  onChange: (positionIds: ReadonlySet<string>) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(async () =>
    waitingPositionIds(await getOutbox().store.all()),
  ).subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}
