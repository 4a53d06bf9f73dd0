// The service worker: precache the built app so it opens offline, answer navigations with the
// app shell (the client router decides what each path shows, the student's status page
// /application-status/{token} too), and flush the outbox: when it starts, on Background Sync, and
// when a page asks. Applications it delivers leave their receipt on the device (my-applications.ts).
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { keepDeliveredApplications } from './offline/my-applications';
import { announceFlush } from './offline/outbox-events';
import { getOutbox, OUTBOX_SYNC_TAG } from './offline/outbox-instance';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// vite-plugin-pwa replaces self.__WB_MANIFEST with the list of built files and their revisions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// API calls and sign-in redirects are navigations too, but must reach the server; so must the
// crawlers' files when someone opens them in a tab.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/healthz$/, /^\/robots\.txt$/, /^\/sitemap\.xml$/],
  }),
);

// The page asks a waiting version to activate (see register-service-worker.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void self.skipWaiting();
  }
});

/** Flushes the outbox and tells the pages; throws when entries are left for later. */
async function flushOutbox(): Promise<void> {
  const report = await getOutbox().flush();
  // The page may be long closed: the receipts are kept here, before the pages are told.
  await keepDeliveredApplications(report.delivered);
  announceFlush(report);
  // Background Sync retries a sync whose promise rejects, with the browser's own backoff.
  if (report.stoppedBy === 'offline-or-server') throw new Error('Outbox entries are waiting');
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(flushOutbox());
});

// Each start of the worker is a chance to send what waits (the page may be long closed).
flushOutbox().catch(() => undefined);

// Take control of pages opened before this worker activated, so the first visit is offline-ready.
clientsClaim();
