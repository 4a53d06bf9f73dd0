// Applications that were waiting and have been delivered since this page was opened: the pending
// list shows them as sent, so a student watching it sees where their application went.
import { useSyncExternalStore } from 'react';
import { applicationOf, applicationTitle } from '../../offline/application-queue';
import type { OutboxEntry } from '../../offline/outbox-db';

/** A delivered application as the pending list shows it. */
export interface RecentDelivery {
  id: string;
  title: string;
  churchName: string | null;
  deliveredAt: number;
}

let deliveries: readonly RecentDelivery[] = [];
const listeners = new Set<() => void>();

/** Remembers delivered applications (newest first). */
export function rememberDeliveries(entries: readonly OutboxEntry[], now = Date.now()): void {
  const added = entries.flatMap((entry) => {
    const application = applicationOf(entry);
    if (!application || deliveries.some((known) => known.id === entry.id)) return [];
    return [
      {
        id: entry.id,
        title: applicationTitle(entry),
        churchName: application.position?.churchName ?? null,
        deliveredAt: now,
      },
    ];
  });
  if (added.length === 0) return;
  deliveries = [...added, ...deliveries];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The applications delivered since the page opened, newest first. */
export function useRecentDeliveries(): readonly RecentDelivery[] {
  return useSyncExternalStore(subscribe, () => deliveries);
}
