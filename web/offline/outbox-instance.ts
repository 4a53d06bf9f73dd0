// The one outbox of this browser profile, shared by the pages and the service worker: the same
// database, the same policy, fetch as the transport.
import { OutboxDb } from './outbox-db';
import { Outbox } from './outbox';
import { OutboxStore } from './outbox-store';

let instance: Outbox | undefined;

/** The outbox, opened on first use. */
export function getOutbox(): Outbox {
  instance ??= new Outbox(new OutboxStore(new OutboxDb()), {
    // Bound: a detached `fetch` throws "Illegal invocation" in browsers.
    send: (url, init) => fetch(url, init),
  });
  return instance;
}

/** The Background Sync tag the worker flushes the outbox under. */
export const OUTBOX_SYNC_TAG = 'outbox-flush';
