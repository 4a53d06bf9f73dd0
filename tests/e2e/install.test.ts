// Installable: Chromium finds nothing that stops the app from being installed,
// reads the manifest as written (name, icons with a maskable 512 px one, standalone, theme colour,
// shortcuts), offers installation (`beforeinstallprompt`) and the top navigation shows
// 'Install app'. Chromium reports installability only for a profile on disk: a persistent
// context; a normal (incognito) context is refused, and there the button stays away.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { CHROMIUM_ARGS, launchBrowser } from './support/browser';
import { waitForServiceWorkerControl } from './support/offline';
import { recordPageErrors } from './support/page-errors';
import { screenshot } from './support/screenshot';
import { startServer, type RunningServer } from './support/server';

/** What `Page.getAppManifest` answers (Chromium's parse of the manifest and its raw text). */
interface AppManifestAnswer {
  url: string;
  errors: { message: string; critical: number }[];
  data?: string;
  manifest?: {
    name?: string;
    display?: string;
    startUrl?: string;
    themeColor?: string;
    icons?: { url: string; sizes?: string; type?: string }[];
    shortcuts?: { name: string; url: string }[];
  };
}

interface RawManifest {
  name: string;
  short_name: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function installabilityErrors(cdp: CDPSession): Promise<string[]> {
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  return installabilityErrors.map((error) => error.errorId);
}

/** Counts `beforeinstallprompt` events from the start of every page, before the app listens. */
async function countInstallOffers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as Window & { installOffers?: number };
    counted.installOffers = 0;
    window.addEventListener('beforeinstallprompt', () => {
      counted.installOffers = (counted.installOffers ?? 0) + 1;
    });
  });
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await waitForServiceWorkerControl(page);
}

describe('installing the app', () => {
  let server: RunningServer;
  let profileDir: string;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startServer({ env: { COLLEGE_NAME: 'Test College' } });
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
    if (profileDir) await rm(profileDir, { recursive: true, force: true });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('is installable, with the manifest as written, and offers installation', async () => {
    profileDir = await mkdtemp(path.join(tmpdir(), 'job-board-e2e-profile-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: server.url,
      serviceWorkers: 'allow',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const pageErrors = recordPageErrors(page);
    await countInstallOffers(page);
    const cdp = await context.newCDPSession(page);

    await page.goto('/');
    await page.getByRole('banner').getByText('Test College').waitFor();
    await waitForServiceWorker(page);

    // Nothing stands in the way: no 'manifest-missing-suitable-icon', 'no-icon-available', ...
    await expect.poll(() => installabilityErrors(cdp), { timeout: 10_000 }).toEqual([]);

    const answer = (await cdp.send('Page.getAppManifest')) as AppManifestAnswer;
    expect(answer.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(answer.errors).toEqual([]);
    const parsed = answer.manifest;
    expect(parsed?.name).toBe('Leadership College Job Board');
    expect(parsed?.display).toBe('kStandalone');
    expect(parsed?.startUrl).toBe(`${server.url}/`);
    expect(parsed?.themeColor).toBe('rgba(29,53,87,1)');
    expect(parsed?.shortcuts).toEqual([
      { name: 'Browse Jobs', url: `${server.url}/jobs` },
      { name: 'Church Dashboard', url: `${server.url}/church/dashboard` },
    ]);
    // Chromium's parse leaves out an icon's purpose: read it from the manifest's text.
    const raw = JSON.parse(answer.data ?? '{}') as RawManifest;
    expect(raw.short_name).toBe('Job Board');
    expect(raw.theme_color).toBe('#1d3557');
    const iconsBySize = raw.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(iconsBySize).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    // Each icon is a PNG of the size it claims.
    for (const icon of raw.icons) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      const { width, height } = pngSize(await response.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }

    // The browser offers installation; the app keeps the offer for its own button.
    await page.waitForFunction(
      () => ((window as Window & { installOffers?: number }).installOffers ?? 0) > 0,
      null,
      { timeout: 15_000 },
    );
    const install = page.getByRole('button', { name: 'Install app' });
    await install.waitFor();
    await screenshot(page, 'install-offered');
    await expectAccessible(page, 'home with the install offer');

    // Pressing it hands the offer to the browser's own dialog: the offer is used up.
    await install.click();
    await install.waitFor({ state: 'detached' });
    expect(pageErrors()).toEqual([]);
  });

  it('shows no install button where the browser does not offer installation', async () => {
    const browser = await launchBrowser();
    try {
      context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
      const page = await context.newPage();
      const pageErrors = recordPageErrors(page);
      await countInstallOffers(page);
      const cdp = await context.newCDPSession(page);
      await page.goto('/');
      await page.getByRole('banner').getByText('Test College').waitFor();
      await waitForServiceWorker(page);
      expect(await installabilityErrors(cdp)).toContain('in-incognito');
      await page.getByRole('link', { name: 'Browse Jobs' }).first().waitFor();
      expect(
        await page.evaluate(() => (window as Window & { installOffers?: number }).installOffers),
      ).toBe(0);
      expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
      expect(pageErrors()).toEqual([]);
    } finally {
      await context?.close();
      context = undefined;
      await browser.close();
    }
  });
});
