// The one outbox of this browser profile, shared by the pages and the service worker: the same
// database, the same policy, fetch as the transport, and the same flush.
import { browserFetch } from '../lib/api-client';
import { keepDeliveredApplications } from './my-applications';
import { OutboxDb } from './outbox-db';
import { announceFlush } from './outbox-events';
import { Outbox, type FlushReport } from './outbox';
import { OutboxStore } from './outbox-store';

let instance: Outbox | undefined;

/** The outbox, opened on first use. */
export function getOutbox(): Outbox {
  instance ??= new Outbox(new OutboxStore(new OutboxDb()), { send: browserFetch });
  return instance;
}

/**
 * One flush, wherever it runs (a page's runner or the service worker): every application it
 * delivers leaves its receipt on this device (the page may be long closed), then every open page
 * is told.
 */
export async function flushAndAnnounce(): Promise<FlushReport> {
  const report = await getOutbox().flush();
  await keepDeliveredApplications(report.delivered);
  announceFlush(report);
  return report;
}

/** The Background Sync tag the worker flushes the outbox under. */
export const OUTBOX_SYNC_TAG = 'outbox-flush';
