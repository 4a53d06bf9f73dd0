// One run of bench:sync on one checkout's board: a new device's first visit to /jobs with the CPU
// slowed down, one change approved, the same device's returning visit, keystrokes in the search box
// (CPU slowed down, at a phone's screen) and reloads offline. Each run uses a fresh browser profile.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { waitForAppTakeover } from '../../tests/e2e/support/app-takeover';
import type { BoardServer } from '../lighthouse/board-server';
import { firstCardAt, watchFirstCard } from '../offline/page-timing';
import { boardPosition } from '../../scripts/seed-board';
import { deviceCache, storeRows, waitForKey, waitForRows, type DeviceCache } from './device-cache';
import { recordListTraffic, type ListRecording, type ListTraffic } from './list-traffic';
import { CPU_SLOWDOWN, OFFLINE_RELOADS, PHONE_SCREEN } from './settings';
import { typeKeystrokes } from './type-keystrokes';

/** What one run measured. */
export interface RunFigures {
  firstVisit: ListTraffic;
  /** First visit: from the navigation to the whole list in IndexedDB (CPU slowed down), ms. */
  firstVisitCachedMs: number;
  /** The longest main-thread task of the first visit (0 when none reached 50 ms), ms. */
  longestTaskMs: number;
  revalidation: ListTraffic;
  /** Returning visit: from the navigation to the new position in IndexedDB, ms. */
  revalidationMs: number;
  keystrokesMs: number[];
  offlineFirstCardMs: number[];
  cache: DeviceCache;
}

/**
 * A visit is over when, for this long, no list request was in flight and IndexedDB's row counts
 * stayed the same, ms: a slowed-down device may write the list in idle-time pieces and only then
 * fetch what goes with it (a church's details), seconds later.
 */
const SETTLED_MS = 3_000;

/** From the start of every document: the longest task the page's main thread ran. */
const RECORD_LONGEST_TASK = `
  window.__longestTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longestTask = Math.max(window.__longestTask, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
`;

/**
 * Creates and approves one new position through the checkout's own store, as an admin's approval
 * would: the change the returning visit must fetch. Its id is new on every call.
 */
async function approveOneMore(board: BoardServer, serial: number): Promise<string> {
  const store = await board.openStore({ mongodbUrl: null, dataDir: board.dataDir });
  try {
    const [profileId] = (await store.positions.listPublic()).map((p) => p.churchProfileId);
    if (profileId === undefined) throw new Error('the board has no church');
    const created = await store.positions.create(profileId, {
      ...boardPosition(serial),
      title: `Newly Approved Position ${serial}`,
    });
    await store.positions.approve(created.id, created.version);
    return created.id;
  } finally {
    await store.close();
  }
}

/** The ETag of the public list the server answers now. */
async function listEtag(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/positions`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET /api/positions answered ${response.status}`);
  return response.headers.get('ETag') ?? '';
}

/**
 * Waits until the server answers a list other than the one tagged `before`. A server notices a
 * write made by another process (as this bench's store is) a moment later, when its cached list's
 * version check runs; a device asking in that moment would be told nothing changed. What every
 * server instance but the one that wrote would do, and not what the bench measures.
 */
async function untilServerSees(baseUrl: string, before: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await listEtag(baseUrl)) === before) {
    if (Date.now() > deadline) throw new Error('the server did not see the approval in 30 s');
    await sleep(200);
  }
}

/** Waits until the visit has settled (see SETTLED_MS). */
async function settle(page: Page, traffic: ListRecording, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = JSON.stringify(await storeRows(page));
    await traffic.settled(SETTLED_MS, Math.max(1, deadline - Date.now()));
    if (JSON.stringify(await storeRows(page)) === before) return;
    if (Date.now() > deadline) throw new Error('the visit did not settle in time');
  }
}

/** The keystrokes' times at a phone's screen, once the app has taken over the page. */
async function phoneKeystrokes(page: Page, cdp: CDPSession): Promise<number[]> {
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE_SCREEN);
  await waitForAppTakeover(page);
  const times = await typeKeystrokes(page, cdp);
  if (desktop) await page.setViewportSize(desktop);
  return times;
}

async function offlineReloads(page: Page): Promise<number[]> {
  await page.context().setOffline(true);
  const times: number[] = [];
  for (let reload = 0; reload <= OFFLINE_RELOADS; reload++) {
    await page.reload();
    const at = await firstCardAt(page);
    // The first reload after a change of connection warms caches up.
    if (reload > 0) times.push(at);
  }
  return times;
}

/**
 * One run on `board`, which holds `listed` public positions; approves one more (`serial` makes it
 * new), so the board holds `listed + 1` afterwards.
 */
export async function oneRun(
  browser: Browser,
  board: BoardServer,
  listed: number,
  serial: number,
): Promise<RunFigures> {
  const context = await browser.newContext({
    baseURL: board.url,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
  });
  try {
    await watchFirstCard(context);
    await context.addInitScript(RECORD_LONGEST_TASK);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let traffic = recordListTraffic(context);
    await page.goto('/jobs', { waitUntil: 'commit' });
    await waitForRows(page, listed);
    const firstVisitCachedMs = await page.evaluate<number>('performance.now()');
    // What the visit fetches along with the list (and the tasks it runs for it) counts too.
    await settle(page, traffic, 180_000);
    const firstVisit = await traffic.stop();
    const longestTaskMs = await page.evaluate<number>('window.__longestTask');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The service worker's install (precaching the app) finishes before the device leaves.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 60_000,
    });
    const cache = await deviceCache(page);

    // Away from the board while the change is approved: only the returning visit may fetch it.
    await page.goto('about:blank');
    const before = await listEtag(board.url);
    const newId = await approveOneMore(board, serial);
    await untilServerSees(board.url, before);
    traffic = recordListTraffic(context);
    await page.goto('/jobs', { waitUntil: 'commit' });
    const revalidationMs = await waitForKey(page, newId);
    await settle(page, traffic, 120_000);
    const revalidation = await traffic.stop();

    const keystrokesMs = await phoneKeystrokes(page, cdp);
    const offlineFirstCardMs = await offlineReloads(page);
    return {
      firstVisit,
      firstVisitCachedMs,
      longestTaskMs,
      revalidation,
      revalidationMs,
      keystrokesMs,
      offlineFirstCardMs,
      cache,
    };
  } finally {
    await context.close();
  }
}
