// /jobs and a position's page arrive with their first screen in the HTML (the
// bar with the college's name, the heading, the first cards or the position and its church), drawn
// by the app's own components on the server; a browser with JavaScript off shows them; with it on,
// the app takes over without moving anything, keeps what was typed in the search box meanwhile,
// and then searches the whole list; a signed-in church gets its own bar, in a private answer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { PositionWithChurch } from '../../shared/types';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '../../shared/first-screen';
import { seedBoardInDataDir } from '../../scripts/seed-board';
import { SQLITE_FILE_NAME } from '../../server/store/open-store';
import { openSqliteStore } from '../../server/store/sqlite/sqlite-store';
import { createChurch, GRACE_PASTOR } from './support/accounts';
import { startServerAndBrowser, stopServerAndBrowser } from './support/app-session';
import { appHasTakenOver } from './support/app-takeover';
import { recordPageErrors, type ExpectedFailure } from './support/page-errors';
import type { RunningServer } from './support/server';

/** About the size of the board the issue measures. */
const COUNT = 1000;
const COLLEGE = 'Test College';

/** The part of a page's HTML inside #root: what the server rendered, not the head's tags. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">`);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The data block the page was rendered from. */
function firstScreenData(html: string): FirstScreenData {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as FirstScreenData;
}

/** Text as React writes it into HTML. */
function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Sums the page's layout shifts from its start (buffered), as CLS counts them. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
  );
}

