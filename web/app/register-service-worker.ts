// Registers web/sw.ts (built as /sw.js) in production builds; the dev server has no service worker.
// Registration waits until the page has loaded and the browser is idle (as Workbox recommends), so
// the worker's precaching (the student screens only: vite.config.ts) never competes with the first
// screen. A new version waits until the user chooses to reload (the update prompt,
// service-worker-updates.ts), so a page never runs against assets of another version.
import { pageQuiet } from '../lib/after-first-paint';

/** Registers the service worker and reports a waiting new version. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const { followUpdates } = await import('./service-worker-updates');
    followUpdates(registration);
  };
  const start = () => {
    // Without a service worker the app still works online, so a failed registration is a warning.
    register().catch((error: unknown) =>
      console.warn('Service worker registration failed:', error),
    );
  };
  void pageQuiet().then(start);
}
