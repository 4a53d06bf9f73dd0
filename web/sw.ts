// The service worker: precache the built app so it opens offline, and answer navigations with
// the app shell (the client router decides what each path shows). The outbox flush comes later.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// vite-plugin-pwa replaces self.__WB_MANIFEST with the list of built files and their revisions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// API calls and sign-in redirects are navigations too, but must reach the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/healthz$/],
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

// Take control of pages opened before this worker activated, so the first visit is offline-ready.
clientsClaim();
