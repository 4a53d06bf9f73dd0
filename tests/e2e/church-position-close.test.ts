// A church closes, reopens and duplicates its positions (decision 0024) in Chromium:
// closing as filled from the dashboard card keeps the applications and refuses a student's
// application with the server's message in the apply dialog; marking someone Hired offers to close
// the position as filled, and declining the offer changes nothing; Reopen and Duplicate from the
// position's page; Delete behind 'More'. Posting with an 'Apply by' date, which students see, and
// the toast that says the truth. The expiry e-mail's 'Keep open' page, once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import type { ChurchPosition, KeepOpenPreview } from '../../shared/types';
import { keepOpenToken } from '../../server/positions/keep-open-link';
import { applyThroughApi } from './support/applications';
import { fillApplyDialog } from './support/apply-dialog';
import { gracePositionsSession } from './support/grace-positions';
import { expectAccessible } from './support/axe';
import { screenshot } from './support/screenshot';

const SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-the-config';
const ENV = {
  COLLEGE_NAME: 'Test College',
  ADMIN_EMAILS: 'admin@college.test',
  // Known here, so the test can make the expiry e-mail's link as the server does.
  SESSION_SECRET,
};
const DESCRIPTION =
  'Help with our children’s ministry on Sunday mornings, plan lessons and care for the families.';
/** The apply dialog's refusal of a closed position is the answer the test waits for. */
const REFUSED = [{ path: api.applications, status: 410 }];

