// The admin dashboard is online only: without a connection it says that it needs
// one and its actions are disabled, whether the connection drops while it is open or the page is
// opened offline; nothing of the admin's data is kept in the browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import {
  ADA_ADMIN,
  createChurch,
  GRACE_PASTOR,
  signInThroughApi,
  signUpVerified,
} from './support/accounts';
import { openFreshPage, startServerAndBrowser, stopServerAndBrowser } from './support/app-session';
import { expectAccessible } from './support/axe';
import { waitForServiceWorkerControl } from './support/offline';
import { CONNECTION_FAILURE } from './support/page-errors';
import { screenshot } from './support/screenshot';
import type { RunningServer } from './support/server';

const NEEDS_CONNECTION =
  'The admin dashboard needs a connection. Connect to the internet to review positions.';

describe('admin dashboard offline', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: () => string[];

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser({
      env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: ADA_ADMIN.email },
    }));
    const church = await browser.newContext({ baseURL: server.url });
    await createChurch(server, church, GRACE_PASTOR, {
      churchName: 'Grace Church',
      location: 'Springfield',
    });
    const posted = await church.request.post(`${server.url}${api.positions}`, {
      data: {
        title: 'Youth Pastor',
        description: 'Lead and grow the youth ministry with the pastoral team; weekly planning.',
        positionType: 'full-time',
      },
      headers: { Origin: server.url },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    await church.close();
    // The admin signs up once; each test signs in on a fresh browser context.
    const admin = await browser.newContext({ baseURL: server.url });
    await signUpVerified(server, admin, ADA_ADMIN);
    await admin.close();
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  beforeEach(async () => {
    ({ context, page, pageErrors } = await openFreshPage(browser, server));
    await signInThroughApi(server, context, ADA_ADMIN);
  });

  afterEach(async () => {
    await context.close();
    expect(pageErrors().filter((error) => !CONNECTION_FAILURE.test(error))).toEqual([]);
  });

  async function visitOnline() {
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Pending Approval (1)' }).waitFor();
    await waitForServiceWorkerControl(page);
  }

  it('says it needs a connection and disables its actions when the connection drops', async () => {
    await visitOnline();
    const approve = page.getByRole('button', { name: 'Approve Youth Pastor' });
    expect(await approve.isEnabled()).toBe(true);

    await context.setOffline(true);
    await page.getByText(NEEDS_CONNECTION).waitFor();
    expect(await approve.isDisabled()).toBe(true);
    for (const button of await page.getByRole('button', { name: /^Delete / }).all()) {
      expect(await button.isDisabled()).toBe(true);
    }
    expect(
      await page.getByRole('button', { name: 'Archive Old Positions (60+ days)' }).isDisabled(),
    ).toBe(true);
    await expectAccessible(page, 'admin dashboard offline');
    await screenshot(page, 'admin-offline');

    await context.setOffline(false);
    await page.getByText(NEEDS_CONNECTION).waitFor({ state: 'detached' });
    expect(await approve.isEnabled()).toBe(true);
  });

  it('opened offline shows only that it needs a connection, and keeps no admin data', async () => {
    await visitOnline();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByText(NEEDS_CONNECTION).waitFor();
    expect(await page.getByText('Youth Pastor').count()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'Archive Old Positions (60+ days)' }).isDisabled(),
    ).toBe(true);
    await expectAccessible(page, 'admin dashboard opened offline');
    await screenshot(page, 'admin-offline-reload');

    // Nothing of /api/admin is in the service worker's caches.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
    });
    expect(cached).toEqual([]);

    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Pending Approval (1)' }).waitFor();
  });
});