describe('the first screen in the HTML', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  /** The public list as the API answers it: newest first. */
  let positions: PositionWithChurch[];
  /** The entry script's address in index.html, held back by the takeover test. */
  let entryScript: string;
  /** The cookies of Grace Fellowship Church's pastor, signed in. */
  let churchSignedIn: BrowserContextOptions['storageState'];

  beforeAll(async () => {
    // Written through the store before the server starts, as the offline tests' long list is.
    dataDir = await mkdtemp(path.join(tmpdir(), 'job-board-e2e-first-screen-'));
    await seedBoardInDataDir(dataDir, COUNT);
    ({ server, browser } = await startServerAndBrowser({
      dataDir,
      env: { COLLEGE_NAME: COLLEGE },
    }));
    positions = (await (
      await fetch(`${server.url}${api.positions}`)
    ).json()) as PositionWithChurch[];
    const html = await (await fetch(`${server.url}/jobs`)).text();
    // The page loads the app after its first paint, through web/public/load-app.js.
    entryScript = /<script src="\/load-app.js" defer data-entry="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(entryScript).toMatch(/^\/assets\/.+\.js$/);
    const church = await browser.newContext({ baseURL: server.url });
    try {
      await createChurch(server, church, GRACE_PASTOR, {
        churchName: 'Grace Fellowship Church',
        location: 'Springfield',
      });
      churchSignedIn = await church.storageState();
    } finally {
      await church.close();
    }
  });

  afterAll(async () => {
    await stopServerAndBrowser(server, browser);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('sends /jobs with the bar, the heading, the count and the first positions', async () => {
    const response = await fetch(`${server.url}/jobs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    const markup = rootMarkup(html);
    expect(markup).toContain(COLLEGE);
    expect(markup).toContain('Browse Positions');
    expect(markup).toContain(`${COUNT} positions`);
    for (const position of positions.slice(0, 3)) {
      expect(markup).toContain(htmlText(position.title));
      expect(markup).toContain(`href="/jobs/${position.id}"`);
    }
    // Signed out: the bar offers signing in, as the app's does.
    expect(markup).toContain(`href="${api.login}"`);
    // Without JavaScript there is no search: the sitemap links every position. (Chromium with
    // scripts disabled by the test still parses <noscript> as if they ran, so it is read here.)
    expect(markup).toMatch(/<noscript>.*href="\/sitemap.xml".*<\/noscript>/s);

    const data = firstScreenData(html);
    expect(data.config.collegeName).toBe(COLLEGE);
    expect(data.viewer).toBeNull();
    expect(data.list?.total).toBe(COUNT);
    expect(data.list?.positions.map((position) => position.id)).toEqual(
      positions.slice(0, data.list?.positions.length).map((position) => position.id),
    );
  });

  it("sends a position's page with its title, church and description", async () => {
    const position = positions[5];
    if (!position) throw new Error('the board has no sixth position');
    const response = await fetch(`${server.url}/jobs/${position.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const markup = rootMarkup(html);
    expect(markup).toContain(COLLEGE);
    expect(markup).toContain(htmlText(position.title));
    expect(markup).toContain(htmlText(position.church?.churchName ?? 'no church'));
    expect(markup).toContain(htmlText(position.description));
    expect(firstScreenData(html).position?.id).toBe(position.id);
  });

  it('shows the cards and a position with JavaScript off, and its links work', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/jobs');
      await page.getByRole('heading', { level: 1, name: 'Browse Positions' }).waitFor();
      expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(3);

      const first = positions[0];
      if (!first) throw new Error('the board is empty');
      await page
        .getByRole('article', { name: first.title, exact: true })
        .getByRole('link', { name: 'View Details' })
        .click();
      await page.waitForURL(`**/jobs/${first.id}`);
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await page.getByText(first.description).waitFor();
    } finally {
      await context.close();
    }
  });

  /** A phone-sized page whose app script waits for `release`; layout shifts are recorded. */
  async function openWithScriptHeld(
    storageState?: BrowserContextOptions['storageState'],
    expected: readonly ExpectedFailure[] = [],
  ): Promise<{
    page: Page;
    release: () => void;
    pageErrors: () => string[];
    close: () => Promise<void>;
  }> {
    const context = await browser.newContext({
      baseURL: server.url,
      serviceWorkers: 'block',
      viewport: { width: 360, height: 740 },
      storageState,
    });
    const page = await context.newPage();
    const pageErrors = recordPageErrors(page, expected);
    await recordLayoutShifts(page);
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${entryScript}`, async (route) => {
      await released;
      await route.continue();
    });
    return { page, release, pageErrors, close: () => context.close() };
  }

  /** Where the elements are on screen now (the first match of each selector). */
  function boxesNow(page: Page, selectors: readonly string[]) {
    return page.evaluate(
      (wanted) =>
        wanted.map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return box ? [box.x, box.y, box.width, box.height] : null;
        }),
      selectors,
    );
  }

  /**
   * Where the elements are right after the app's first commit replaced the server's markup: read by
   * a MutationObserver, before anything the app loads afterwards (the whole list) can change them.
   */
  async function boxesAtTakeover(page: Page, selectors: readonly string[]) {
    await page.evaluate((wanted) => {
      const root = document.getElementById('root');
      if (!root) throw new Error('the page has no #root');
      const observer = new MutationObserver(() => {
        observer.disconnect();
        (window as unknown as { boxesAtTakeover: unknown }).boxesAtTakeover = wanted.map(
          (selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box ? [box.x, box.y, box.width, box.height] : null;
          },
        );
      });
      observer.observe(root, { childList: true });
    }, selectors);
    return () =>
      page.evaluate(() => (window as unknown as { boxesAtTakeover?: unknown }).boxesAtTakeover);
  }

  const JOBS_PARTS = ['header', 'h1', '#position-search', '[role=status]', 'article'];

  /** Closes (or reopens) one of the positions as its church would, through the store; its id. */
  async function setClosed(closed: boolean): Promise<string> {
    const id = positions[9]?.id ?? '';
    const store = await openSqliteStore(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      await (closed ? store.positions.close(id, 'filled') : store.positions.reopen(id, false));
    } finally {
      await store.close();
    }
    return id;
  }
  it.each([
    { page: '/jobs', who: 'signed out', selectors: JOBS_PARTS },
    { page: 'a position', who: 'signed out', selectors: ['header', 'h1', 'main p'] },
    { page: '/jobs', who: 'a church', selectors: JOBS_PARTS },
    {
      page: 'a closed position',
      who: 'signed out',
      selectors: ['header', 'h1', 'main p', 'main a'],
    },
  ])('is taken over by the app on $page ($who) with nothing moved', async (example) => {
    // Closed for this example only: the later tests count the whole list.
    const closed = example.page === 'a closed position' ? await setClosed(true) : undefined;
    const { page, release, pageErrors, close } = await openWithScriptHeld(
      example.who === 'a church' ? churchSignedIn : undefined,
      closed ? [{ path: `/jobs/${closed}`, status: 410 }] : [],
    );
    try {
      const url = example.page === '/jobs' ? '/jobs' : `/jobs/${closed ?? positions[7]?.id ?? ''}`;
      await page.goto(url, { waitUntil: 'commit' });
      await page.locator('h1').waitFor();
      // As painted: layout read before the stylesheet has loaded would be the unstyled page's.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('link[rel=stylesheet]')].every(
          (link) => (link as HTMLLinkElement).sheet !== null,
        ),
      );
      const before = await boxesNow(page, example.selectors);
      expect(before.every((box) => box !== null && (box[3] ?? 0) > 0)).toBe(true);
      expect(await appHasTakenOver(page)).toBe(false);
      const atTakeover = await boxesAtTakeover(page, example.selectors);

      release();
      await expect.poll(() => appHasTakenOver(page)).toBe(true);
      expect(await atTakeover()).toEqual(before);
      // Once the app has settled (the whole list loaded on /jobs), still nothing has moved.
      await page.waitForLoadState('networkidle');
      expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
      expect(pageErrors()).toEqual([]);
    } finally {
      await close();
      if (closed) await setClosed(false);
    }
  });

  it('presses, once the app has taken over, a button pressed before', async () => {
    const { page, release, pageErrors, close } = await openWithScriptHeld();
    try {
      const position = positions[3];
      await page.goto(`/jobs/${position?.id ?? ''}`, { waitUntil: 'commit' });
      // The phone's sticky bar: the server drew it, the app's code is still on its way. Until the
      // stylesheet applies, the wide screens' 'Apply' box is not hidden yet: wait for one region.
      const applyRegion = page.getByRole('region', { name: 'Apply', exact: true });
      await expect.poll(() => applyRegion.count()).toBe(1);
      await applyRegion.getByRole('button', { name: 'Apply Now' }).click();
      expect(await appHasTakenOver(page)).toBe(false);
      release();
      await page.getByRole('dialog', { name: `Apply for ${position?.title ?? ''}` }).waitFor();
      expect(pageErrors()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps what was typed before the app took over, then searches the whole list', async () => {
    const { page, release, pageErrors, close } = await openWithScriptHeld();
    try {
      await page.goto('/jobs', { waitUntil: 'commit' });
      const search = page.getByLabel('Search positions');
      // Typed into the server's page while the app's script is still on its way.
      // The oldest positions are far past the first cards: only the whole list has them.
      const oldest = 'Youth Pastor 13';
      await search.fill(oldest);
      release();
      await expect.poll(() => appHasTakenOver(page)).toBe(true);
      expect(await search.inputValue()).toBe(oldest);
      await page.getByRole('article', { name: oldest, exact: true }).waitFor();

      // The whole list is here: clearing the search shows its size, and a new search finds any.
      await search.fill('');
      await page
        .getByRole('status')
        .filter({ hasText: `${COUNT} positions` })
        .waitFor();
      await search.fill('Bookkeeper 730');
      await page.getByRole('article', { name: 'Bookkeeper 730', exact: true }).waitFor();

      // A card's link is followed by the app (no new document: the marker survives).
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page
        .getByRole('article', { name: 'Bookkeeper 730', exact: true })
        .getByRole('link', { name: 'View Details' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Bookkeeper 730' }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      // Titled as the server titles the page (server/pages/page-head.ts).
      const church = positions.find((position) => position.title === 'Bookkeeper 730')?.church;
      await expect
        .poll(() => page.title())
        .toBe(`Bookkeeper 730 at ${church?.churchName ?? ''} · ${COLLEGE} Job Board`);
      await page.goBack();
      await expect.poll(() => page.title()).toBe(`Browse Positions · ${COLLEGE} Job Board`);
      expect(pageErrors()).toEqual([]);
    } finally {
      await close();
    }
  });

  it("draws a signed-in church's own bar, in an answer no shared cache keeps", async () => {
    const context = await browser.newContext({ baseURL: server.url, storageState: churchSignedIn });
    try {
      const response = await context.request.get('/jobs');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-cache');
      const html = await response.text();
      const markup = rootMarkup(html);
      expect(markup).toContain('href="/church/dashboard"');
      expect(markup).not.toContain(`href="${api.login}"`);
      expect(firstScreenData(html).viewer?.email).toBe(GRACE_PASTOR.email);
    } finally {
      await context.close();
    }
  });
});
