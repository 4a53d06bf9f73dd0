// When the screens start following the outbox (the root layout its runner and notices, the cards
// their applications waiting to be sent; all bring Dexie and open the outbox's database): only on a
// device that has an outbox. A first visit has none, so its pages never load the outbox's code for
// nothing, which on a phone took several long tasks just after the page had loaded.
import { pageQuiet } from '../lib/after-first-paint';
import { outboxAtStart } from '../lib/storage-snapshot';
import { onOutboxEvent } from './outbox-events';

/**
 * Resolves once the page has an outbox to follow: once it has loaded and is quiet if the outbox
 * was there at start, and at once when a write is queued, here or in another tab, or another tab
 * or the service worker has delivered or refused an entry.
 */
export function outboxToFollow(): Promise<void> {
  return new Promise((follow) => {
    const stop = onOutboxEvent(() => {
      stop();
      follow();
    });
    // Listed at start, not later: the service worker, registered once the page is quiet, may
    // flush when it starts.
    void pageQuiet()
      .then(outboxAtStart)
      .then((exists) => {
        if (!exists) return;
        stop();
        follow();
      });
  });
}
