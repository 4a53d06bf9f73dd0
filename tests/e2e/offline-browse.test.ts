// Browsing offline: after one online visit every route opens without a
// connection, /jobs and a position's page render from this device's cache with a notice of how old
// it is, and positions the student saved stay on /saved, readable offline and after they left the
// board (marked 'No longer open', their page showing the saved copy). A long list is virtualised
// and stays a list that scrolls, tabs and searches as a whole.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedBoardInDataDir } from '../../scripts/seed-board';
import { api } from '../../shared/api-routes';
import { graceChurchAndAdmin, postApprovedPosition } from './support/accounts';
import { startServerAndBrowser, stopServerAndBrowser } from './support/app-session';
import { expectAccessible } from './support/axe';
import { waitForCachedRecords, waitForServiceWorkerControl } from './support/offline';
import { recordPageErrors } from './support/page-errors';
import { screenshot } from './support/screenshot';
import type { RunningServer } from './support/server';

// Offline, every request the app tries fails like this; the app handles each one.
const CONNECTION_FAILURE = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;

describe('a student browses offline and keeps saved positions', () => {
  let server: RunningServer;
  let browser: Browser;
  let churchContext: BrowserContext;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: () => string[];
  const ids = { intern: '', worship: '', office: '' };

  /** Posts a position as the church and has the admin approve it; returns its id. */
  async function postApproved(admin: BrowserContext, position: Record<string, string>) {
    return postApprovedPosition(server, churchContext, admin, position);
  }

  /** The card of the position titled `title` on /jobs. */
  const cardOf = (title: string) => page.getByRole('article', { name: title });

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser({
      env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' },
    }));
    let admin: BrowserContext;
    ({ church: churchContext, admin } = await graceChurchAndAdmin(server, browser, {
      description: 'A welcoming church in the heart of Springfield.',
    }));
    ids.intern = await postApproved(admin, {
      title: 'Youth Ministry Intern',
      description: 'Help lead our youth ministry: Wednesday evening gatherings and summer camp.',
      positionType: 'part-time',
      employmentType: 'internship',
      responsibilities: 'Plan Wednesday gatherings\nMentor a small group',
    });
    ids.worship = await postApproved(admin, {
      title: 'Worship Leader',
      description: 'Lead our Sunday worship team and rehearse with our volunteer musicians.',
      positionType: 'full-time',
      compensation: 'Salary and benefits',
    });
    ids.office = await postApproved(admin, {
      title: 'Office Manager',
      description: 'Keep the church office running: calendar, rooms and the weekly bulletin.',
      positionType: 'part-time',
    });
    await admin.close();

    // One browser profile for the whole journey: its service worker and cache carry over.
    context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
    page = await context.newPage();
    // The removed position's 404 is how its page learns it left the board.
    pageErrors = recordPageErrors(page, [{ path: api.position(ids.intern), status: 404 }]);
  });

  afterEach(() => {
    expect(pageErrors().filter((error) => !CONNECTION_FAILURE.test(error))).toEqual([]);
  });

  afterAll(async () => {
    await context?.close();
    await churchContext?.close();
    await stopServerAndBrowser(server, browser);
  });

  it('visits online: the service worker takes control and the list is kept on the device', async () => {
    await page.goto('/jobs');
    await cardOf('Worship Leader').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await waitForServiceWorkerControl(page);
    // The first visit stores the list's cards (the list worker writes them).
    await waitForCachedRecords(page, 'positions', 3);
    // A position's page opened once online is kept whole, for offline (decision 0048).
    await page.goto(`/jobs/${ids.worship}`);
    await page.getByRole('heading', { level: 1, name: 'Worship Leader' }).waitFor();
    await waitForCachedRecords(page, 'details', 1);
    await page.goto('/jobs');
  });

  it('saves positions from a card and from their page', async () => {
    const save = cardOf('Youth Ministry Intern').getByRole('button', {
      name: 'Save Youth Ministry Intern',
    });
    await expect.poll(() => save.isEnabled()).toBe(true);
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    const saved = cardOf('Youth Ministry Intern').getByRole('button', { name: 'Saved' });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`/jobs/${ids.office}`);
    await page.getByRole('heading', { level: 1, name: 'Office Manager' }).waitFor();
    await page.getByRole('button', { name: 'Save Office Manager' }).click();
    await page.getByRole('button', { name: 'Saved', pressed: true }).waitFor();
  });

  it('opens /jobs offline from the cache with the age of the data, and searches it', async () => {
    await page.goto('/jobs');
    await cardOf('Worship Leader').waitFor();
    await context.setOffline(true);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: "You're offline." });
    await notice
      .filter({ hasText: /Positions as of (less than a minute|1 minute) ago\./ })
      .waitFor();
    await cardOf('Worship Leader').waitFor();
    await page.getByText('3 positions').waitFor();
    expect(
      await cardOf('Youth Ministry Intern')
        .getByRole('button', { name: 'Saved' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await page.getByLabel('Search positions').fill('worship');
    await page.getByText('1 position', { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.getByLabel('Search positions').fill('nothing like this');
    await page.getByRole('heading', { name: 'No Positions Found' }).waitFor();
    await page.getByLabel('Search positions').fill('');
    await page.getByText('3 positions').waitFor();
    await expectAccessible(page, 'offline /jobs');
    await screenshot(page, 'offline-jobs');

    // A position's page opened online before opens offline from the cache, with the church's
    // details.
    await cardOf('Worship Leader').getByRole('link', { name: 'View Details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Worship Leader' }).waitFor();
    await page.getByText('Salary and benefits').waitFor();
    await page.getByRole('heading', { name: 'About Grace Fellowship Church' }).waitFor();
  });

  it('lists the saved positions offline, newest first, each opening its page', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Saved' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Saved Positions' }).waitFor();
    await page.getByText('2 saved positions').waitFor();
    const titles = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(titles).toEqual(['Office Manager', 'Youth Ministry Intern']);
    await page.getByRole('link', { name: 'Youth Ministry Intern' }).click();
    await page.getByRole('heading', { level: 1, name: 'Youth Ministry Intern' }).waitFor();
    await page.getByText('Mentor a small group').waitFor();
  });

  it('opens every route offline after a reload', async () => {
    const routes: Array<[string, (p: Page) => Promise<unknown>]> = [
      [
        '/',
        (p) =>
          p
            .getByRole('heading', {
              level: 1,
              name: 'Find Your Calling in Ministry and the Marketplace',
            })
            .waitFor(),
      ],
      ['/jobs', (p) => p.getByRole('heading', { level: 1, name: 'Browse Positions' }).waitFor()],
      [
        `/jobs/${ids.intern}`,
        (p) => p.getByRole('heading', { level: 1, name: 'Youth Ministry Intern' }).waitFor(),
      ],
      ['/saved', (p) => p.getByRole('heading', { level: 1, name: 'Saved Positions' }).waitFor()],
      ['/login', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
    ];
    for (const [path, rendered] of routes) {
      await page.goto(path);
      await rendered(page);
      await page.getByRole('status').filter({ hasText: "You're offline." }).waitFor();
    }
    // A church page for someone not signed in renders the app and its guard's answer (offline,
    // that signing in needs a connection; or the 'Unauthorized' toast on the way to sign in), not
    // a blank page.
    await page.goto('/church/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page
      .getByRole('heading', { level: 1, name: 'Sign in needs a connection' })
      .or(page.getByText('Unauthorized', { exact: true }))
      .waitFor();
    // Leave before the guard sends the browser to /api/login, which needs the network.
    await page.goto('/saved');
    await page.getByRole('heading', { level: 1, name: 'Saved Positions' }).waitFor();
  });

  it("keeps a saved position that left the board on /saved, marked 'No longer open'", async () => {
    await context.setOffline(false);
    const deleted = await churchContext.request.delete(`${server.url}${api.position(ids.intern)}`, {
      headers: { Origin: server.url },
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);

    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('2 positions').waitFor();
    expect(await cardOf('Youth Ministry Intern').count()).toBe(0);

    await page.getByRole('link', { name: 'Saved positions' }).click();
    const gone = page.getByRole('article', { name: 'Youth Ministry Intern' });
    await gone.getByText('No longer open').waitFor();
    expect(
      await page
        .getByRole('article', { name: 'Office Manager' })
        .getByText('No longer open')
        .count(),
    ).toBe(0);
    await expectAccessible(page, '/saved');
    await screenshot(page, 'saved-positions');

    // Its page shows the saved copy instead of 'Position Not Found', without Apply.
    await gone.getByRole('link', { name: 'Youth Ministry Intern' }).click();
    await page.getByRole('heading', { level: 1, name: 'Youth Ministry Intern' }).waitFor();
    await page.getByRole('heading', { name: 'This position has left the board' }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    await expectAccessible(page, 'saved copy of a removed position');

    // Unsave from /saved.
    await page.goto('/saved');
    await page.getByRole('button', { name: 'Unsave Office Manager' }).click();
    await page.getByText('1 saved position', { exact: true }).waitFor();
  });
});

describe('a long list of positions', () => {
  const COUNT = 300;
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    // Written through the store before the server starts: 300 positions through the API would
    // take most of the test's time.
    dataDir = await mkdtemp(path.join(tmpdir(), 'job-board-e2e-long-'));
    await seedBoardInDataDir(dataDir, COUNT);
    ({ server, browser } = await startServerAndBrowser({
      dataDir,
      env: { COLLEGE_NAME: 'Test College' },
    }));
  });

  afterAll(async () => {
    await stopServerAndBrowser(server, browser);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('renders only the cards near the screen, still a list that scrolls and tabs to every card', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const pageErrors = recordPageErrors(page);
    try {
      await page.goto('/jobs');
      await page
        .getByRole('status')
        .filter({ hasText: `${COUNT} positions` })
        .waitFor();
      // The server drew the first cards and the count; the whole list comes through IndexedDB,
      // once the list worker has written it (decision 0048).
      await waitForCachedRecords(page, 'positions', COUNT);
      const items = page.getByRole('list').last().getByRole('listitem');
      // The virtualised grid has taken over from the first cards: a few rows, not all 300.
      await expect.poll(() => items.count()).toBeGreaterThan(3);
      expect(await items.count()).toBeLessThan(40);
      expect(await items.first().getAttribute('aria-setsize')).toBe(String(COUNT));
      expect(await items.first().getAttribute('aria-posinset')).toBe('1');
      expect(await items.first().getByRole('heading', { level: 2 }).count()).toBe(1);

      // The oldest position is the last card; scrolling to the end renders it.
      // (Rows are measured as they render: the page grows until every row has been seen.)
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return items.last().getAttribute('aria-posinset');
        })
        .toBe(String(COUNT));
      await page.getByRole('article', { name: 'Youth Pastor 1', exact: true }).waitFor();
      expect(await items.last().getAttribute('aria-posinset')).toBe(String(COUNT));

      // Tabbing from the search box walks the cards in order, past the first rendered rows.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByLabel('Search positions').focus();
      let deepest = 0;
      for (let n = 0; n < 100; n++) {
        await page.keyboard.press('Tab');
        const place = await page.evaluate(() =>
          Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset') ?? 0),
        );
        expect(place).toBeGreaterThanOrEqual(deepest);
        deepest = Math.max(deepest, place);
      }
      expect(deepest).toBeGreaterThan(30);

      // Searching narrows the whole list, not only the rendered part.
      await page.getByLabel('Search positions').fill('executive pastor');
      await page
        .getByRole('status')
        .filter({ hasText: `${COUNT / 12} positions` })
        .waitFor();
      expect(pageErrors()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
