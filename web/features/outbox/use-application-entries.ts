// The applications waiting in this device's outbox, read live from Dexie (STYLE principle 5):
// the list changes as soon as a tab or the service worker sends, refuses or discards one.
import { useLiveQuery } from 'dexie-react-hooks';
import { applicationOf } from '../../offline/application-queue';
import type { OutboxEntry } from '../../offline/outbox-db';
import { getOutbox } from '../../offline/outbox-instance';

/** Queued and refused applications, oldest first; undefined while the first read runs. */
export function useApplicationEntries(): OutboxEntry[] | undefined {
  return useLiveQuery(async () => {
    const entries = await getOutbox().store.all();
    return entries.filter((entry) => applicationOf(entry) !== undefined);
  });
}
