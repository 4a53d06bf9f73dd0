// A phone screen for students, where nothing moves. At 360x640 the top
// bar is one row whose menu holds the navigation, the first job card is on the first screen, a
// position page keeps 'Apply Now' in a bar at the bottom, and the search placeholder fits its box.
// On /, /jobs and a position page, at phone and desktop widths, signed out and signed in, with the
// session answering late and the browser offering installation late, the layout shifts add up to
// at most 0.02 (the sum of 'layout-shift' entries without recent input, read once the page settled).
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { ADA_ADMIN, postApprovedPosition } from './support/accounts';
import { checkedPages, sessionWithGraceAndAdmin } from './support/app-session';
import { waitForAppTakeover } from './support/app-takeover';
import { fillApplyDialog } from './support/apply-dialog';
import { openPhoneMenu } from './support/phone-menu';

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const TITLE = 'Youth Ministry Intern';
const SEARCH_PLACEHOLDER = 'Search by position, church, or location...';
/** The bar's height on a phone: one 64 px row and its border (three rows were about 125 px). */
const ONE_ROW_PX = 65;
/** How late the session answers in the layout-shift runs: long after the first render. */
const SLOW_SESSION_MS = 1_500;

/** The fields of a 'layout-shift' entry this test reads (not in TypeScript's DOM types). */
interface LayoutShiftLike {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{
    node: Node | null;
    previousRect: DOMRectReadOnly;
    currentRect: DOMRectReadOnly;
  }>;
}

/** What the page recorded: the sum, and each shift's moved elements for a failure's message. */
interface RecordedShifts {
  layoutShift?: number;
  layoutShiftSources?: string[];
}

/** Starts summing layout shifts from the page's first moment (buffered entries included). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded = window as Window & RecordedShifts;
    recorded.layoutShift = 0;
    recorded.layoutShiftSources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & LayoutShiftLike>) {
        if (entry.hadRecentInput) continue;
        recorded.layoutShift = (recorded.layoutShift ?? 0) + entry.value;
        for (const { node, previousRect, currentRect } of entry.sources) {
          const name = node instanceof Element ? node.outerHTML.slice(0, 120) : node?.nodeName;
          recorded.layoutShiftSources?.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} ` +
              `y ${previousRect.y} -> ${currentRect.y}, height ${previousRect.height} -> ${currentRect.height}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, once two frames have passed (entries of the last one delivered). */
async function layoutShiftAfterSettling(page: Page): Promise<{ sum: number; sources: string[] }> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    const recorded = window as Window & RecordedShifts;
    return { sum: recorded.layoutShift ?? 0, sources: recorded.layoutShiftSources ?? [] };
  });
}

/** The browser's install offer, as install-prompt.ts keeps it, arriving now. */
async function offerInstallation(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(offer);
  });
}

