// Registers web/sw.ts (built as /sw.js) in production builds; the dev server has no service worker.
// workbox-window is loaded after the page, so it never delays the first screen.

/** Registers the service worker and lets a new version take over as soon as it is installed. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    // Until the offline issue adds an "update available" prompt, a waiting version activates at
    // once: hashed assets are precached as a set, so old and new versions do not mix.
    workbox.addEventListener('waiting', () => workbox.messageSkipWaiting());
    await workbox.register();
  };
  const start = () => {
    // Without a service worker the app still works online, so a failed registration is a warning.
    register().catch((error: unknown) =>
      console.warn('Service worker registration failed:', error),
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
