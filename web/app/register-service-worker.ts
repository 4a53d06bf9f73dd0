// Registers web/sw.ts (built as /sw.js) in production builds; the dev server has no service worker.
// Registration waits until the page has loaded and the browser is idle, so the worker's precaching
// never competes with the first screen. A new version waits until the user chooses to reload
// (the update prompt), so a page never runs against assets of another version.
import { setUpdateAvailable } from './update-status';

/** Registers the service worker and reports a waiting new version. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      setUpdateAvailable(() => {
        // Reload once the new worker has taken over, so the page loads the new assets.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    await workbox.register();
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
