// The two target figures that Lighthouse does not give, measured in Chromium driven by
// playwright-core at the screen Lighthouse emulates (a Moto G Power, 412x823): the JavaScript and
// CSS a cold load of /jobs fetches in its first seconds, and how long a filter keystroke takes.
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

/**
 * gzip -9 of each distinct file among `assets`, read from the `distDir` that served them, as
 * bench:web counts what Chromium fetched.
 */
export function gzipBytes(assets: FetchedAsset[], distDir: string): number {
  let total = 0;
  for (const file of new Set(assets.map((asset) => path.join(distDir, asset.file)))) {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(file), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    total += size;
  }
  return total;
}

/** The JS and CSS one cold load fetched, the page's and its service worker's apart. */
export interface ColdLoad {
  page: FetchedAsset[];
  serviceWorker: FetchedAsset[];
}

/**
 * Opens `path` in a fresh profile without throttling and lists the JS and CSS requests that start
 * within `windowMs` of the navigation, by the page and by its service worker (which registers
 * after `load` and precaches); each is counted once it has finished, however long that takes.
 */
export async function coldLoad(
  browser: Browser,
  baseURL: string,
  pagePath: string,
  windowMs: number,
): Promise<ColdLoad> {
  const context = await phoneContext(browser, baseURL);
  try {
    const requests = recordScriptsAndStyles(context);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(pagePath, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, started + windowMs - Date.now()));
    const fetched = await fetchedAssets([...requests]);
    return {
      page: fetched.filter((asset) => !asset.byServiceWorker),
      serviceWorker: fetched.filter((asset) => asset.byServiceWorker),
    };
  } finally {
    await context.close();
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
