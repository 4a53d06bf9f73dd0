// What the benchmarks measure inside the page: the moment the first job card is on screen after a
// navigation, how long one keystroke in the search box takes to show its result, and the JavaScript
// and CSS the browser fetched.
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page, Request } from 'playwright-core';

// The in-page code is passed as source text: tsx compiles this file with esbuild's keepNames,
// whose `__name(...)` helper would not exist inside the page.

/**
 * From the start of every document: polls each animation frame for a job card in the page, so the
 * time is the frame in which the card was first laid out and painted.
 */
export async function watchFirstCard(context: BrowserContext): Promise<void> {
  await context.addInitScript(`
    window.__firstCardAt = new Promise((resolve) => {
      const check = () => {
        if (document.querySelector('main li article')) resolve(performance.now());
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  `);
}

/** The first card's time of the page's current document. */
export function firstCardAt(page: Page): Promise<number> {
  return page.evaluate<number>('window.__firstCardAt');
}

/** First contentful paint of the current document (ms since the navigation started). */
export function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate<number>(`
    new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) {
          observer.disconnect();
          resolve(entry.startTime);
        }
      });
      observer.observe({ type: 'paint', buffered: true });
    })
  `);
}

/**
 * Arms the measurement of the next keystroke: from the keydown's timestamp to the end of the commit
 * that changed the result under <main> (the MutationObserver runs right after React's commit;
 * changes to the search box itself do not count),
 * including the style and layout of the new cards (forced there). Painting waits for the next
 * display frame whatever the app does, so it is left out.
 */
export async function armKeystroke(page: Page): Promise<void> {
  await page.evaluate(`
    (() => {
      const input = document.getElementById('position-search');
      const main = document.querySelector('main');
      if (!input || !main) throw new Error('the search box is not on the page');
      window.__nextKeystroke = new Promise((resolve) => {
        input.addEventListener(
          'keydown',
          (event) => {
            const start = event.timeStamp;
            const observer = new MutationObserver((records) => {
              // React also writes the search box's own value attribute at once: not the result.
              if (records.every((record) => input.contains(record.target))) return;
              observer.disconnect();
              document.body.getBoundingClientRect(); // style and layout of what changed
              resolve(performance.now() - start);
            });
            observer.observe(main, {
              subtree: true,
              childList: true,
              characterData: true,
              attributes: true,
            });
          },
          { once: true },
        );
      });
    })()
  `);
}

/**
 * The armed keystroke's time (after the key was pressed). Throws when nothing under <main> changed
 * within `timeoutMs`, rather than waiting for ever on a page that shows its result elsewhere.
 */
export async function keystrokeTime(page: Page, timeoutMs = 10_000): Promise<number> {
  const timer = new AbortController();
  const late = sleep(timeoutMs, undefined, { signal: timer.signal }).then(() => {
    throw new Error(`the keystroke changed nothing under <main> within ${timeoutMs} ms`);
  });
  try {
    return await Promise.race([page.evaluate<number>('window.__nextKeystroke'), late]);
  } finally {
    timer.abort();
  }
}

/**
 * Waits until this browser's cache holds `positions` positions (and `churches` churches where it
 * keeps them apart). Polled from here: page.waitForFunction takes the promise a string expression
 * evaluates to for a truthy answer and would return at once.
 */
export async function waitForCache(page: Page, positions: number, churches: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await page.evaluate<boolean>(cacheHolds(positions, churches)))) {
    if (Date.now() > deadline) {
      throw new Error(`the cache did not hold ${positions} positions within 120 s`);
    }
    await sleep(500);
  }
}

/** A page expression: whether the cache holds the positions and churches (never creates it). */
function cacheHolds(positions: number, churches: number): string {
  // A revision that keeps churches apart (a table per church) holds the list once both are whole;
  // one whose cards carry their church, once the positions are.
  return `new Promise((resolve) => {
    const [wantPositions, wantChurches] = [${positions}, ${churches}];
    const open = indexedDB.open('job-board-cache');
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      const stores = ['positions', 'churches'].filter((name) => db.objectStoreNames.contains(name));
      if (!stores.includes('positions')) {
        db.close();
        resolve(false);
        return;
      }
      const tx = db.transaction(stores);
      const counts = stores.map((name) => tx.objectStore(name).count());
      tx.oncomplete = () => {
        db.close();
        const [positionCount, churchCount] = counts.map((request) => request.result);
        resolve(
          positionCount === wantPositions &&
            (churchCount === undefined || churchCount === wantChurches),
        );
      };
      tx.onerror = () => {
        db.close();
        resolve(false);
      };
    };
  })`;
}

/** One JS or CSS file the browser requested. */
export interface FetchedAsset {
  /** Path under dist/, e.g. assets/index-abc.js. */
  file: string;
  /** Body bytes as transferred, in the server's content-encoding (0 when served from a cache). */
  wireBytes: number;
  encoding: string;
  /** Requested by a service worker (precaching) rather than by the page. */
  byServiceWorker: boolean;
}

const isScriptOrStyle = (url: string): boolean => /\.(m?js|css)$/.test(new URL(url).pathname);

/**
 * From now on, lists the JS and CSS requests in the order they start: a page's own, or with a
 * context also its service workers' (Playwright reports those on the context only).
 */
export function recordScriptsAndStyles(target: Page | BrowserContext): Request[] {
  const requests: Request[] = [];
  const listener = (request: Request) => {
    if (isScriptOrStyle(request.url())) requests.push(request);
  };
  if ('context' in target) target.on('request', listener);
  else target.on('request', listener);
  return requests;
}

/** What each request transferred, once its response has finished; a failed request throws. */
export function fetchedAssets(requests: Request[]): Promise<FetchedAsset[]> {
  return Promise.all(
    requests.map(async (request): Promise<FetchedAsset> => {
      const response = await request.response();
      if (!response?.ok()) throw new Error(`${request.url()} answered ${response?.status()}`);
      await response.finished();
      const headers = await response.allHeaders();
      return {
        file: new URL(request.url()).pathname.slice(1),
        wireBytes: (await request.sizes()).responseBodySize,
        encoding: headers['content-encoding'] ?? 'identity',
        byServiceWorker: request.serviceWorker() !== null,
      };
    }),
  );
}
