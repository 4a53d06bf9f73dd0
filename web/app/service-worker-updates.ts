// How a new version of the app reaches an open page: the browser looks for one on every navigation,
// often before the page has registered its worker, so the new worker may be installing, or already
// waiting, by the time we look (workbox-window's `waiting` event misses the first case). The
// registration is watched directly, in every state, and a tab left open checks for a new version
// every hour and whenever it is shown again. Loaded with the registration, after the first screen.
import { setUpdateAvailable } from '../lib/update-status';

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

/** Watches `registration` for new versions and checks for them now and then. */
export function followUpdates(registration: ServiceWorkerRegistration): void {
  watchForNewVersion(registration, navigator.serviceWorker);
  checkForUpdatesNowAndThen(registration);
}
