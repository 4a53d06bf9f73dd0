// The two target figures that Lighthouse does not give, measured in Chromium driven by
// playwright-core at the screen Lighthouse emulates (a Moto G Power, 412x823): the JavaScript and
// CSS a cold load of /jobs needs before the app answers a tap, and how long a filter keystroke takes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  armKeystroke,
  fetchedAssets,
  keystrokeTime,
  recordScriptsAndStyles,
  waitForCache,
  type FetchedAsset,
} from '../offline/page-timing';
import { waitForAppTakeover } from '../../tests/e2e/support/app-takeover';

/** Lighthouse's default mobile screen. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** A fresh profile (cold cache, no service worker yet) at the phone's screen. */
function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'allow' });
}

/** By absolute path: the baseline's dist/ and the current one can hold files of the same name. */
const gzipSizes = new Map<string, number>();

/** gzip -9 of one file under `distDir`, as bench:web counts what Chromium fetched. */
export function gzipSize(file: string, distDir: string): number {
  const full = path.join(distDir, file);
  let size = gzipSizes.get(full);
  if (size === undefined) {
    size = gzipSync(readFileSync(full), { level: 9 }).length;
    gzipSizes.set(full, size);
  }
  return size;
}

/** gzip -9 of each distinct file among `assets`, read from the `distDir` that served them. */
export function gzipBytes(assets: FetchedAsset[], distDir: string): number {
  let total = 0;
  for (const file of new Set(assets.map((asset) => asset.file))) total += gzipSize(file, distDir);
  return total;
}

/**
 * Opens `pagePath` in a fresh profile (cold cache, no service worker) without throttling, and lists
 * the JS and CSS the page itself requested from the navigation until the app answers a tap: its
 * first commit has replaced the server's markup (waitForAppTakeover). React listens on #root from
 * before that render, and the router has loaded the route's code before it, so from that commit on
 * a tap on a card's link is the app's navigation and a letter in the search box filters the list.
 * Then a tap on the first card's link is made, and must open its page without a new document:
 * what the app loads after that moment (the screens a tap opens, the notices and the service
 * worker's registration once the page is quiet) is not counted, nor is the worker's precache.
 */
export async function loadUntilTap(
  browser: Browser,
  baseURL: string,
  pagePath: string,
): Promise<FetchedAsset[]> {
  const context = await phoneContext(browser, baseURL);
  try {
    const requests = recordScriptsAndStyles(context);
    const page = await context.newPage();
    await page.goto(pagePath, { waitUntil: 'commit' });
    await waitForAppTakeover(page, 60_000);
    const beforeTap = [...requests];
    await tapFirstCard(page);
    const fetched = await fetchedAssets(beforeTap);
    return fetched.filter((asset) => !asset.byServiceWorker);
  } finally {
    await context.close();
  }
}

/** Taps the first card's link and waits for its page, which the app must open in the same document. */
async function tapFirstCard(page: Page): Promise<void> {
  await page.evaluate('window.__sameDocument = true');
  const link = page.locator('main li article a').first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the first card on the page has no link');
  await link.tap();
  await page.waitForURL((url) => url.pathname === href, { timeout: 30_000 });
  if (!(await page.evaluate<boolean>('window.__sameDocument === true'))) {
    throw new Error(`a tap on the first card loaded ${href} as a new document, not in the app`);
  }
}

/** Letters that each change the result on the benchmark board (as bench:offline types them). */
const LETTERS = ['w', 'y', 'b', 'k', 'f', 'x', 'h', 'm', 'v', 'q'];

/** Keystroke times, ms: each letter typed into the empty box, and each Backspace emptying it. */
export interface Keystrokes {
  letters: number[];
  backspaces: number[];
}

async function typeLetters(page: Page): Promise<Keystrokes> {
  const search = page.getByLabel('Search positions');
  await search.focus();
  const times: Keystrokes = { letters: [], backspaces: [] };
  for (const letter of LETTERS) {
    for (const key of [letter, 'Backspace']) {
      await armKeystroke(page);
      await page.keyboard.press(key);
      const time = await keystrokeTime(page).catch((error: unknown) => {
        throw new Error(`typing ${key} on /jobs`, { cause: error });
      });
      (key === 'Backspace' ? times.backspaces : times.letters).push(time);
      // Let the list's measuring and any idle work settle between keystrokes.
      await page.waitForTimeout(150);
    }
  }
  return times;
}

/**
 * Opens /jobs in a fresh profile, waits until the whole list is in the device's cache (the first
 * visit's write is then over), and times keystrokes in the search box: first as this machine runs
 * them, then with Chromium's CPU slowed down `cpuSlowdown` times, as Lighthouse simulates a phone.
 * What a keystroke's time is: see armKeystroke (from the keydown to the new result in the DOM, laid
 * out; the paint that follows is not included).
 */
export async function filterKeystrokes(
  browser: Browser,
  baseURL: string,
  positions: number,
  churches: number,
  cpuSlowdown: number,
): Promise<{ fast: Keystrokes; slowed: Keystrokes }> {
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await page.goto('/jobs');
    await page.locator('main li article').first().waitFor({ timeout: 60_000 });
    await waitForCache(page, positions, churches);
    // A server-rendered /jobs shows its cards before the app has replaced them: the keystrokes
    // are timed in the app's search box, once React's own elements are in #root.
    await waitForAppTakeover(page);
    const fast = await typeLetters(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const slowed = await typeLetters(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { fast, slowed };
  } finally {
    await context.close();
  }
}
