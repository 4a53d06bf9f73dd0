// The admin dashboard is online only: without a connection it says that it needs
// one and its actions are disabled, whether the connection drops while it is open or the page is
// opened offline; nothing of the admin's data is kept in the browser.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADA_ADMIN, signInThroughApi } from './support/accounts';
import { sessionWithFreshPages, withGraceAndAdmin } from './support/app-session';
import { expectAccessible } from './support/axe';
import { postPosition } from './support/church-positions';
import { openOnline, reloadOffline } from './support/offline';
import { CONNECTION_FAILURE } from './support/page-errors';
import { screenshot } from './support/screenshot';

const NEEDS_CONNECTION =
  'The admin dashboard needs a connection. Connect to the internet to review positions.';

describe('admin dashboard offline', () => {
  // The admin signs up once; each test signs in on a fresh browser context.
  const session = withGraceAndAdmin(
    sessionWithFreshPages(
      { env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: ADA_ADMIN.email } },
      { tolerated: [CONNECTION_FAILURE] },
    ),
  );

  beforeAll(async () => {
    await postPosition(session.server, session.church, {
      title: 'Youth Pastor',
      description: 'Lead and grow the youth ministry with the pastoral team; weekly planning.',
      positionType: 'full-time',
    });
  });

  beforeEach(async () => {
    await signInThroughApi(session.server, session.context, ADA_ADMIN);
  });

  async function visitOnline() {
    const { page } = session;
    await openOnline(page, '/admin/dashboard', 'Admin Dashboard');
    await page.getByRole('heading', { name: 'Pending Approval (1)' }).waitFor();
  }

  it('says it needs a connection and disables its actions when the connection drops', async () => {
    const { page, context } = session;
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
    const { page, context } = session;
    await visitOnline();
    await reloadOffline(page, 'Admin Dashboard');
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
