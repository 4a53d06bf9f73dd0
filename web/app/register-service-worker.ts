// Registers web/sw.ts (built as /sw.js) in production builds; the dev server has no service worker.
// Registration waits until the page has loaded and the browser is idle, so the worker's precaching
// never competes with the first screen. A new version waits until the user chooses to reload
// (the update prompt), so a page never runs against assets of another version.
//
// The browser looks for a new version on every navigation, often before this code has registered:
// the new worker may be installing, or already waiting, by the time we look, and workbox-window's
// `waiting` event misses the first case. So the registration is watched directly, in every state,
// and a tab left open checks for a new version every hour and whenever it is shown again.
import { setUpdateAvailable } from './update-status';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The message web/sw.ts answers with skipWaiting(). */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

/** What this module needs of `navigator.serviceWorker` (a fake in unit tests). */
export interface WorkerContainer extends EventTarget {
  readonly controller: ServiceWorker | null;
}

/** Switches to the waiting version and reloads once it controls the page. */
export function activateNewVersion(
  registration: ServiceWorkerRegistration,
  container: WorkerContainer,
  reload: () => void,
): void {
  const waiting = registration.waiting;
  // Another tab already switched: this page only has to load the new assets.
  if (!waiting) {
    reload();
    return;
  }
  container.addEventListener('controllerchange', () => reload(), { once: true });
  waiting.postMessage(SKIP_WAITING);
}

/**
 * Offers the update (the prompt) whenever a new version has installed and waits, while an older
 * one controls this page: one waiting now, one installing now, or one found later.
 */
export function watchForNewVersion(
  registration: ServiceWorkerRegistration,
  container: WorkerContainer,
  reload: () => void = () => window.location.reload(),
): void {
  const offer = () => {
    // Without a controller this is the first installation, not an update: nothing to reload.
    if (registration.waiting && container.controller) {
      setUpdateAvailable(() => activateNewVersion(registration, container, reload));
    }
  };
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer();
    });
  };
  offer();
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

/** Asks the browser to look for a new version now and then while the tab stays open. */
function checkForUpdatesNowAndThen(registration: ServiceWorkerRegistration): void {
  let lastCheck = Date.now();
  const check = () => {
    if (!navigator.onLine || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    // A failed check (server unreachable) is retried at the next occasion.
    registration.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Registers the service worker and reports a waiting new version. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    watchForNewVersion(registration, navigator.serviceWorker);
    checkForUpdatesNowAndThen(registration);
  };
  const start = () => {
    // Without a service worker the app still works online, so a failed registration is a warning.
    register().catch((error: unknown) =>
      console.warn('Service worker registration failed:', error),
    );
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 2000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
