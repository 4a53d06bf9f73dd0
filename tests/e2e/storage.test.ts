// Storage: the app asks for persistent storage on start (a second after the
// first render, with the storage notice's code) and records the answer; when the browser has cleared the saved data the user is told so on the next start
// instead of finding an empty list.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { sessionWithFreshPages } from './support/app-session';
import { recordPageErrors } from './support/page-errors';
import { screenshot } from './support/screenshot';

const CLEARED =
  "Saved data on this device was cleared by the browser: positions you saved are gone. The job list is downloaded again when you're online.";

/** The databases this device is known to have had (the storage status's marker). */
function savedDataMarker(page: Page): Promise<string[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('job-board:saved-data') ?? '[]') as string[],
  );
}

describe('storage', () => {
  const session = sessionWithFreshPages({ env: { COLLEGE_NAME: 'Test College' } });

  it('asks for persistent storage on start and records the answer', async () => {
    const { page } = session;
    await page.goto('/jobs');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Chromium decides without asking the user (engagement, installation); either answer is kept.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('job-board:storage-persisted')), {
        timeout: 10_000,
      })
      .toMatch(/^(granted|denied)$/);
    const persisted = await page.evaluate(() => navigator.storage.persisted());
    expect(await page.evaluate(() => localStorage.getItem('job-board:storage-persisted'))).toBe(
      persisted ? 'granted' : 'denied',
    );
  });

  it('tells the user when the browser cleared the saved data', async () => {
    const { page } = session;
    await page.goto('/jobs');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The list is cached (no outbox: nothing was queued); the app notes that this device has it.
    await expect
      .poll(() => savedDataMarker(page), { timeout: 20_000 })
      .toEqual(['job-board-cache']);
    expect(await page.getByRole('alert').count()).toBe(0);

    // The browser evicts the cache (as it may under storage pressure when storage is not persisted).
    const deleted = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const request = indexedDB.deleteDatabase('job-board-cache');
          request.onsuccess = () => resolve('deleted');
          request.onerror = () => resolve(`failed: ${String(request.error)}`);
          request.onblocked = () => resolve('blocked');
        }),
    );
    expect(deleted).toBe('deleted');
    await page.reload();

    const notice = page.getByRole('alert').filter({ hasText: 'Saved data on this device' });
    await notice.waitFor();
    expect(await notice.textContent()).toBe(CLEARED);
    await screenshot(page, 'storage-cleared-notice');
    await expectAccessible(page, 'jobs with the storage cleared notice');
    // The list comes back from the server all the same.
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    // Said once: the next start has nothing to say.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('says nothing to a first-time visitor who opens a second tab at once', async () => {
    const { server, browser } = session;
    // Its own context without the service worker, so the page's requests can be held back here.
    const tabs = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    try {
      const first = await tabs.newPage();
      const second = await tabs.newPage();
      const errors = [recordPageErrors(first), recordPageErrors(second)];
      // The second tab's storage check loads late (a slow device): by then the first tab has
      // created the databases and recorded them, after the second tab listed them at its start.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await second.route(/\/storage-notice-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await Promise.all([first.goto('/jobs'), second.goto('/jobs')]);
      await expect
        .poll(() => savedDataMarker(first), { timeout: 20_000 })
        .toEqual(['job-board-cache']);
      const loaded = second.waitForResponse(/\/storage-notice-[^/]*\.js$/);
      release();
      await loaded;
      // The check lists the databases and compares: a moment after its code arrived.
      await second.waitForTimeout(1500);

      for (const tab of [first, second]) {
        await tab.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await tab.getByRole('alert').count()).toBe(0);
      }
      // What this device has is still known, so a real clearing later is still noticed.
      expect(await savedDataMarker(second)).toEqual(['job-board-cache']);
      expect([...errors[0]!(), ...errors[1]!()]).toEqual([]);
    } finally {
      await tabs.close();
    }
  });
});
