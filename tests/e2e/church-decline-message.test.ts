// The church's e-mail to a declined applicant in Chromium: the dialog says how long it may be, that
// it goes once to each applicant and the hourly cap; the student receives the church's words quoted
// under its name with the board's footer; a second e-mail to the same applicant and one past the
// church's hourly cap are refused with the server's reason, the dialog keeping the church's text.
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import { DECLINE_MESSAGE_MAX_LENGTH, DECLINE_MESSAGES_PER_WINDOW } from '../../shared/constants';
import type { Page } from 'playwright-core';
import { postApprovedPosition } from './support/accounts';
import { applyThroughApi } from './support/applications';
import { checkedPages, sessionWithGraceAndAdmin } from './support/app-session';
import { expectAccessible } from './support/axe';
import { waitForMail } from './support/mail';

// Room for the applications the cap needs, all from this machine's one address.
const ENV = {
  COLLEGE_NAME: 'Test College',
  ADMIN_EMAILS: 'admin@college.test',
  APPLICATION_RATE_LIMIT: '60',
};

/** The browser's line for an e-mail the server refused (already sent, the hourly cap). */
const REFUSED_EMAIL =
  /status of 42[29] \([^)]*\) \(http:[^)]*\/api\/church\/applications\/[^/)]+\/decline-message\)$/;

describe("the church's e-mail to a declined applicant", () => {
  const session = sessionWithGraceAndAdmin({ env: ENV });
  // The browser logs the refusals the test provokes; nothing else may appear.
  const pages = checkedPages(REFUSED_EMAIL);

  function card(page: Page, name: string) {
    return page.getByRole('list', { name: 'Applications' }).getByRole('article', { name });
  }

  /** Chooses Declined on the card and answers the dialog with 'Decline and send e-mail'. */
  async function declineWithEmail(page: Page, name: string) {
    await card(page, name).getByLabel('Status', { exact: true }).selectOption('declined');
    const dialog = page.getByRole('dialog', { name: `Decline ${name}?` });
    await dialog.getByLabel(`E-mail to ${name}`).waitFor();
    await dialog.getByRole('button', { name: 'Decline and send e-mail' }).click();
    return dialog;
  }

  it("sends once, quoted in the board's frame; a second e-mail and one past the hourly cap are refused with the reason", async () => {
    const { server, browser, church, admin } = session;
    const positionId = await postApprovedPosition(server, church, admin, {
      title: 'Youth Pastor',
      description:
        'Lead our youth ministry on Wednesday nights and Sunday mornings, plan retreats and mentor volunteers.',
      positionType: 'part-time',
    });
    await applyThroughApi(browser, server, positionId, {
      name: 'Ada Student',
      email: 'ada@student.test',
    });
    const ben = await applyThroughApi(browser, server, positionId, {
      name: 'Ben Student',
      email: 'ben@student.test',
    });

    const page = await pages.open(church);
    await page.goto(appPaths.positionApplications(positionId));
    await card(page, 'Ada Student').waitFor();

    // The dialog says the limits before the church writes.
    await card(page, 'Ada Student').getByLabel('Status', { exact: true }).selectOption('declined');
    let dialog = page.getByRole('dialog', { name: 'Decline Ada Student?' });
    await dialog
      .getByText(
        `Edit it as you like (up to ${String(DECLINE_MESSAGE_MAX_LENGTH)} characters). It is sent only if you choose 'Decline and send e-mail', once to each applicant, with a note that your church wrote it. Your church can send up to ${String(DECLINE_MESSAGES_PER_WINDOW)} such e-mails an hour.`,
      )
      .waitFor();
    await expectAccessible(page, 'decline dialog with its limits');
    await dialog.getByRole('button', { name: 'Decline and send e-mail' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Your e-mail to Ada Student is on its way.').waitFor();
    const mail = await waitForMail(
      server.dataDir,
      'ada@student.test',
      'Grace Fellowship Church wrote:',
    );
    expect(mail).toContain('> Dear Ada Student,');
    expect(mail.replace(/\s+/g, ' ')).toContain(
      'You receive this e-mail because you applied to Youth Pastor at Grace Fellowship Church through the Test College job board. Grace Fellowship Church wrote the message above; Test College did not write it.',
    );

    // Moved back and declined again: the board sends no second e-mail to Ada.
    await card(page, 'Ada Student').getByLabel('Status', { exact: true }).selectOption('reviewed');
    await page.getByText('Ada Student is now Reviewed.').waitFor();
    dialog = await declineWithEmail(page, 'Ada Student');
    await page
      .getByText(
        'The application is declined, but the e-mail was not sent. You already sent this applicant an e-mail about this application. The job board sends only one.',
      )
      .waitFor();
    // The church's text stays in the open dialog; it closes it itself.
    expect(await dialog.getByLabel('E-mail to Ada Student').inputValue()).toContain(
      'Dear Ada Student,',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The church writes the rest of its hour's e-mails to other applicants.
    const headers = { Origin: server.url };
    for (let i = 1; i < DECLINE_MESSAGES_PER_WINDOW; i += 1) {
      const other = await applyThroughApi(browser, server, positionId, {
        name: `Student ${String(i)}`,
        email: `student${String(i)}@student.test`,
      });
      const declined = await church.request.put(
        `${server.url}${api.churchApplicationStatus(other.id)}`,
        { data: { status: 'declined' }, headers },
      );
      expect(declined.status(), await declined.text()).toBe(200);
      const sent = await church.request.post(
        `${server.url}${api.churchApplicationDeclineMessage(other.id)}`,
        { data: { message: `Dear Student ${String(i)}, not this time.` }, headers },
      );
      expect(sent.status(), await sent.text()).toBe(202);
    }

    await page.reload();
    await card(page, 'Ben Student').waitFor();
    dialog = await declineWithEmail(page, 'Ben Student');
    await page
      .getByText(
        /^The application is declined, but the e-mail was not sent\. Your church has sent 20 e-mails to applicants in the last hour, the most the job board allows\. Please try again in \d+ minutes?\.$/,
      )
      .waitFor();
    expect(await dialog.getByLabel('E-mail to Ben Student').inputValue()).toContain(
      'Dear Ben Student,',
    );
    await expectAccessible(page, 'decline dialog after the hourly cap');
    const status = await church.request.get(`${server.url}${api.churchApplication(ben.id)}`);
    expect(((await status.json()) as { status: string }).status).toBe('declined');
  });
});
