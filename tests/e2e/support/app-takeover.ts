// A server-rendered page (decision 0023) shows the server's markup until the app's first commit
// replaces it. Tests and benchmarks that measure or type into the app's own elements wait here:
// an element of the server's markup may be detached while it is being read.
import type { Page } from 'playwright-core';

/**
 * Whether the app's first commit has replaced the server's markup: React's own elements are in
 * #root (its root container exists earlier, while it renders in the background).
 */
export function appHasTakenOver(page: Page): Promise<boolean> {
  return page.evaluate(isAppsMarkup);
}

/** Waits until the app has taken over the page (see appHasTakenOver). */
export async function waitForAppTakeover(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(isAppsMarkup, undefined, { timeout });
}

/** Runs in the page: whether #root's first element was rendered by React. */
function isAppsMarkup(): boolean {
  const first = document.getElementById('root')?.firstElementChild;
  return first != null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
}
