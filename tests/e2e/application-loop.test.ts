// An application's loop closed, through the screens and the e-mails only: a student applies with a
// resume; the church's e-mail (under DATA_DIR/mail) links to the application, which the church
// opens (it becomes Reviewed), downloads the resume from and moves to Contacted; a second student
// is declined with the e-mail; each student's status page, opened from the link in their own
// confirmation, shows where their application stands in their words.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appPaths } from '../../shared/app-paths';
import { GRACE_PASTOR, postApprovedPosition } from './support/accounts';
import { applyThroughApi, onePagePdf } from './support/applications';
import { checkedPages, sessionWithGraceAndAdmin } from './support/app-session';
import { waitForMail, waitForMailLink } from './support/mail';
import { screenshot } from './support/screenshot';
import { fillLabelled } from './support/forms';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };
const TITLE = 'Children’s Ministry Assistant';
const RESUME = onePagePdf('Lena Student - Resume');

describe('an application from sending to answer', () => {
  const session = sessionWithGraceAndAdmin({ env: ENV });
  const pages = checkedPages();

  /** The status page a student reaches from their confirmation e-mail, on their own device. */
  async function statusPageFromConfirmation(email: string): Promise<Page> {
    const { server, browser } = session;
    const link = await waitForMailLink(server.dataDir, email, '/application-status/');
    const page = await pages.openAsNewPerson(browser, server);
    await page.goto(link);
    await page.getByRole('heading', { name: TITLE }).first().waitFor();
    return page;
  }

  /** The student's status as the status page words it. */
  function statusIn(page: Page) {
    return page.getByRole('region', { name: 'Status' });
  }

  it("tells the church, lets it review and answer, and shows each student's status", async () => {
    const { server, browser, church, admin } = session;
    const positionId = await postApprovedPosition(server, church, admin, {
      title: TITLE,
      description: 'Help our Sunday school teachers with crafts, songs and Bible stories.',
      positionType: 'part-time',
    });

    // ---- Lena applies from her phone, with a resume.
    const student = await pages.openAsNewPerson(browser, server);
    await student.setViewportSize({ width: 360, height: 740 });
    await student.goto(`/jobs/${positionId}`);
    await student.getByRole('button', { name: 'Apply Now' }).click();
    const form = student.getByRole('dialog', { name: `Apply for ${TITLE}` });
    await fillLabelled(form, {
      'Full Name': 'Lena Student',
      Email: 'lena@student.test',
      'Phone Number': '555-010-4040',
      'Major/Field of Study': 'Christian Education',
      'Graduation Year': '2027',
    });
    await form
      .getByLabel('Resume (optional)')
      .setInputFiles({ name: 'lena-resume.pdf', mimeType: 'application/pdf', buffer: RESUME });
    await student.getByText('Resume Uploaded').waitFor();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await student.getByText('Your application has been sent to the church. Good luck!').waitFor();
    // Her saved list says so too, with the way to her status page.
    await student.getByRole('button', { name: `Save ${TITLE}` }).click();
    await student.getByRole('button', { name: 'Saved' }).waitFor();
    await student.goto('/saved');
    const saved = student.getByRole('article', { name: TITLE });
    await saved.getByText(/^Applied on /).waitFor();
    await saved.getByRole('link', { name: `View your application for ${TITLE}` }).waitFor();
    await screenshot(student, 'loop-student-saved');
    await student.close();

    // ---- The church is told by e-mail, with a link to that application.
    const link = await waitForMailLink(server.dataDir, GRACE_PASTOR.email, '/church/applications/');
    const notice = await waitForMail(server.dataDir, GRACE_PASTOR.email, 'Lena Student');
    expect(notice).toContain(TITLE);
    const applicationId = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
    expect(new URL(link).pathname).toBe(appPaths.churchApplication(applicationId));

    // ---- The church opens it from the link: it is Reviewed now.
    const review = await pages.open(church);
    await review.goto(link);
    await review.getByRole('heading', { level: 1, name: 'Lena Student' }).waitFor();
    await expect
      .poll(() => review.getByLabel('Status', { exact: true }).inputValue())
      .toBe('reviewed');

    // It downloads the resume: the bytes Lena sent.
    await review.getByRole('button', { name: 'View resume of Lena Student' }).click();
    const viewer = review.getByRole('dialog', { name: 'Resume of Lena Student' });
    const [download] = await Promise.all([
      review.waitForEvent('download'),
      viewer.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(Buffer.compare(await readFile(await download.path()), RESUME)).toBe(0);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    // ...and moves it to Contacted.
    await review.getByLabel('Status', { exact: true }).selectOption('contacted');
    await review.getByText('Lena Student is now Contacted.').waitFor();
    await screenshot(review, 'loop-church-contacted');

    // ---- A second student applies; the church declines her and sends the e-mail.
    await applyThroughApi(browser, server, positionId, {
      name: 'Mira Student',
      email: 'mira@student.test',
    });
    await review.goto(appPaths.positionApplications(positionId));
    const mira = review
      .getByRole('list', { name: 'Applications' })
      .getByRole('article', { name: 'Mira Student' });
    await mira.getByLabel('Status', { exact: true }).selectOption('declined');
    const decline = review.getByRole('dialog', { name: 'Decline Mira Student?' });
    expect(await decline.getByLabel('E-mail to Mira Student').inputValue()).toContain(
      `Thank you for applying to ${TITLE} at Grace Fellowship Church.`,
    );
    await decline.getByRole('button', { name: 'Decline and send e-mail' }).click();
    await review.getByText('Your e-mail to Mira Student is on its way.').waitFor();
    await waitForMail(
      server.dataDir,
      'mira@student.test',
      `Thank you for applying to ${TITLE} at Grace Fellowship Church.`,
    );

    // ---- Each student's link, from their own confirmation, shows where they stand.
    const lena = await statusPageFromConfirmation('lena@student.test');
    await statusIn(lena).getByText('The church has contacted you', { exact: true }).waitFor();
    await screenshot(lena, 'loop-student-contacted');
    const miraPage = await statusPageFromConfirmation('mira@student.test');
    await statusIn(miraPage).getByText('Not selected', { exact: true }).waitFor();
    await screenshot(miraPage, 'loop-student-declined');
  });
});
