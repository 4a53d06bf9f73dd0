// When the root layout starts following the outbox (its runner and notices, which bring Dexie and
// open the outbox's database): only on a device that has an outbox. A first visit has none, so its
// pages never load the outbox's code nor create its database for nothing, which on a phone took
// several long tasks just after the page had loaded.
import { pageQuiet } from '../lib/after-first-paint';
import { OUTBOX_DATABASE } from '../lib/storage-snapshot';
import { onOutboxEvent } from '../offline/outbox-events';

/** Whether the outbox's database exists; true where the browser cannot list its databases. */
async function outboxDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return databases === null || databases.some((database) => database.name === OUTBOX_DATABASE);
}

/**
 * Resolves once the page has an outbox to follow: once it has loaded and is quiet, if the outbox's
 * database exists then (listed then, not at start: another tab may have created it meanwhile);
 * and at once when a write is queued, here or in another tab, or another tab or the service worker
 * has flushed.
 */
export function outboxToFollow(): Promise<void> {
  return new Promise((follow) => {
    const stop = onOutboxEvent(() => {
      stop();
      follow();
    });
    void pageQuiet()
      .then(outboxDatabaseExists)
      .then((exists) => {
        if (!exists) return;
        stop();
        follow();
      });
  });
}
