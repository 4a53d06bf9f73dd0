// What the device holds, read from inside the page without knowing how the app stores it: the rows
// of every object store of its `job-board-cache` IndexedDB database, whether a position's id is a
// key of any of them, and the origin's storage. Whatever a checkout keeps per position (the full
// position, or its card) is a row keyed by the position's id; the bench asks only that.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';

/** Rows per object store, and the origin's storage use (bytes) as the browser estimates it. */
export interface DeviceCache {
  rows: Record<string, number>;
  /** IndexedDB's share when the browser reports it (Chromium does), else the whole origin's. */
  bytes: number;
}

// The in-page code is source text: tsx's keepNames helper would not exist inside the page.
// The database is opened without a version and closed at once, so the app's own upgrades are
// never blocked; a database that does not exist yet is not created (the upgrade is aborted).
const WITH_DATABASE = `
  const withDatabase = (use) => new Promise((resolve) => {
    const open = indexedDB.open('job-board-cache');
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      const names = [...db.objectStoreNames];
      if (names.length === 0) { db.close(); resolve(null); return; }
      const tx = db.transaction(names);
      const answer = use(names.map((name) => [name, tx.objectStore(name)]));
      tx.oncomplete = () => { db.close(); resolve(answer()); };
      tx.onerror = () => { db.close(); resolve(null); };
    };
  });
`;

/** Rows per object store (empty when the database does not exist yet). */
export async function storeRows(page: Page): Promise<Record<string, number>> {
  const rows = await page.evaluate<Record<string, number> | null>(`(async () => {
    ${WITH_DATABASE}
    return withDatabase((stores) => {
      const counts = stores.map(([name, store]) => [name, store.count()]);
      return () => Object.fromEntries(counts.map(([name, request]) => [name, request.result]));
    });
  })()`);
  return rows ?? {};
}

/** The page's clock (ms since its navigation) when some object store holds a row keyed `id`, else null. */
function heldKeyAt(page: Page, id: string): Promise<number | null> {
  return page.evaluate<number | null>(`(async () => {
    ${WITH_DATABASE}
    const found = await withDatabase((stores) => {
      const keys = stores.map(([, store]) => store.getKey(${JSON.stringify(id)}));
      return () => keys.some((request) => request.result !== undefined);
    });
    return found === true ? performance.now() : null;
  })()`);
}

/** The rows per store and the storage the origin uses. */
export async function deviceCache(page: Page): Promise<DeviceCache> {
  const bytes = await page.evaluate<number>(`navigator.storage.estimate().then(
    (estimate) => estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0,
  )`);
  return { rows: await storeRows(page), bytes };
}

/** Polls (every `everyMs`) until some object store holds `rows` rows or more; throws after `timeoutMs`. */
export async function waitForRows(
  page: Page,
  rows: number,
  { everyMs = 250, timeoutMs = 180_000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // A navigation under way destroys the page's context: counted as nothing yet.
  const most = async () => Math.max(0, ...Object.values(await storeRows(page).catch(() => ({}))));
  while ((await most()) < rows) {
    if (Date.now() > deadline) throw new Error(`the device did not hold ${rows} rows in time`);
    await sleep(everyMs);
  }
}

/**
 * Polls (every `everyMs`) until some object store holds a row keyed `id`; answers the page's clock
 * then (ms since its navigation started), so the time counts from the navigation.
 */
export async function waitForKey(
  page: Page,
  id: string,
  { everyMs = 20, timeoutMs = 120_000 } = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A navigation under way destroys the page's context: asked again on the next round.
    const at = await heldKeyAt(page, id).catch(() => null);
    if (at !== null) return at;
    if (Date.now() > deadline) throw new Error(`the device never held position ${id}`);
    await sleep(everyMs);
  }
}
