// The public list syncs by changes (decision 0048): a returning visit asks the server only for what
// changed since the cursor the device keeps, and the newly approved position's card comes from
// IndexedDB, written by the list worker. A position whose page was never opened shows its card's
// facts offline and says the rest loads when online; with the connection back, the page loads it.
// Saved offline, such a position is kept as its card, and completed once the connection returns.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { graceChurchAndAdmin, postApprovedPosition } from './support/accounts';
import { startServerAndBrowser, stopServerAndBrowser } from './support/app-session';
import { expectAccessible } from './support/axe';
import { waitForCachedRecords, waitForServiceWorkerControl } from './support/offline';
import { CONNECTION_FAILURE, recordPageErrors } from './support/page-errors';
import type { RunningServer } from './support/server';

describe('the public list syncs by changes', () => {
  let server: RunningServer;
  let browser: Browser;
  let church: BrowserContext;
  let admin: BrowserContext;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: () => string[];
  /** Every list sync the device asked for, as its URL. */
  const syncs: string[] = [];
  let campId = '';

  const cardOf = (title: string) => page.getByRole('article', { name: title });

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser({
      env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' },
    }));
    ({ church, admin } = await graceChurchAndAdmin(server, browser));
    for (const title of ['Youth Pastor', 'Worship Leader']) {
      await postApprovedPosition(server, church, admin, {
        title,
        description: `${title}: serve with our ministry team, on Sundays and through the week.`,
        positionType: 'full-time',
      });
    }
    context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === api.positionsSync) syncs.push(request.url());
    });
    page = await context.newPage();
    pageErrors = recordPageErrors(page);
  });

  afterEach(() => {
    expect(pageErrors().filter((error) => !CONNECTION_FAILURE.test(error))).toEqual([]);
  });

  afterAll(async () => {
    await context?.close();
    await church?.close();
    await admin?.close();
    await stopServerAndBrowser(server, browser);
  });

  it('asks for the changes since its cursor on a returning visit, and shows the new card', async () => {
    await page.goto('/jobs');
    await cardOf('Worship Leader').waitFor();
    await waitForServiceWorkerControl(page);
    // The first visit took the snapshot: both cards, with the cursor in the same transaction.
    await waitForCachedRecords(page, 'positions', 2);
    expect(syncs.map((url) => new URL(url).search)).toEqual(['']);

    campId = await postApprovedPosition(server, church, admin, {
      title: 'Camp Counselor',
      description: 'Lead a cabin of campers through a summer of games, worship and lake days.',
      positionType: 'part-time',
      responsibilities: 'Lead the morning devotions',
    });

    // Back another day: through the app's own link, so the cards come from IndexedDB, not from
    // the server-rendered page.
    await page.goto('/saved');
    await page.getByRole('heading', { level: 1, name: 'Saved Positions' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Browse Jobs' })
      .click();
    await cardOf('Camp Counselor').waitFor();
    await page.getByText('3 positions', { exact: true }).waitFor();
    await waitForCachedRecords(page, 'positions', 3);
    expect(syncs.slice(1).length).toBeGreaterThan(0);
    for (const url of syncs.slice(1)) expect(new URL(url).search).toMatch(/^\?since=\d+$/);
  });

  it("shows a never-opened position's card offline, and the rest once back online", async () => {
    await context.setOffline(true);
    await page.goto(`/jobs/${campId}`);
    await page.getByRole('heading', { level: 1, name: 'Camp Counselor' }).waitFor();
    await page.getByText('Grace Fellowship Church').first().waitFor();
    await page.getByText('Lead a cabin of campers through a summer').waitFor();
    await page
      .getByRole('heading', { name: "The rest of this position loads when you're online" })
      .waitFor();
    await expectAccessible(page, 'a position offline from its card');

    // The connection returns: the page asks again by itself.
    await context.setOffline(false);
    await page.getByText('Lead the morning devotions').waitFor();
    expect(await page.getByText("loads when you're online").count()).toBe(0);
  });

  it('saves a never-opened position offline as its card, and keeps the whole of it once online', async () => {
    await context.setOffline(true);
    await page.goto('/jobs');
    await cardOf('Worship Leader').getByRole('button', { name: 'Save Worship Leader' }).click();
    await cardOf('Worship Leader').getByRole('button', { name: 'Saved', pressed: true }).waitFor();
    await page
      .getByRole('link', { name: /^Saved/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Saved Positions' }).waitFor();
    await page.getByRole('link', { name: 'Worship Leader' }).click();
    await page
      .getByRole('heading', { name: "The rest of this position loads when you're online" })
      .waitFor();

    // Online again: the saved card is completed with the whole position (the page is kept too).
    await context.setOffline(false);
    await waitForCachedRecords(page, 'details', 2);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Worship Leader' }).waitFor();
    await page.getByText('serve with our ministry team, on Sundays').waitFor();
    expect(await page.getByText("loads when you're online").count()).toBe(0);
    await context.setOffline(false);
  });
});
