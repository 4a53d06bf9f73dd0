// The app shell end to end: the real server serves the built app, its manifest and its service
// worker, and the page shows the college name from GET /api/config.
import { describe, expect, it } from 'vitest';
import { sessionWithFreshPages } from './support/app-session';
import { waitForServiceWorkerControl } from './support/offline';
import { screenshot } from './support/screenshot';

describe('app shell', () => {
  const session = sessionWithFreshPages({ env: { COLLEGE_NAME: 'Test College' } });

  it('serves the app at / and shows the college name from /api/config', async () => {
    const { page } = session;
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.getByRole('banner').getByText('Test College').waitFor();
    expect(await page.title()).toBe('Test College Job Board');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await screenshot(page, 'shell-home');
  });

  it('answers an unknown page with the app (SPA fallback)', async () => {
    const { server, page } = session;
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root">');

    await page.goto('/no-such-page');
    await page.getByRole('banner').getByText('Test College').waitFor();
  });

  it('serves the web app manifest and its icons', async () => {
    const { server, page } = session;
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      icons: Array<{ src: string; purpose?: string }>;
    };
    expect(manifest.name).toBe('Leadership College Job Board');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await fetch(`${server.url}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
    }

    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const { server } = session;
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { message?: unknown };
    expect(typeof body.message).toBe('string');
  });

  it('registers the service worker, which takes control of the page', async () => {
    const { server, page } = session;
    await page.goto('/');
    // `ready` never settles when nothing registers (e.g. a development build): give up after 15 s
    // with a clear failure instead of the test timeout.
    const scriptUrl = await page.evaluate(async () => {
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000));
      const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
      return registration?.active?.scriptURL ?? null;
    });
    expect(scriptUrl, 'navigator.serviceWorker.ready').toBe(`${server.url}/sw.js`);
    // clientsClaim() makes the first visit controlled without a reload.
    await waitForServiceWorkerControl(page);
  });
});
