// Registers web/sw.ts (built as /sw.js) in production builds; the dev server has no service worker.
import { Workbox } from 'workbox-window';

/** Registers the service worker and lets a new version take over as soon as it is installed. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // Until the web issue adds an "update available" prompt, a waiting version activates at once:
  // hashed assets are precached as a set, so old and new versions do not mix within one worker.
  workbox.addEventListener('waiting', () => workbox.messageSkipWaiting());
  // Without a service worker the app still works online, so a failed registration is a warning.
  workbox.register().catch((error: unknown) => {
    console.warn('Service worker registration failed:', error);
  });
}
