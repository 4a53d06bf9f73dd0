// A write shows on every screen that shows positions, without a press of 'Refresh'. The
// admin approves and deletes, a church deletes its approved position: the tab that made the write
// sees /jobs and the position's page follow when it goes back to them through the app's links, and
// the other tabs of the same browser, left open on /jobs or on the position's page, follow too.
// (Another browser has no way to hear of the change: it sees it on its next visit or 'Refresh'.)
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { Position } from '../../shared/types';
import {
  ADA_ADMIN,
  createChurch,
  GRACE_PASTOR,
  postApprovedPosition,
  signUpVerified,
} from './support/accounts';
import { checkedPages, sessionWithServerAndBrowser } from './support/app-session';
import { waitForCachedRecords } from './support/offline';
import type { ExpectedFailure } from './support/page-errors';
import { chooseDelete } from './support/position-card';

const DESCRIPTION =
  'Lead and grow the ministry with the pastoral team; weekly planning, events and mentoring.';

describe('screens follow writes', () => {
  const session = sessionWithServerAndBrowser({
    env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: ADA_ADMIN.email },
  });
  const pages = checkedPages();
  let admin: BrowserContext;
  let church: BrowserContext;

  beforeAll(async () => {
    const { server, browser } = session;
    admin = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    await signUpVerified(server, admin, ADA_ADMIN);
    church = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    await createChurch(server, church, GRACE_PASTOR, {
      churchName: 'Grace Church',
      location: 'Springfield',
    });
  });

  afterAll(async () => {
    await church?.close();
    await admin?.close();
  });

  async function openPage(
    context: BrowserContext,
    path: string,
    expected: ExpectedFailure[] = [],
  ): Promise<Page> {
    const page = await pages.open(context, expected);
    await page.goto(path);
    return page;
  }

  async function postPending(title: string): Promise<Position> {
    const { server } = session;
    const response = await church.request.post(`${server.url}${api.positions}`, {
      data: { title, description: DESCRIPTION, positionType: 'full-time' },
      headers: { Origin: server.url },
    });
    if (!response.ok()) throw new Error(`posting ${title}: ${response.status()}`);
    return (await response.json()) as Position;
  }

  function postApproved(title: string): Promise<string> {
    const { server } = session;
    return postApprovedPosition(server, church, admin, {
      title,
      description: DESCRIPTION,
      positionType: 'part-time',
    });
  }

  const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title });

  /** Follows the top bar's link, as a person would: the app is not loaded again. */
  async function navigate(page: Page, link: string): Promise<void> {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  }

  it("the admin's approval and deletion show on /jobs and on the position's page", async () => {
    await postApproved('Worship Leader');
    const youth = await postPending('Youth Pastor');

    // Another tab on /jobs, and one on the pending position's page (an admin may open it).
    const list = await openPage(admin, '/jobs');
    await cardOf(list, 'Worship Leader').waitFor();
    await waitForCachedRecords(list, 'positions', 1);
    const detail = await openPage(admin, `/jobs/${youth.id}`);
    await detail.getByRole('heading', { name: 'Youth Pastor' }).waitFor();
    await detail.getByText('students can apply once an admin has approved it').waitFor();

    // The tab the admin works in has shown /jobs before going to the dashboard.
    const page = await openPage(admin, '/jobs');
    await cardOf(page, 'Worship Leader').waitFor();
    await navigate(page, 'Admin Dashboard');
    const allPositions = page.getByRole('region', { name: /^All Positions/ });
    await allPositions.getByRole('button', { name: 'Approve Youth Pastor' }).click();
    await page.getByText('Position Approved').waitFor();
    await page.getByRole('heading', { name: 'All Positions (2)' }).waitFor();

    await cardOf(list, 'Youth Pastor').waitFor();
    await detail.getByRole('button', { name: 'Apply Now' }).waitFor();
    await navigate(page, 'Browse Jobs');
    await cardOf(page, 'Youth Pastor').waitFor();
    await page.getByText('2 positions', { exact: true }).waitFor();
    await cardOf(page, 'Youth Pastor').getByRole('link', { name: 'View Details' }).click();
    await page.getByRole('button', { name: 'Apply Now' }).waitFor();

    // The admin deletes the other one: gone from the list in every tab, the admin list follows.
    await navigate(page, 'Admin Dashboard');
    const all = page.getByRole('region', { name: 'All Positions (2)' });
    await all.getByRole('button', { name: 'Delete Worship Leader' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Position?' });
    await confirm.getByRole('button', { name: 'Delete Position' }).click();
    await page.getByText('The position has been permanently deleted.').waitFor();
    await page.getByRole('heading', { name: 'All Positions (1)' }).waitFor();

    await cardOf(list, 'Worship Leader').waitFor({ state: 'detached' });
    await navigate(page, 'Browse Jobs');
    await cardOf(page, 'Worship Leader').waitFor({ state: 'detached' });
    await page.getByText('1 position', { exact: true }).waitFor();
  });

  it('a church deleting its approved position sees it leave its dashboard, /jobs and its page', async () => {
    const id = await postApproved('Choir Director');
    // The church's other tab shows the position's page; its 404 is how that page learns it is gone.
    const detail = await openPage(church, `/jobs/${id}`, [{ path: api.position(id), status: 404 }]);
    await detail.getByRole('heading', { name: 'Choir Director' }).waitFor();

    const page = await openPage(church, '/jobs');
    await cardOf(page, 'Choir Director').waitFor();
    await waitForCachedRecords(page, 'positions', 1);
    await navigate(page, 'Dashboard');
    const card = cardOf(page, 'Choir Director');
    await card.getByText('Approved').waitFor();
    await chooseDelete(page, card, 'Choir Director');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Position?' });
    await confirm.getByRole('button', { name: 'Delete Position' }).click();
    await page.getByText('The position has been successfully deleted.').waitFor();
    await card.waitFor({ state: 'detached' });

    await detail.getByRole('heading', { name: 'Position Not Found' }).waitFor();
    await navigate(page, 'Browse Jobs');
    await page.getByRole('heading', { name: 'Browse Positions' }).waitFor();
    await cardOf(page, 'Youth Pastor').waitFor();
    await cardOf(page, 'Choir Director').waitFor({ state: 'detached' });
  });
});
