// Waiting for what a page keeps for offline use, before a test takes the connection away.
import { expect } from 'vitest';
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
  // Polled with page.evaluate, which awaits the promise: page.waitForFunction would take the
  // promise itself for a truthy answer and return at once.
  const holds = () =>
    page.evaluate(
      ([name, minimum]) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('job-board-cache');
          // Never create the database (the app does, at its own version), and close every
          // connection: one left open would block the app's upgrade, and with it every write.
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            const answer = (value: boolean) => {
              db.close();
              resolve(value);
            };
            if (!db.objectStoreNames.contains(name)) return answer(false);
            const count = db.transaction(name).objectStore(name).count();
            count.onsuccess = () => answer(count.result >= minimum);
            count.onerror = () => answer(false);
          };
        }),
      [storeName, atLeast] as const,
    );
  await expect.poll(holds, { timeout: 15_000, interval: 250 }).toBe(true);
}

/** Opens `path` online and waits for its `heading` (h1) and for the service worker to control it. */
export async function openOnline(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await waitForServiceWorkerControl(page);
}

/** Takes the connection away from `page`'s context, reloads it and waits for its `heading` (h1). */
export async function reloadOffline(page: Page, heading: string): Promise<void> {
  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}
