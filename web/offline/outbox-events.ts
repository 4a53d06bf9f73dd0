// What a flush tells the open pages, wherever it ran (a tab or the service worker): a
// BroadcastChannel reaches every page of the app, so the student is told once their application
// went out, even if the worker sent it.
import type { OutboxEntry } from './outbox-db';
import type { FlushReport } from './outbox';

/** The channel's name. */
export const OUTBOX_CHANNEL = 'job-board-outbox';

/** A message on the channel. */
export type OutboxEvent =
  | { type: 'delivered'; entries: OutboxEntry[] }
  | { type: 'rejected'; entries: OutboxEntry[] }
  | { type: 'needs-sign-in' }
  | { type: 'changed' };

/** Tells every page what a flush did (nothing when it did nothing). */
export function announceFlush(report: FlushReport): void {
  if (!report.ran || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  const events: OutboxEvent[] = [];
  if (report.delivered.length > 0) {
    events.push({ type: 'delivered', entries: report.delivered.map((d) => d.entry) });
  }
  if (report.rejected.length > 0) events.push({ type: 'rejected', entries: report.rejected });
  if (report.stoppedBy === 'sign-in') events.push({ type: 'needs-sign-in' });
  for (const event of events) channel.postMessage(event);
  channel.close();
}

/**
 * Tells every page, this one included (another BroadcastChannel of the page receives it), that a
 * write is being queued: a page that was not following the outbox starts to (web/app).
 */
export function announceWrite(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage({ type: 'changed' } satisfies OutboxEvent);
  channel.close();
}

/** Listens to flush events from every context; returns the function that stops listening. */
export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => listener(message.data);
  return () => channel.close();
}
