// The service worker: precache the student screens so they open offline, cache the church and
// admin screens' code the first time it is fetched (so they open offline after one visit online),
// answer navigations with the app shell (the client router decides what each path shows, the
// student's status page /application-status/{token} too), and flush the outbox: when it starts,
// on Background Sync, and when a page asks.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { outboxAtStart } from './lib/storage-snapshot';
import { flushAndAnnounce, OUTBOX_SYNC_TAG } from './offline/outbox-instance';
import staffAssets from 'virtual:staff-assets';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// vite-plugin-pwa replaces self.__WB_MANIFEST with the list of built files and their revisions:
// the student screens' only (vite.config.ts, splitAssets).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A church or admin screen's path. */
const isStaffPath = (pathname: string) => /^\/(church|admin)\//.test(pathname);

/** Built JS and CSS: /assets/{name}-{hash}.js|css on this origin. */
const isBuiltAsset = (url: URL) =>
  url.origin === self.location.origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname);

// The other built JS and CSS: the church and admin screens but their dashboards (staffAssets, from
// vite.config.ts). The first time a staff screen is used, all are kept, so every staff screen
// opens offline after one visit online. Their names carry a hash of their content, so a kept copy never goes stale; a new
// deployment's files get new names, and the oldest copies make room for them.
const staffScreens = new CacheFirst({
  cacheName: 'staff-screens',
  plugins: [new ExpirationPlugin({ maxEntries: 200 })],
});
const staffFiles = new Set(staffAssets.map((file) => `/${file}`));
let keepingStaffScreens: Promise<unknown> | undefined;

/** Keeps every staff screen's files (once per worker start; kept ones are cache hits). */
function keepStaffScreens(event: ExtendableEvent): Promise<unknown> {
  keepingStaffScreens ??= Promise.all(
    [...staffFiles].map((file) => staffScreens.handle({ event, request: file })),
  ).catch((error: unknown) => {
    keepingStaffScreens = undefined; // offline midway: try again on the next use
    throw error;
  });
  return keepingStaffScreens;
}

registerRoute(
  ({ url }) => isBuiltAsset(url),
  ({ url, request, event }) => {
    if (staffFiles.has(url.pathname)) {
      event.waitUntil(keepStaffScreens(event).catch(() => undefined));
    }
    return staffScreens.handle({ event, request });
  },
);

// A worker installed from a church or admin screen (its first visit, or a new version while one is
// open) keeps the staff screens before it takes control, so that screen opens offline at once.
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (pages.some((page) => isStaffPath(new URL(page.url).pathname))) {
        // Offline midway: the next use of a staff screen tries again.
        await keepStaffScreens(event).catch(() => undefined);
      }
    })(),
  );
});

// API calls and sign-in redirects are navigations too, but must reach the server; so must the
// crawlers' files and the feeds when someone opens them in a tab.
// Opening a church or admin screen keeps the staff screens (their dashboards are precached, so
// their code's fetch may not tell).
const appShell = createHandlerBoundToURL('index.html');
registerRoute(
  new NavigationRoute(
    (options) => {
      if (isStaffPath(options.url.pathname)) {
        options.event.waitUntil(keepStaffScreens(options.event).catch(() => undefined));
      }
      return appShell(options);
    },
    {
      denylist: [/^\/api\//, /^\/healthz$/, /^\/robots\.txt$/, /^\/sitemap\.xml$/, /^\/feeds\//],
    },
  ),
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

/** The pages' flush (outbox-instance.ts); throws when entries are left for later. */
async function flushOutbox(): Promise<void> {
  const report = await flushAndAnnounce();
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

// Each start of the worker is a chance to send what waits (the page may be long closed). A device
// that never queued anything has no outbox: opening one would create it, and every page after
// would then load the outbox's code for nothing (outbox-to-follow.ts).
outboxAtStart()
  .then((exists) => (exists ? flushOutbox() : undefined))
  .catch(() => undefined);

// Take control of pages opened before this worker activated, so the first visit is offline-ready.
clientsClaim();
