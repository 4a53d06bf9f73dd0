// A position's page shares and prints. On a phone, Share opens the browser's share sheet (the Web
// Share API) with the position's title and address; where the browser has none (a desktop), the
// address is copied and a toast says so. Printed, the page is the position and its church's
// contact, without the bars, the apply box or any button. On a phone and a desktop screen, with axe.
//
// Chromium on Linux has no share sheet (navigator.share is missing there), so the phone test puts
// one in that records what it was given, as Android's would receive it; the copy runs for real.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADA_ADMIN, postApprovedPosition } from './support/accounts';
import { checkedPages, sessionWithGraceAndAdmin } from './support/app-session';
import { waitForAppTakeover } from './support/app-takeover';
import { expectAccessible } from './support/axe';
import { waitForToast } from './support/toast';

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const TITLE = 'Worship Leader';
const CHURCH = 'Grace Fellowship Church';
const PHONE_NUMBER = '(555) 010-2030';
const WEBSITE = 'https://grace.example';

/** What the stand-in share sheet was given. */
type Shared = Array<{ title?: string; text?: string; url?: string }>;

describe("a position's Share button and printed page", () => {
  const session = sessionWithGraceAndAdmin(
    { env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: ADA_ADMIN.email } },
    { contactPhone: PHONE_NUMBER, website: WEBSITE },
  );
  const pages = checkedPages();
  let positionId = '';

  beforeAll(async () => {
    const { server, church, admin } = session;
    positionId = await postApprovedPosition(server, church, admin, {
      title: TITLE,
      description: 'Lead the Sunday worship team and plan the songs with the pastor.',
      positionType: 'part-time',
    });
  });

  /** A new visitor's position page at `screen`, taken over by the app; `before` runs first. */
  async function positionPage(
    screen: { width: number; height: number },
    before?: (page: Page) => Promise<void>,
  ): Promise<Page> {
    const page = await pages.openAsNewPerson(session.browser, session.server);
    await page.setViewportSize(screen);
    await before?.(page);
    await page.goto(`/jobs/${positionId}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await waitForAppTakeover(page);
    return page;
  }

  const address = () => `${session.server.url}/jobs/${positionId}`;

  it("opens a phone's share sheet with the position's title and address", async () => {
    const page = await positionPage(PHONE, async (p) => {
      await p.addInitScript(() => {
        const shared: Shared = [];
        Object.assign(window, { shared });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: Shared[number]) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      });
    });
    await expectAccessible(page, 'a position page with Share, phone');
    await page.getByRole('button', { name: `Share ${TITLE}` }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: Shared }).shared))
      .toEqual([{ title: `${TITLE} at ${CHURCH}`, url: address() }]);
    // The sheet said it all: no toast.
    expect(await page.getByText('Link copied').count()).toBe(0);
  });

  it('copies the address where the browser has no share sheet, and says so', async () => {
    const page = await positionPage(DESKTOP, (p) =>
      p.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: session.server.url,
      }),
    );
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await expectAccessible(page, 'a position page with Share, desktop');
    await page.getByRole('button', { name: `Share ${TITLE}` }).click();
    await waitForToast(page, 'Link copied', 'Paste it anywhere to share this position.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address());
  });

  for (const [screen, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`prints the position and the church's contact, without bars or buttons (${screen})`, async () => {
      const page = await positionPage(size);
      await page.emulateMedia({ media: 'print' });
      // The position and how to reach the church.
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      expect(await page.getByText('Lead the Sunday worship team').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: `About ${CHURCH}` }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: PHONE_NUMBER }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: WEBSITE }).isVisible()).toBe(true);
      // Nothing of the app around it: no bar, no apply box, no button, no way back.
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Apply' }).count()).toBe(0);
      expect(await page.getByRole('button').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Back to Positions' }).count()).toBe(0);
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('button', { name: `Share ${TITLE}` }).waitFor();
    });
  }
});
