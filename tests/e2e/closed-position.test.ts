// Closed looks closed. A link to a position that was filled or closed says so, in the server's page
// (410) and in the app, names the position and leads to the open ones of its type, on a phone and a
// desktop screen, with axe. A card's 'Apply Now' opens the application form at once; a position's
// page left open stops offering 'Apply Now' once the device learns that the position closed.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { ADA_ADMIN, postApprovedPosition } from './support/accounts';
import { checkedPages, sessionWithGraceAndAdmin } from './support/app-session';
import { waitForAppTakeover } from './support/app-takeover';
import { expectAccessible } from './support/axe';

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const CHURCH = 'Grace Fellowship Church';

describe('a closed position', () => {
  const session = sessionWithGraceAndAdmin({
    env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: ADA_ADMIN.email },
  });
  const pages = checkedPages();
  /** Part-time, filled by the church. */
  let filledId = '';
  /** Part-time, open until the test closes it while its page is open. */
  let closingId = '';

  /** Posts and approves a position of `positionType`. */
  const post = (title: string, positionType: string) =>
    postApprovedPosition(session.server, session.church, session.admin, {
      title,
      description: `${title}: serve with our church family through the coming year.`,
      positionType,
    });

  /** Closes a position as its church does, for `reason`. */
  async function close(id: string, reason: 'filled' | 'no-longer-hiring'): Promise<void> {
    const { server, church } = session;
    const closed = await church.request.post(`${server.url}${api.positionClose(id)}`, {
      data: { reason },
      headers: { Origin: server.url },
    });
    expect(closed.status()).toBe(200);
  }

  beforeAll(async () => {
    filledId = await post('Choir Director', 'part-time');
    // Open: one of the filled position's type, one of the other.
    await post('Youth Pastor', 'part-time');
    await post('Worship Leader', 'full-time');
    closingId = await post('Organist', 'part-time');
    await close(filledId, 'filled');
  });

  /** A new visitor's page of the filled position at `screen`, taken over by the app. */
  async function filledPage(screen: { width: number; height: number }): Promise<Page> {
    // The page, and the app's own request when the service worker answers it from its copy.
    const page = await pages.openAsNewPerson(session.browser, session.server, [
      { path: `/jobs/${filledId}`, status: 410 },
      { path: api.position(filledId), status: 410 },
    ]);
    await page.setViewportSize(screen);
    const response = await page.goto(`/jobs/${filledId}`);
    expect(response?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: 'This position was filled' }).waitFor();
    await waitForAppTakeover(page);
    return page;
  }

  it("says so in the server's page, which is never indexed", async () => {
    const raw = await fetch(`${session.server.url}/jobs/${filledId}`);
    expect(raw.status).toBe(410);
    expect(raw.headers.get('x-robots-tag')).toBe('noindex');
    // React marks where one text ends and the next begins in server markup: read without them.
    const html = (await raw.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('This position was filled</h1>');
    expect(html).toContain(`Choir Director at ${CHURCH} no longer takes applications.`);
    expect(html).not.toContain('serve with our church family');
  });

  it('on a phone, names it, offers no Apply Now and leads to the open positions of its type', async () => {
    const page = await filledPage(PHONE);
    await page.getByText(`Choir Director at ${CHURCH} no longer takes applications.`).waitFor();
    expect(await page.title()).toBe(`Choir Director at ${CHURCH} · Test College Job Board`);
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    await expectAccessible(page, 'a filled position, phone');

    await page.getByRole('link', { name: 'See open part-time positions' }).click();
    await page.waitForURL(/\/jobs\?type=part-time$/);
    await page.getByRole('article', { name: 'Youth Pastor' }).waitFor();
    await page.getByRole('article', { name: 'Organist' }).waitFor();
    expect(await page.getByRole('article', { name: 'Worship Leader' }).count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Choir Director' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Position type: Part-time' }).waitFor();

    // The type is in the address: a reload shows the same list, Back the page before.
    await page.reload();
    await page.getByRole('article', { name: 'Youth Pastor' }).waitFor();
    expect(await page.getByRole('article', { name: 'Worship Leader' }).count()).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'This position was filled' }).waitFor();
  });

  it('on a desktop screen, is accessible', async () => {
    const page = await filledPage(DESKTOP);
    await expectAccessible(page, 'a filled position, desktop');
  });

  it("opens the form from a card's Apply Now, and a page left open learns that its position closed", async () => {
    const page = await pages.openAsNewPerson(session.browser, session.server, [
      { path: api.position(closingId), status: 410 },
    ]);
    await page.setViewportSize(DESKTOP);
    await page.goto('/jobs');
    await waitForAppTakeover(page);
    await page
      .getByRole('article', { name: 'Organist' })
      .getByRole('link', { name: 'Apply Now' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Organist' });
    await dialog.getByLabel('Full Name').waitFor();
    // Opened once: the address no longer asks for it, so a reload or Back does not open it again.
    await page.waitForURL(new RegExp(`/jobs/${closingId}$`));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const apply = page.getByRole('region', { name: 'Apply' }).getByRole('button', {
      name: 'Apply Now',
    });
    await apply.waitFor();

    await close(closingId, 'no-longer-hiring');
    // The connection drops and returns: the device asks again and learns it closed.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await page.getByRole('heading', { level: 1, name: /^This position closed on / }).waitFor();
    await page.getByText(`Organist at ${CHURCH} no longer takes applications.`).waitFor();
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
  });
});
