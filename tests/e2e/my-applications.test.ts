// 'My applications', without an account: from the phone menu, the applications sent from this
// device with their position, church, the day they were sent and where each stands (asked again
// when the page opens online, the last answer shown offline), each with its status page; one
// waiting in the outbox is counted with the way to it, and listed once it has been sent. The apply
// form remembers the student's details when ticked, and they are forgotten here. On a phone and a
// desktop screen (from the Saved page), with axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { Application } from '../../shared/types';
import { postApprovedPosition } from './support/accounts';
import { fillApplyDialog, SAM_EMAIL } from './support/apply-dialog';
import { sessionWithFreshPages, withGraceAndAdmin } from './support/app-session';
import { expectAccessible } from './support/axe';
import { openOnline } from './support/offline';
import { CONNECTION_FAILURE } from './support/page-errors';
import { openPhoneMenu } from './support/phone-menu';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const CHURCH = 'Grace Fellowship Church';

describe('My applications on this device', () => {
  const session = withGraceAndAdmin(
    sessionWithFreshPages({ env: ENV }, { tolerated: [CONNECTION_FAILURE] }),
  );

  const post = (title: string) =>
    postApprovedPosition(session.server, session.church, session.admin, {
      title,
      description: `${title}: serve with our church family through the coming year.`,
      positionType: 'part-time',
    });

  /** Opens 'My applications' from the phone menu. */
  async function openFromMenu(page: Page): Promise<void> {
    const menu = await openPhoneMenu(page);
    await menu.getByRole('menuitem', { name: 'My applications' }).click();
    await page.getByRole('heading', { level: 1, name: 'My applications' }).waitFor();
  }

  /**
   * Sends the open apply dialog of `title`: filled in and with the details remembered, or as the
   * remembered details filled it.
   */
  async function sendApplication(page: Page, title: string, filled: 'type' | 'remembered') {
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    const remember = dialog.getByLabel('Remember my details on this device');
    if (filled === 'type') {
      await fillApplyDialog(dialog);
      await remember.check();
    } else {
      await expect.poll(() => dialog.getByLabel('Full Name').inputValue()).toBe('Sam Student');
      expect(await dialog.getByLabel('Email').inputValue()).toBe(SAM_EMAIL);
      expect(await dialog.getByLabel('Graduation Year').inputValue()).toBe('2027');
      expect(await remember.isChecked()).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** The church reads the one application of `positionId`, through its own API. */
  async function churchReads(positionId: string): Promise<void> {
    const { server, church } = session;
    const list = await church.request.get(
      `${server.url}${api.churchPositionApplications(positionId)}`,
    );
    const [application] = (await list.json()) as Application[];
    const opened = await church.request.get(
      `${server.url}${api.churchApplication(application?.id ?? '')}`,
    );
    expect(opened.ok()).toBe(true);
  }

  it('lists what this device sent with where each stands, online and offline, from the phone menu', async () => {
    const { context, page } = session;
    const worshipId = await post('Worship Leader');
    const organistId = await post('Organist');
    await page.setViewportSize(PHONE);
    await openOnline(page, `/jobs/${organistId}`, 'Organist');

    await openFromMenu(page);
    await page.getByRole('heading', { name: 'No applications yet' }).waitFor();
    await expectAccessible(page, 'my applications, none yet');

    // Sent from a card's 'Apply Now', which opens the form.
    await page.goto('/jobs');
    await page
      .getByRole('article', { name: 'Worship Leader' })
      .getByRole('link', { name: 'Apply Now' })
      .click();
    await sendApplication(page, 'Worship Leader', 'type');
    await page.getByText('Your application has been sent to the church. Good luck!').waitFor();

    await openFromMenu(page);
    const worship = page.getByRole('article', { name: 'Worship Leader' });
    await worship.getByText(CHURCH).waitFor();
    await worship.getByText(/^Applied on /).waitFor();
    await worship.getByText('Sent to the church', { exact: true }).waitFor();
    await expectAccessible(page, 'my applications, phone');

    // The church reads it: the page asks again when it opens.
    await churchReads(worshipId);
    await page.reload();
    await worship.getByText('Read by the church', { exact: true }).waitFor();
    await worship.getByText(/^Checked /).waitFor();

    // Offline: the page opens with the statuses last read; one sent now waits, and is counted.
    await context.setOffline(true);
    await page.reload();
    await worship.getByText('Read by the church', { exact: true }).waitFor();
    await page.goto(`/jobs/${organistId}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await sendApplication(page, 'Organist', 'remembered');
    await openFromMenu(page);
    await page.getByText('1 application is waiting to be sent from this device.').waitFor();
    expect(await page.getByRole('article', { name: 'Organist' }).count()).toBe(0);
    await expectAccessible(page, 'my applications, one waiting');

    // Back online it is sent, and listed.
    await context.setOffline(false);
    const organist = page.getByRole('article', { name: 'Organist' });
    await organist.getByText(/^Applied on /).waitFor();
    await page.getByText(/waiting to be sent from this device/).waitFor({ state: 'detached' });

    // The details the form remembers can be forgotten here.
    const details = page.getByRole('region', { name: 'Your details on this device' });
    await details
      .getByText(`The apply form fills in Sam Student (${SAM_EMAIL})`, { exact: false })
      .waitFor();
    await details.getByRole('button', { name: 'Forget my details' }).click();
    await details.waitFor({ state: 'detached' });
    await page.reload();
    await organist.getByText(/^Applied on /).waitFor();
    expect(await details.count()).toBe(0);

    // Each leads to its status page.
    await worship.getByRole('link', { name: 'View your application for Worship Leader' }).click();
    await page.waitForURL(/\/application-status\/[^/]+$/);
    await page.getByText('Read by the church', { exact: true }).waitFor();
  });

  it('is reached from the Saved page on a desktop screen', async () => {
    const { page } = session;
    await page.setViewportSize(DESKTOP);
    await page.goto('/saved');
    await page.getByRole('link', { name: 'My applications' }).click();
    await page.getByRole('heading', { level: 1, name: 'My applications' }).waitFor();
    await expectAccessible(page, 'my applications, desktop');
  });
});