describe('a phone screen for students', () => {
  const session = sessionWithGraceAndAdmin({
    env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: ADA_ADMIN.email },
  });
  const pages = checkedPages();
  let positionId = '';

  beforeAll(async () => {
    const { server, church, admin } = session;
    positionId = await postApprovedPosition(server, church, admin, {
      title: TITLE,
      description: 'Mentor a small group of teenagers and help plan the Friday youth nights.',
      responsibilities: 'Lead a small group.\nHelp with events.\nMeet weekly with the pastor.',
      positionType: 'part-time',
    });
  });

  /** A page at phone size: a new visitor's, or one in a signed-in person's context. */
  async function phonePage(signedIn?: BrowserContext): Promise<Page> {
    const { server, browser } = session;
    const page = signedIn
      ? await pages.open(signedIn)
      : await pages.openAsNewPerson(browser, server);
    await page.setViewportSize(PHONE);
    return page;
  }

  /** The top bar's height (polled by the tests: the server's bar may be giving way to the app's). */
  async function barHeight(page: Page): Promise<number> {
    const box = await page.getByRole('banner').boundingBox();
    return box?.height ?? Number.POSITIVE_INFINITY;
  }

  it('gives a new visitor a one-row bar whose menu holds the pages and the ways in', async () => {
    const page = await phonePage();
    await page.goto('/jobs');
    await page.getByRole('heading', { level: 1, name: 'Browse Positions' }).waitFor();
    await expect.poll(() => barHeight(page)).toBeLessThanOrEqual(ONE_ROW_PX);
    // Only the college's name and the menu button on the bar: the ways in wait in the menu.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    let menu = await openPhoneMenu(page);
    const entries = await menu.getByRole('menuitem').allTextContents();
    expect(entries.map((text) => text.trim())).toEqual([
      'Browse Jobs',
      'Saved',
      'My applications',
      'Sign In',
      'Get Started',
    ]);
    expect(await menu.getByRole('menuitem', { name: 'Sign In' }).getAttribute('href')).toBe(
      api.login,
    );
    expect(await menu.getByRole('menuitem', { name: 'Get Started' }).getAttribute('href')).toBe(
      api.signUp,
    );
    await menu.getByRole('menuitem', { name: 'Saved' }).click();
    await page.getByRole('heading', { level: 1, name: 'Saved Positions' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/saved');

    menu = await openPhoneMenu(page);
    await menu.getByRole('menuitem', { name: 'Browse Jobs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Browse Positions' }).waitFor();

    // 'Get Started' leads to account creation, as the wide bar's button does.
    menu = await openPhoneMenu(page);
    await menu.getByRole('menuitem', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => barHeight(page)).toBeLessThanOrEqual(ONE_ROW_PX);
  });

  it("holds a church's and an admin's entries, each leading to its screen", async () => {
    const { church, admin } = session;
    const churchPage = await phonePage(church);
    await churchPage.goto('/jobs');
    await churchPage.getByRole('heading', { level: 1, name: 'Browse Positions' }).waitFor();
    await expect.poll(() => barHeight(churchPage)).toBeLessThanOrEqual(ONE_ROW_PX);
    let menu = await openPhoneMenu(churchPage);
    await menu.getByText('grace@church.test').waitFor();
    const churchEntries = await menu.getByRole('menuitem').allTextContents();
    expect(churchEntries.map((text) => text.trim())).toEqual([
      'Browse Jobs',
      'Dashboard',
      'Church Profile',
      'Log out',
    ]);
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await churchPage.getByRole('heading', { level: 1, name: 'Grace Fellowship Church' }).waitFor();
    expect(new URL(churchPage.url()).pathname).toBe('/church/dashboard');
    menu = await openPhoneMenu(churchPage);
    await menu.getByRole('menuitem', { name: 'Church Profile' }).click();
    await churchPage.waitForURL((url) => url.pathname === '/church/profile');

    const adminPage = await phonePage(admin);
    await adminPage.goto('/jobs');
    await adminPage.getByRole('heading', { level: 1, name: 'Browse Positions' }).waitFor();
    await expect.poll(() => barHeight(adminPage)).toBeLessThanOrEqual(ONE_ROW_PX);
    menu = await openPhoneMenu(adminPage);
    const adminEntries = await menu.getByRole('menuitem').allTextContents();
    expect(adminEntries.map((text) => text.trim())).toEqual([
      'Browse Jobs',
      'Admin Dashboard',
      'Log out',
    ]);
    await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(new URL(adminPage.url()).pathname).toBe('/admin/dashboard');
  });

  it('shows the first job card on the first screen of /jobs, under a search box its placeholder fits', async () => {
    const page = await phonePage();
    await page.goto('/jobs');
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    // Polled: the server's card may be giving way to the app's as it is measured.
    await expect
      .poll(async () => (await firstCard.boundingBox())?.y ?? Number.POSITIVE_INFINITY)
      .toBeLessThanOrEqual(300);

    // Measured in the app's box: the server's may be detached, with no style, as it is read.
    await waitForAppTakeover(page);
    const search = page.getByRole('searchbox', { name: 'Search positions' });
    expect(await search.getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
    // The placeholder's width in its own font, against the room inside the box's padding.
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input, '::placeholder');
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const box = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
      return { text: context.measureText(input.placeholder).width, room };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
  });

  it("keeps 'Apply Now' in a bar at the bottom of a position page, which applies and then says so", async () => {
    const page = await phonePage();
    await page.goto(`/jobs/${positionId}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // Measured on the app's page: the server's is replaced when the app takes over.
    await waitForAppTakeover(page);
    const bar = page.getByRole('region', { name: 'Apply', exact: true });
    const apply = bar.getByRole('button', { name: 'Apply Now' });
    // One 'Apply Now' on a phone: the bar's (the card beside the text is for wide screens).
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(1);
    await bar.getByText('No account required - apply directly').waitFor();
    const barBox = await bar.boundingBox();
    expect(barBox).not.toBeNull();
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    expect(barBox?.y ?? PHONE.height).toBeGreaterThanOrEqual(PHONE.height / 2);

    // At the end of the page the bar covers nothing: the church's card ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const about = page.getByRole('heading', { name: 'About Grace Fellowship Church' });
    await about.waitFor();
    const lastBlock = await page.locator('section', { has: about }).boundingBox();
    const barAtEnd = await bar.boundingBox();
    expect((lastBlock?.y ?? 0) + (lastBlock?.height ?? 0)).toBeLessThanOrEqual(barAtEnd?.y ?? 0);

    await apply.click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${TITLE}` });
    await fillApplyDialog(dialog);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Once applied, the bar says what the page's box says, with the way to the status page.
    await bar.getByText(/^Applied on /).waitFor();
    await bar.getByRole('link', { name: 'View your application' }).waitFor();
    await bar.getByRole('button', { name: 'Apply again' }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
  });

  describe('nothing moves while the session and the install offer arrive late', () => {
    const screens = [
      { name: '/', path: () => '/', ready: 'Find Your Calling in Ministry and the Marketplace' },
      { name: '/jobs', path: () => '/jobs', ready: 'Browse Positions' },
      { name: 'a position', path: () => `/jobs/${positionId}`, ready: TITLE },
    ];
    // The server's page carries the session; the app shell (what the service worker answers with
    // on later visits and offline) learns it from GET /api/auth/user, late here.
    const firstScreens = ['server-rendered', 'app shell'] as const;
    const cases = [PHONE, DESKTOP].flatMap((viewport) =>
      [false, true].flatMap((signedIn) =>
        firstScreens.flatMap((firstScreen) =>
          screens.map((screen) => ({ viewport, signedIn, firstScreen, screen })),
        ),
      ),
    );

    it.each(cases)(
      'on $screen.name at $viewport.width px, signed in: $signedIn, from the $firstScreen',
      async ({ viewport, signedIn, firstScreen, screen }) => {
        const { server, browser, church } = session;
        // A context of its own (no service worker, whose fetches the route below would miss), signed
        // in as the church or not.
        const context = await browser.newContext({
          baseURL: server.url,
          viewport,
          serviceWorkers: 'block',
          // Only the session cookie: the church's storage copied without its databases would
          // (rightly) bring the 'data cleared' notice.
          storageState: signedIn
            ? { cookies: (await church.storageState()).cookies, origins: [] }
            : undefined,
        });
        try {
          // 'Posted less than a minute ago' reads 'Posted 1 minute ago' from 30 s after posting, and
          // a re-render across that moment rewraps the facts row. The page's clock stands still, so
          // only what this test is about (the late session and install offer) can move the layout.
          await context.clock.setFixedTime(Date.now());
          await context.route(`**${api.authUser}`, async (route) => {
            await new Promise((resolve) => setTimeout(resolve, SLOW_SESSION_MS));
            await route.continue();
          });
          if (firstScreen === 'app shell') {
            await context.route(
              (url) => url.pathname === screen.path(),
              async (route) => {
                if (route.request().resourceType() !== 'document') return route.continue();
                const shell = await route.fetch({ url: `${server.url}/index.html` });
                return route.fulfill({ response: shell });
              },
            );
          }
          const page = await pages.open(context);
          await recordLayoutShifts(page);
          await page.goto(screen.path());
          // A church is sent from / to its dashboard: that screen is the one that must hold still.
          const heading =
            signedIn && screen.name === '/' ? 'Grace Fellowship Church' : screen.ready;
          // The late session's answer, and whatever the page fetched after it, have arrived.
          await page.waitForLoadState('networkidle');
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          if (screen.name === '/jobs') {
            // 'Refreshing...' has become 'Refresh' again: the list's revalidation is over.
            await page.getByRole('button', { name: 'Refresh', exact: true }).waitFor();
            await page.getByRole('article').first().waitFor();
          }
          await offerInstallation(page);
          if (viewport === DESKTOP)
            await page.getByRole('button', { name: 'Install app' }).waitFor();
          const shifts = await layoutShiftAfterSettling(page);
          expect(shifts.sum, shifts.sources.join('\n')).toBeLessThanOrEqual(0.02);
        } finally {
          await context.close();
        }
      },
    );
  });
});
