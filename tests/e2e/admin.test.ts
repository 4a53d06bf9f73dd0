// The admin dashboard end to end: churches post positions through the API, the admin approves one,
// deletes one through the confirmation, sees the three age styles and archives the old ones; a
// church is kept out. Old positions are made by moving their creation date back in the server's
// SQLite file (server/testing/backdate.ts), which the running server reads on the next request,
// and positions due for the archive by moving back when they went live (support/church-positions).
// The review page, declines, 'Approve selected', search, pages and the audit log: admin-review.test.ts.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import type { Position } from '../../shared/types';
import { backdatePosition } from '../../server/testing/backdate';
import { SQLITE_FILE_NAME } from '../../server/store/open-store';
import { openSqliteStore } from '../../server/store/sqlite/sqlite-store';
import { ADA_ADMIN, createChurch, signUpVerified } from './support/accounts';
import { checkedPages, sessionWithServerAndBrowser } from './support/app-session';
import { expectAccessible } from './support/axe';
import type { ExpectedFailure } from './support/page-errors';
import { screenshot } from './support/screenshot';
import { setLiveForDays } from './support/church-positions';

const DESCRIPTION =
  'Lead and grow the ministry with the pastoral team; weekly planning, events and mentoring.';

describe('admin dashboard', () => {
  const session = sessionWithServerAndBrowser({
    env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: ADA_ADMIN.email },
  });
  const pages = checkedPages();
  let adminContext: BrowserContext;
  let churchContexts: BrowserContext[];

  beforeAll(async () => {
    const { server, browser } = session;
    adminContext = await browser.newContext({ baseURL: server.url });
    await signUpVerified(server, adminContext, ADA_ADMIN);
    churchContexts = [];
    for (const [name, location] of [
      ['Grace', 'Springfield'],
      ['Hope', 'Shelbyville'],
    ] as const) {
      const context = await browser.newContext({ baseURL: server.url });
      await createChurch(
        server,
        context,
        {
          firstName: name,
          lastName: 'Pastor',
          email: `${name.toLowerCase()}@church.test`,
          password: 'church-password',
        },
        { churchName: `${name} Church`, location },
      );
      churchContexts.push(context);
    }
  });

  afterAll(async () => {
    for (const context of churchContexts ?? []) await context.close();
    await adminContext?.close();
  });

  function adminPage(expected: ExpectedFailure[] = []): Promise<Page> {
    return pages.open(adminContext, expected);
  }

  async function post(context: BrowserContext, title: string): Promise<Position> {
    const { server } = session;
    const response = await context.request.post(`${server.url}${api.positions}`, {
      data: { title, description: DESCRIPTION, positionType: 'full-time' },
      headers: { Origin: server.url },
    });
    if (!response.ok()) throw new Error(`posting ${title}: ${response.status()}`);
    return (await response.json()) as Position;
  }

  async function backdate(ages: Array<[Position, number]>): Promise<void> {
    const { server } = session;
    const store = await openSqliteStore(path.join(server.dataDir, SQLITE_FILE_NAME));
    try {
      for (const [position, days] of ages) await backdatePosition(store, position.id, days);
    } finally {
      await store.close();
    }
  }

  /** The card of a position in a section of the dashboard. */
  function item(page: Page, section: string, title: string) {
    return page
      .getByRole('region', { name: section })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  }

  it('says so when there are no positions', async () => {
    const page = await pages.open(adminContext);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Manage all job positions across the platform').waitFor();
    await page.getByRole('heading', { name: 'All Positions (0)' }).waitFor();
    await page.getByText('No positions found').waitFor();
    expect(await page.getByText(/Pending Approval/).count()).toBe(0);
    await expectAccessible(page, '/admin/dashboard (empty)');
  });

  it('approves, deletes, shows the age of each position and archives the old ones', async () => {
    const { server } = session;
    const [grace, hope] = churchContexts as [BrowserContext, BrowserContext];
    await post(grace, 'Youth Pastor');
    const worship = await post(grace, 'Worship Leader');
    const intern = await post(hope, 'Ministry Intern');
    const outreach = await post(hope, 'Outreach Coordinator');
    await backdate([
      [worship, 45],
      [intern, 75],
      [outreach, 90],
    ]);
    // Two already approved, so two wait for approval; those two have been live for over 60 days.
    for (const position of [intern, outreach]) {
      const response = await adminContext.request.post(
        `${server.url}${api.adminApprove(position.id)}`,
        { headers: { Origin: server.url, [IF_MATCH_HEADER]: ifMatchValue(position.version) } },
      );
      expect(response.status()).toBe(200);
    }
    await setLiveForDays(server, [intern.id, outreach.id], 61);

    const page = await pages.open(adminContext);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Pending Approval (2)' }).waitFor();
    await page.getByRole('heading', { name: 'All Positions (4)' }).waitFor();

    // Every item: title, where it stands in words, age, church, location, when posted, description.
    const youthItem = item(page, 'All Positions (4)', 'Youth Pastor');
    await youthItem.getByText('Waiting for approval', { exact: true }).waitFor();
    expect(await youthItem.getByText('active', { exact: true }).count()).toBe(0);
    await youthItem.getByText('Grace Church').waitFor();
    await youthItem.getByText('Springfield').waitFor();
    await youthItem.getByText(/^Posted less than a minute ago$/).waitFor();
    await youthItem.getByText(DESCRIPTION).waitFor();
    const internItem = item(page, 'All Positions (4)', 'Ministry Intern');
    await internItem.getByText('Live', { exact: true }).waitFor();
    await internItem.getByText('Shelbyville').waitFor();
    await internItem.getByText(/^Posted .*months? ago$/).waitFor();

    // Three styles of age badge: under 30 days, 30 to 59, 60 and more.
    const ages = {
      default: youthItem.getByText('0 days old'),
      secondary: item(page, 'All Positions (4)', 'Worship Leader').getByText('45 days old'),
      destructive: internItem.getByText('75 days old'),
    };
    const backgrounds = new Set<string>();
    for (const [style, badge] of Object.entries(ages)) {
      expect(await badge.getAttribute('data-age-style')).toBe(style);
      backgrounds.add(await badge.evaluate((node) => getComputedStyle(node).backgroundColor));
    }
    expect(backgrounds.size).toBe(3);
    await expectAccessible(page, '/admin/dashboard (pending positions)');
    await screenshot(page, 'admin-dashboard');

    // A waiting position is listed once, first, under 'All Positions'.
    expect(await page.getByRole('heading', { name: 'Youth Pastor', exact: true }).count()).toBe(1);
    await youthItem.getByRole('button', { name: 'Approve Youth Pastor' }).click();
    await page.getByText('Position Approved').waitFor();
    await page.getByText('The position is now visible to students.').waitFor();
    await page.getByRole('heading', { name: 'Pending Approval (1)' }).waitFor();
    await youthItem.getByText('Live', { exact: true }).waitFor();

    await item(page, 'All Positions (4)', 'Worship Leader')
      .getByRole('button', { name: 'Delete Worship Leader' })
      .click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete Position?' });
    await confirmDelete.getByText('This cannot be undone.').waitFor();
    await expectAccessible(page, '/admin/dashboard (delete confirmation)');
    await screenshot(page, 'admin-delete-confirmation');
    await confirmDelete.getByRole('button', { name: 'Delete Position' }).click();
    await page.getByText('Position Deleted').waitFor();
    await page.getByText('The position has been permanently deleted.').waitFor();
    await page.getByRole('heading', { name: 'All Positions (3)' }).waitFor();
    expect(await page.getByText(/Pending Approval/).count()).toBe(0);

    await page.getByRole('button', { name: 'Archive Old Positions (60+ days)' }).click();
    const confirmArchive = page.getByRole('alertdialog', { name: 'Archive Old Positions?' });
    await confirmArchive
      .getByText('This cannot be undone, but churches can repost', { exact: false })
      .waitFor();
    await expectAccessible(page, '/admin/dashboard (archive confirmation)');
    await screenshot(page, 'admin-archive-confirmation');
    await confirmArchive.getByRole('button', { name: 'Archive Positions' }).click();
    await page.getByText('Positions Archived').waitFor();
    await page.getByText('Successfully archived 2 position(s) older than 60 days.').waitFor();
    for (const title of ['Ministry Intern', 'Outreach Coordinator']) {
      await item(page, 'All Positions (3)', title)
        .getByText('Closed — Archived after 60 days', { exact: true })
        .waitFor();
    }
    await item(page, 'All Positions (3)', 'Youth Pastor')
      .getByText('Live', { exact: true })
      .waitFor();
    await screenshot(page, 'admin-dashboard-archived');
  });

  it("shows the server's message when an action fails", async () => {
    const { server } = session;
    const grace = churchContexts[0] as BrowserContext;
    const gone = await post(grace, 'Deacon Assistant');
    const page = await adminPage([{ path: api.adminApprove(gone.id), status: 404 }]);
    await page.goto('/admin/dashboard');
    const pending = page.getByRole('region', { name: /^All Positions/ });
    await pending.getByRole('heading', { name: 'Deacon Assistant' }).waitFor();

    // The church deletes it while the admin is looking at it.
    const removed = await grace.request.delete(`${server.url}${api.position(gone.id)}`, {
      headers: { Origin: server.url },
    });
    expect(removed.status()).toBe(200);
    await pending.getByRole('button', { name: 'Approve Deacon Assistant' }).click();
    await page.getByText('Error', { exact: true }).waitFor();
    await page.getByText('Position not found').waitFor();
    // The list is read again, so the position is gone from it.
    await page.getByRole('heading', { name: 'Deacon Assistant' }).waitFor({ state: 'detached' });
  });

  it('sends a church that opens the admin dashboard away', async () => {
    const page = await pages.open(churchContexts[0] as BrowserContext);
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    expect(new URL(page.url()).pathname).not.toBe('/admin/dashboard');
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
  });
});