describe("a church's positions: close, reopen, duplicate", () => {
  const { session, pages, postApproved, ownPosition } = gracePositionsSession(
    { env: ENV },
    DESCRIPTION,
  );

  function card(page: Page, title: string) {
    return page.getByRole('list', { name: 'Your positions' }).getByRole('article', { name: title });
  }

  it("closes as filled from the card; a student's application is then refused with the message", async () => {
    const { server, browser } = session;
    const id = await postApproved('Children’s Ministry Assistant');

    // A student has the position open and fills in the application.
    const student = await pages.openAsNewPerson(browser, server, REFUSED);
    await student.goto(`/jobs/${id}`);
    await student.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = student.getByRole('dialog', {
      name: 'Apply for Children’s Ministry Assistant',
    });
    await fillApplyDialog(dialog);

    // Meanwhile the church closes it as filled: the card says so and the applications stay.
    const page = await pages.open(session.church);
    await page.goto('/church/dashboard');
    const own = card(page, 'Children’s Ministry Assistant');
    await own.getByRole('button', { name: /^Close$/ }).click();
    const close = page.getByRole('dialog', { name: 'Close “Children’s Ministry Assistant”?' });
    await close.getByText('Its applications are kept').waitFor();
    // A reason is required.
    await close.getByRole('button', { name: 'Close Position' }).click();
    await close.getByText("Choose why: 'Filled' or 'No longer hiring'").waitFor();
    await expectAccessible(page, 'the close dialog');
    await screenshot(page, 'church-position-close');
    await close.getByText('Filled', { exact: true }).click();
    await close.getByRole('button', { name: 'Close Position' }).click();
    await close.waitFor({ state: 'detached' });
    await page.getByText('Position Closed', { exact: true }).waitFor();
    await own.getByText('Closed · Filled').waitFor();
    expect(await own.getByText('Approved', { exact: true }).count()).toBe(0);
    await own.getByRole('button', { name: 'Reopen' }).waitFor();
    await expectAccessible(page, 'the dashboard with a closed position');
    await screenshot(page, 'church-dashboard-closed');
    expect(await ownPosition(id)).toMatchObject({ status: 'closed', closedReason: 'filled' });

    // The student's application is refused, and the dialog says why in the server's words.
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    const refusal = dialog.getByRole('alert').filter({
      hasText: 'This position is no longer accepting applications.',
    });
    await refusal.waitFor();
    await expectAccessible(student, 'the apply dialog refused');
    await screenshot(student, 'apply-refused-closed');
  });

  it('offers to close the position as filled when someone is hired; declining changes nothing', async () => {
    const { server, browser } = session;
    const id = await postApproved('Worship Intern');
    await applyThroughApi(browser, server, id, { name: 'Ada Student', email: 'ada@student.test' });
    await applyThroughApi(browser, server, id, { name: 'Ben Student', email: 'ben@student.test' });

    const page = await pages.open(session.church);
    await page.goto(appPaths.positionApplications(id));
    const list = page.getByRole('list', { name: 'Applications' });
    await list
      .getByRole('article', { name: 'Ada Student' })
      .getByLabel('Status', { exact: true })
      .selectOption('hired');
    const offer = page.getByRole('alertdialog', { name: 'Close “Worship Intern” as filled?' });
    await offer.getByText('Ada Student is hired.').waitFor();
    await expectAccessible(page, 'the offer to close as filled');
    await screenshot(page, 'church-hired-close-offer');
    await offer.getByRole('button', { name: 'Keep it open' }).click();
    await offer.waitFor({ state: 'detached' });
    expect((await ownPosition(id)).status).toBe('active');

    await list
      .getByRole('article', { name: 'Ben Student' })
      .getByLabel('Status', { exact: true })
      .selectOption('hired');
    await offer.getByRole('button', { name: 'Close as filled' }).click();
    await page.getByText('Position Closed', { exact: true }).waitFor();
    await expect.poll(async () => (await ownPosition(id)).closedReason).toBe('filled');
    expect((await ownPosition(id)).applicationCount).toBe(2);
  });

  it('reopens a closed position and duplicates it; Delete waits behind More', async () => {
    const id = await postApproved('Youth Intern');
    const page = await pages.open(session.church);
    await page.goto('/church/dashboard');
    await card(page, 'Youth Intern')
      .getByRole('button', { name: /^Close$/ })
      .click();
    const close = page.getByRole('dialog', { name: 'Close “Youth Intern”?' });
    await close.getByText('No longer hiring', { exact: true }).click();
    await close.getByRole('button', { name: 'Close Position' }).click();
    await card(page, 'Youth Intern').getByText('Closed · No longer hiring').waitFor();

    // Reopen, from the position's own page: public again for 60 days, since it was approved.
    await card(page, 'Youth Intern').getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`**${appPaths.churchPosition(id)}`);
    await page.getByText('Closed: No longer hiring.').waitFor();
    await page.getByRole('button', { name: 'Reopen' }).click();
    const reopen = page.getByRole('alertdialog', { name: 'Reopen “Youth Intern”?' });
    await reopen.getByText('it is public again for 60 days').waitFor();
    await reopen.getByRole('button', { name: 'Reopen Position' }).click();
    await page.getByText('Position Reopened', { exact: true }).waitFor();
    await page.getByText('Students can see it and apply.').waitFor();
    expect((await ownPosition(id)).status).toBe('active');

    // Duplicate: a new pending copy, which opens.
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/church/positions/') && !url.pathname.includes(id),
    );
    await page.getByRole('heading', { level: 1, name: 'Youth Intern' }).waitFor();
    await page.getByText('Pending Approval.', { exact: false }).first().waitFor();
    const copyId = new URL(page.url()).pathname.split('/')[3] ?? '';
    expect(await ownPosition(copyId)).toMatchObject({
      title: 'Youth Intern',
      approved: false,
      status: 'active',
      description: DESCRIPTION,
    });
    await expectAccessible(page, 'a duplicated position');

    // Delete (which deletes the applications) is in the card's 'More' menu.
    await page.goto('/church/dashboard');
    const copies = page.getByRole('list', { name: 'Your positions' }).getByRole('article', {
      name: 'Youth Intern',
    });
    await expect.poll(() => copies.count()).toBe(2);
    const pending = copies.filter({ hasText: 'Pending Approval' });
    await pending.getByRole('button', { name: 'More actions for Youth Intern' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Position?' });
    await confirm.getByText('All applications for this position will also be deleted.').waitFor();
    await confirm.getByRole('button', { name: 'Delete Position' }).click();
    await page.getByText('The position has been successfully deleted.').waitFor();
    await expect.poll(() => copies.count()).toBe(1);
  });

  it("posts with an 'Apply by' date students see, and says the position waits for approval", async () => {
    const { server, browser, admin } = session;
    const page = await pages.open(session.church);
    await page.goto('/church/post-job');
    await page.getByLabel('Position Title').fill('Summer Camp Counselor');
    await page.getByLabel('Position Description').fill(DESCRIPTION);
    await page.getByLabel('Apply by (optional)').fill('2020-06-01');
    await page.getByRole('button', { name: 'Post Position' }).click();
    await page.getByText('Apply by must be today or a later date').waitFor();
    await page.getByLabel('Apply by (optional)').fill('2099-05-15');
    await page.getByRole('button', { name: 'Post Position' }).click();
    await page.waitForURL('**/church/dashboard');
    await page.getByText('Position Posted', { exact: true }).waitFor();
    await page
      .getByText(
        'Your position was sent to the college for approval. Students can apply once it is approved, and we will e-mail you then.',
      )
      .waitFor();
    const own = card(page, 'Summer Camp Counselor');
    await own.getByText('Pending Approval', { exact: true }).waitFor();
    await own.getByText('Apply by May 15, 2099').waitFor();

    const list = (await (
      await session.church.request.get(`${server.url}${api.churchPositions}`)
    ).json()) as ChurchPosition[];
    const posted = list.find((position) => position.title === 'Summer Camp Counselor');
    expect(posted?.applyBy).toBe('2099-05-15');
    const approved = await admin.request.post(
      `${server.url}${api.adminApprove(posted?.id ?? '')}`,
      {
        data: {},
        headers: { Origin: server.url, [IF_MATCH_HEADER]: ifMatchValue(posted?.version ?? 0) },
      },
    );
    expect(approved.ok(), await approved.text()).toBe(true);

    const student = await pages.openAsNewPerson(browser, server);
    await student.goto('/jobs');
    await student
      .getByRole('article', { name: 'Summer Camp Counselor' })
      .getByText('Apply by May 15, 2099')
      .waitFor();
    await screenshot(student, 'jobs-apply-by');
  });

  it("keeps a position open from the expiry e-mail's link, once", async () => {
    const { server, browser } = session;
    const id = await postApproved('Outreach Coordinator');
    const { approvedAt } = await ownPosition(id);
    const token = keepOpenToken({ sessionSecret: SESSION_SECRET } as never, {
      id,
      approvedAt: approvedAt ?? '',
    });

    // No sign-in: the link is the capability.
    const page = await pages.openAsNewPerson(browser, server, [
      { path: api.keepOpen(token), status: 410 },
    ]);
    await page.goto(appPaths.keepOpen(token));
    await page.getByRole('heading', { name: 'Keep “Outreach Coordinator” open?' }).waitFor();
    await page.getByText('It will be archived on').waitFor();
    await expectAccessible(page, 'the keep-open page');
    await screenshot(page, 'keep-open');
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === api.keepOpen(token) &&
          response.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Keep open 60 more days' }).click(),
    ]);
    const kept = (await answer.json()) as KeepOpenPreview;
    await page.getByRole('heading', { name: '“Outreach Coordinator” stays open' }).waitFor();
    expect(Date.parse(kept.archivesOn)).toBeGreaterThan(Date.parse(approvedAt ?? '') + 59 * 864e5);

    // The same link again: used, and the page says so with the way to the dashboard.
    await page.reload();
    await page.getByRole('heading', { name: 'This link can no longer be used' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href'),
    ).toBe('/church/dashboard');
  });
});
