// Waiting for what a page keeps for offline use, before a test takes the connection away.
import type { Page } from 'playwright-core';

/** Waits until the service worker controls the page, so its requests go through the worker. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 15_000,
  });
}

/**
 * Waits until the app's IndexedDB cache (`job-board-cache`) holds at least `atLeast` records in
 * `storeName`: the copy a reload without a connection renders from.
 */
export async function waitForCachedRecords(
  page: Page,
  storeName: string,
  atLeast: number,
): Promise<void> {
  await page.waitForFunction(
    ([name, minimum]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('job-board-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) return resolve(false);
          const count = db.transaction(name).objectStore(name).count();
          count.onsuccess = () => resolve(count.result >= minimum);
          count.onerror = () => resolve(false);
        };
      }),
    [storeName, atLeast] as const,
    { timeout: 15_000, polling: 250 },
  );
}
