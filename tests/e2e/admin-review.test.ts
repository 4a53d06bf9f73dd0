// The college's review of positions in Chromium: the admin reviews a position field by field (with
// its job description file), declines it with a reason the church then reads, approves the
// church's resubmission; sees what an edit of a live position changes and approves it; approves
// two positions at once; is told to have a closed position reopened first; archives only what is
// due; finds positions by title or church among 60 and pages through them; and reads all of it
// back in the audit log; and approves only what it reviewed: a position the church changed after the
// admin opened it is refused with its new text shown, and a bulk approval skips it and names it.
// Churches act through the API (their screens are tested on their own).
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import { CHANGED_SINCE_REVIEW } from '../../shared/schemas/position';
import type { ChurchPosition, PositionWithChurch } from '../../shared/types';
import { createChurch, postApprovedPosition } from './support/accounts';
import { checkedPages, sessionWithGraceAndAdmin } from './support/app-session';
import { expectAccessible } from './support/axe';
import {
  churchPosition,
  closePosition,
  editPosition,
  postPosition,
  setLiveForDays,
  uploadJobDescription,
  type PositionFields,
} from './support/church-positions';
import type { ExpectedFailure } from './support/page-errors';
import { screenshot } from './support/screenshot';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };
const FIRST_PARAGRAPH =
  'Lead our youth ministry on Wednesday nights and Sunday mornings with the pastoral team.';
const SECOND_PARAGRAPH = 'Plan two retreats a year and mentor a team of volunteer leaders.';
const APPROVE_CLOSED =
  'This position is closed. The church must reopen it before it can be approved.';
const SCAM_TITLE = 'Send a $50 deposit to apply';
const SCAM_DESCRIPTION =
  'Wire a $50 processing deposit to the account in this posting before we can consider you.';

/** Every field of the post-position form, filled in. */
const YOUTH_PASTOR: PositionFields = {
  title: 'Youth Pastor',
  description: `${FIRST_PARAGRAPH}\n\n${SECOND_PARAGRAPH}`,
  positionType: 'full-time',
  employmentType: 'internship',
  responsibilities: 'Teach on Wednesdays\nLead the summer camp',
  qualifications: 'A heart for teenagers',
  compensation: 'Stipend of $800 a month',
  anticipatedStartDate: '2030-09-01',
  applyBy: '2030-08-15',
  contactPerson: 'Pastor Tom',
  contactEmail: 'tom@gracechurch.test',
  contactPhone: '555-010-2000',
  additionalInfo: 'Housing can be arranged.',
};

function plainPosition(title: string): Record<string, string> {
  return { title, description: `${FIRST_PARAGRAPH} ${title}.`, positionType: 'part-time' };
}

describe("the admin's review of positions", () => {
  const session = sessionWithGraceAndAdmin({ env: ENV });
  const pages = checkedPages();
  let hope: BrowserContext;

  beforeAll(async () => {
    hope = await session.browser.newContext({ baseURL: session.server.url });
    await createChurch(
      session.server,
      hope,
      { firstName: 'Hope', lastName: 'Pastor', email: 'hope@church.test', password: 'password-1' },
      { churchName: 'Hope Chapel', location: 'Shelbyville' },
    );
  });

  function adminPage(expected: ExpectedFailure[] = []): Promise<Page> {
    return pages.open(session.admin, expected);
  }

  /** The dashboard, with the search box narrowed to `search` when given. */
  async function dashboard(page: Page, search?: string): Promise<void> {
    await page.goto(
      search ? `/admin/dashboard?q=${encodeURIComponent(search)}` : '/admin/dashboard',
    );
    await page.getByRole('heading', { name: /^All Positions \(\d+\)$/ }).waitFor();
  }

  /** The positions the dashboard's list shows (this page of it). */
  function rows(page: Page) {
    return page.getByRole('region', { name: /^All Positions/ }).getByRole('listitem');
  }

  /** A position's card in the dashboard's list. */
  function row(page: Page, title: string) {
    return rows(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  }

  async function publicTitles(): Promise<string[]> {
    const response = await session.admin.request.get(`${session.server.url}${api.positions}`);
    return ((await response.json()) as PositionWithChurch[]).map((position) => position.title);
  }

  it('reviews every field, declines with a reason the church reads, and approves the resubmission', async () => {
    const { server, church } = session;
    const file = await uploadJobDescription(server, church);
    const posted = await postPosition(server, church, { ...YOUTH_PASTOR, jobDescriptionUrl: file });

    const page = await adminPage();
    await dashboard(page);
    const card = row(page, 'Youth Pastor');
    await card.getByText('Waiting for approval', { exact: true }).waitFor();
    await card.getByText('Grace Fellowship Church').waitFor();
    await card.getByText(FIRST_PARAGRAPH).waitFor();
    // The list shows the first paragraph only, and no stored words like 'active'.
    expect(await card.getByText(SECOND_PARAGRAPH).count()).toBe(0);
    expect(await card.getByText('active', { exact: true }).count()).toBe(0);
    // Listed once, though it waits for approval.
    expect(await page.getByRole('heading', { name: 'Youth Pastor', exact: true }).count()).toBe(1);
    await page.getByRole('heading', { name: /^Pending Approval \(\d+\)$/ }).waitFor();

    await card.getByRole('link', { name: 'Review Youth Pastor' }).click();
    await page.waitForURL(`**${appPaths.adminReview(posted.id)}`);
    await page.getByRole('heading', { level: 1, name: 'Youth Pastor' }).waitFor();
    const details = page.getByRole('region', { name: /^The position as students/ });
    for (const [label, text] of [
      ['Position Type', 'Full-time'],
      ['Employment Type', 'Internship'],
      ['Position Description', SECOND_PARAGRAPH],
      ['Key Responsibilities', 'Lead the summer camp'],
      ['Qualifications', 'A heart for teenagers'],
      ['Compensation Information', 'Stipend of $800 a month'],
      ['Anticipated Start Date', 'Sep 1, 2030'],
      ['Apply by', 'Aug 15, 2030'],
      ['Contact Person', 'Pastor Tom'],
      ['Contact Email', 'tom@gracechurch.test'],
      ['Contact Phone', '555-010-2000'],
      ['Additional Information', 'Housing can be arranged.'],
    ] as const) {
      await details.getByText(label, { exact: true }).waitFor();
      await details.getByText(text).first().waitFor();
    }
    await page.getByText('Grace Fellowship Church').first().waitFor();
    await page.getByText('0 days old').waitFor();
    const fileLink = details.getByRole('link', { name: /Open the job description file/ });
    expect(await fileLink.getAttribute('href')).toBe(api.positionJobDescription(posted.id));
    expect(await fileLink.getAttribute('target')).toBe('_blank');
    const opened = await session.admin.request.get(
      `${server.url}${api.positionJobDescription(posted.id)}`,
    );
    expect(opened.status()).toBe(200);
    expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page, 'admin review of a new position');
    await screenshot(page, 'admin-review');

    // Decline: a reason is required, and 'Other' needs a note.
    await page.getByRole('button', { name: 'Decline Youth Pastor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this position?' });
    await dialog.getByRole('radiogroup', { name: 'Reason' }).waitFor();
    await dialog.getByRole('button', { name: 'Decline position' }).click();
    await dialog.getByText('Choose a reason for declining').waitFor();
    await dialog.getByText('Other', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Decline position' }).click();
    await dialog.getByText("Say why in the note when the reason is 'Other'").waitFor();
    await expectAccessible(page, 'admin decline dialog with messages');
    await screenshot(page, 'admin-decline-dialog');
    await dialog.getByText('Missing or unclear information', { exact: true }).click();
    await dialog.getByLabel('Note to the church').fill('Please say how many hours a week.');
    await dialog.getByRole('button', { name: 'Decline position' }).click();
    await page.getByText('Position Declined').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Declined', { exact: true }).waitFor();
    const answer = page.getByRole('region', { name: 'The position declined' });
    await answer.getByText('Missing or unclear information').waitFor();
    await answer.getByText('Please say how many hours a week.').waitFor();
    expect(await page.getByRole('button', { name: /^Approve/ }).count()).toBe(0);

    // The church reads the reason with its position.
    const own = (await (
      await church.request.get(`${server.url}${api.churchPositions}`)
    ).json()) as ChurchPosition[];
    expect(own.find((position) => position.id === posted.id)?.declined).toMatchObject({
      reason: 'incomplete',
      note: 'Please say how many hours a week.',
    });

    // It resubmits with the hours; the admin approves it from the review page.
    await editPosition(server, church, posted.id, {
      ...YOUTH_PASTOR,
      jobDescriptionUrl: file,
      additionalInfo: 'Housing can be arranged. About 25 hours a week.',
    });
    expect((await churchPosition(server, church, posted.id)).declined).toBeNull();
    await page.reload();
    await page.getByText('Waiting for approval', { exact: true }).waitFor();
    await page.getByText('About 25 hours a week.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Approve Youth Pastor' }).click();
    await page.getByText('Position Approved').waitFor();
    await page.getByText('The position is now visible to students.').waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    expect(await publicTitles()).toContain('Youth Pastor');
  });

  it('shows what an edit of a live position changes, field by field, and approves it', async () => {
    const { server, church, admin } = session;
    const fields = { ...plainPosition('Worship Leader'), compensation: 'Stipend' };
    const id = await postApprovedPosition(server, church, admin, fields);
    await editPosition(server, church, id, {
      ...fields,
      title: 'Worship and Music Leader',
      compensation: null,
      contactEmail: 'music@gracechurch.test',
    });
    // Students keep seeing the approved text while the edit waits.
    expect(await publicTitles()).toContain('Worship Leader');

    const page = await adminPage();
    await dashboard(page, 'Worship');
    const card = row(page, 'Worship Leader');
    await card.getByText('Edit waiting', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Review Worship Leader' }).click();
    const changes = page.getByRole('region', { name: 'What the edit changes' });
    await changes.waitFor();
    const changed = await changes.locator('dt').allTextContents();
    expect(changed).toEqual(['Position Title', 'Compensation Information', 'Contact Email']);
    await changes.getByText('Worship and Music Leader').waitFor();
    await changes.getByText('Stipend', { exact: true }).waitFor();
    await changes.getByText('music@gracechurch.test').waitFor();
    expect(await changes.getByText('Not given').count()).toBe(2);
    await expectAccessible(page, 'admin review of an edit');
    await screenshot(page, 'admin-review-edit');

    await page.getByRole('button', { name: 'Approve edit Worship Leader' }).click();
    await page.getByText('Edit Approved').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Worship and Music Leader' }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    await changes.waitFor({ state: 'detached' });
    const titles = await publicTitles();
    expect(titles).toContain('Worship and Music Leader');
    expect(titles).not.toContain('Worship Leader');
  });

  it('approves two selected positions at once and says why another was refused', async () => {
    const { server, church } = session;
    await postPosition(server, church, plainPosition('Bulk Greeter'));
    await postPosition(server, church, plainPosition('Bulk Usher'));
    const third = await postPosition(server, church, plainPosition('Bulk Organist'));

    const page = await adminPage();
    await dashboard(page, 'Bulk');
    await page.getByRole('button', { name: 'Approve selected (0)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve selected (0)' }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('checkbox', { name: 'Select Bulk Greeter' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk Usher' }).check();
    await expectAccessible(page, 'admin dashboard with a selection');
    await screenshot(page, 'admin-bulk-selection');
    await page.getByRole('button', { name: 'Approve selected (2)' }).click();
    await page.getByText('Positions Approved').waitFor();
    await page.getByText('Approved 2 positions. Students can now see them.').waitFor();
    for (const title of ['Bulk Greeter', 'Bulk Usher']) {
      await row(page, title).getByText('Live', { exact: true }).waitFor();
      expect(await page.getByRole('checkbox', { name: `Select ${title}` }).count()).toBe(0);
    }
    await row(page, 'Bulk Organist').getByText('Waiting for approval').waitFor();

    // The church closes the third while it is ticked: the answer names it and says why.
    await page.getByRole('checkbox', { name: 'Select Bulk Organist' }).check();
    await closePosition(server, church, third.id, 'no-longer-hiring');
    await page.getByRole('button', { name: 'Approve selected (1)' }).click();
    await page.getByText('Positions Not Approved').waitFor();
    await page
      .getByText(`Not approved: "Bulk Organist": ${APPROVE_CLOSED}`, { exact: true })
      .waitFor();
    await row(page, 'Bulk Organist').getByText('Closed — No longer hiring').waitFor();
  });

  it('tells the admin to have a closed position reopened before approving it', async () => {
    const { server, church } = session;
    const posted = await postPosition(server, church, plainPosition('Choir Director'));
    const page = await adminPage([{ path: api.adminApprove(posted.id), status: 409 }]);
    await dashboard(page, 'Choir');
    const approve = row(page, 'Choir Director').getByRole('button', {
      name: 'Approve Choir Director',
    });
    await approve.waitFor();
    // The church closes it while the admin is looking at it.
    await closePosition(server, church, posted.id, 'filled');
    await approve.click();
    await page.getByText('Error', { exact: true }).waitFor();
    await page.getByText(APPROVE_CLOSED).waitFor();
    // The list is read again: it is closed, and nothing is offered to approve.
    await row(page, 'Choir Director').getByText('Closed — Filled').waitFor();
    expect(await approve.count()).toBe(0);
  });

  it('says how many positions the archive would close, and offers nothing when none is due', async () => {
    const { server, church, admin } = session;
    const page = await adminPage();
    await dashboard(page);
    await page.getByRole('button', { name: 'Archive Old Positions (60+ days)' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Archive Old Positions?' });
    await confirm
      .getByText(
        'There is nothing to archive: no live position has been approved for more than 60 days.',
      )
      .waitFor();
    expect(await confirm.getByRole('button', { name: 'Archive Positions' }).isDisabled()).toBe(
      true,
    );
    await expectAccessible(page, 'archive confirmation with nothing to archive');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    const ids = [
      await postApprovedPosition(server, church, admin, plainPosition('Old Sexton')),
      await postApprovedPosition(server, church, admin, plainPosition('Old Janitor')),
    ];
    await setLiveForDays(server, ids, 61);
    await page.reload();
    await page.getByRole('heading', { name: /^All Positions/ }).waitFor();
    await page.getByRole('button', { name: 'Archive Old Positions (60+ days)' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Archive Old Positions?' });
    await confirm
      .getByText('2 live positions were approved more than 60 days ago.', { exact: false })
      .waitFor();
    await confirm
      .getByText('This cannot be undone, but churches can repost', { exact: false })
      .waitFor();
    await screenshot(page, 'admin-archive-count');
    await confirm.getByRole('button', { name: 'Archive Positions' }).click();
    await page.getByText('Successfully archived 2 position(s) older than 60 days.').waitFor();
    for (const title of ['Old Sexton', 'Old Janitor']) {
      await row(page, title).getByText('Closed — Archived after 60 days').waitFor();
    }
  });

  it('finds positions by title or church among 60 and pages through them', async () => {
    const { server } = session;
    for (let n = 1; n <= 60; n += 1) {
      await postPosition(server, hope, plainPosition(`Hope Role ${String(n).padStart(2, '0')}`));
    }
    const page = await adminPage();
    await dashboard(page);
    const search = page.getByLabel('Search positions');
    await search.fill('hope chapel');
    await page.waitForURL(/q=hope/);
    const nav = page.getByRole('navigation', { name: 'Pages of positions' });
    await nav.getByText('Page 1 of 2').waitFor();
    expect(await rows(page).count()).toBe(50);
    expect(await nav.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await nav.getByRole('button', { name: 'Next' }).click();
    await nav.getByText('Page 2 of 2').waitFor();
    await page.waitForURL(/page=2/);
    expect(await rows(page).count()).toBe(10);
    expect(await nav.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'admin dashboard, second page');
    await screenshot(page, 'admin-dashboard-page-2');

    // The page and the search survive a visit to a review and back.
    await row(page, 'Hope Role 05').getByRole('link', { name: 'Review Hope Role 05' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hope Role 05' }).waitFor();
    await page.goBack();
    await nav.getByText('Page 2 of 2').waitFor();
    expect(await search.inputValue()).toBe('hope chapel');

    // A title narrows to one; the pager goes away.
    await search.fill('Hope Role 07');
    await row(page, 'Hope Role 07').waitFor();
    expect(await rows(page).count()).toBe(1);
    expect(await nav.count()).toBe(0);
    await search.fill('no such position');
    await page.getByText('No positions match “no such position”').waitFor();

    // All fifty of the first page at once.
    await search.fill('Hope Chapel');
    await page.getByRole('checkbox', { name: 'Select all waiting on this page' }).check();
    await page.getByRole('button', { name: 'Approve selected (50)' }).click();
    await page.getByText('Approved 50 positions. Students can now see them.').waitFor();
  });

  it('lists what admins did in the audit log, newest first, with older pages', async () => {
    const page = await adminPage();
    await page.goto('/admin/dashboard');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.waitForURL(/tab=audit-log/);
    const log = page.getByRole('region', { name: 'Audit log entries' });
    await log.waitFor();
    // The 50 approvals of the last test are the newest page.
    const rows = log.getByRole('row');
    expect(await rows.count()).toBe(51);
    await rows.nth(1).getByText('Approved the position').waitFor();
    await rows.nth(1).getByText('admin@college.test').waitFor();
    await rows
      .nth(1)
      .getByText(/^Hope Role/)
      .waitFor();
    await expectAccessible(page, 'audit log');
    await screenshot(page, 'admin-audit-log');

    const older = page.getByRole('button', { name: 'Older' });
    await older.click();
    await log.getByText('Archived old positions').waitFor();
    await log.getByText('2 positions live for more than 60 days').waitFor();
    await log.getByText('Approved an edit').waitFor();
    await log
      .getByRole('row')
      .filter({ hasText: 'Declined the position' })
      .getByText('Missing or unclear information: Please say how many hours a week.')
      .waitFor();
    await log.getByRole('row').filter({ hasText: 'Youth Pastor' }).first().waitFor();
    expect(await older.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Newer' }).click();
    await log
      .getByText(/^Hope Role/)
      .first()
      .waitFor();
  });

  // After the audit log's test: these add entries of their own.
  it('refuses to approve a position the church changed after the admin opened it, and shows the new text', async () => {
    const { server, church } = session;
    const posted = await postPosition(server, church, plainPosition("Children's Ministry"));
    const page = await adminPage([{ path: api.adminApprove(posted.id), status: 412 }]);
    await page.goto(appPaths.adminReview(posted.id));
    await page.getByRole('heading', { level: 1, name: "Children's Ministry" }).waitFor();
    const approve = page.getByRole('button', { name: "Approve Children's Ministry" });
    await approve.waitFor();

    // While the admin reads it, the church swaps in a scam (its If-Match is current: 200).
    await editPosition(server, church, posted.id, {
      ...plainPosition("Children's Ministry"),
      title: SCAM_TITLE,
      description: SCAM_DESCRIPTION,
    });
    await approve.click();

    const notice = page.getByRole('main').getByRole('alert');
    await notice.getByText(CHANGED_SINCE_REVIEW, { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: SCAM_TITLE }).waitFor();
    await page
      .getByRole('region', { name: /^The position as students/ })
      .getByText(SCAM_DESCRIPTION)
      .waitFor();
    await page.getByText('Waiting for approval', { exact: true }).waitFor();
    // The toast said it too; once dismissed, the page still does.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await page.getByRole('button', { name: 'Dismiss notification' }).waitFor({ state: 'detached' });
    await notice.getByText(CHANGED_SINCE_REVIEW, { exact: true }).waitFor();
    await expectAccessible(page, 'admin review after the position changed');
    await screenshot(page, 'admin-review-changed-since-opened');

    // Nothing went live: not the scam, not the text the admin read.
    const titles = await publicTitles();
    expect(titles).not.toContain(SCAM_TITLE);
    expect(titles).not.toContain("Children's Ministry");
    expect((await churchPosition(server, church, posted.id)).approved).toBe(false);
  });

  it('skips in a bulk approval an edit the church replaced after the list was loaded, and names it', async () => {
    const { server, church, admin } = session;
    const fields = plainPosition('Sunday School Teacher');
    const id = await postApprovedPosition(server, church, admin, fields);
    await editPosition(server, church, id, { ...fields, compensation: 'Stipend' });
    await postPosition(server, church, plainPosition('Sunday Greeter'));

    const page = await adminPage();
    await dashboard(page, 'Sunday');
    await page.getByRole('checkbox', { name: 'Select Sunday School Teacher' }).check();
    await page.getByRole('checkbox', { name: 'Select Sunday Greeter' }).check();
    // The church replaces its waiting edit with a scam while the list is on the admin's screen.
    await editPosition(server, church, id, { ...fields, description: SCAM_DESCRIPTION });
    await page.getByRole('button', { name: 'Approve selected (2)' }).click();

    await page.getByText('Some Positions Not Approved').waitFor();
    await page
      .getByText(
        'Approved 1 position. This position changed since you opened it, so it was not approved: "Sunday School Teacher". Review the new text before approving.',
        { exact: true },
      )
      .waitFor();
    await row(page, 'Sunday Greeter').getByText('Live', { exact: true }).waitFor();
    await row(page, 'Sunday School Teacher').getByText('Edit waiting', { exact: true }).waitFor();

    // Students keep seeing the approved text; the review shows the new edit.
    const detail = (await (
      await session.admin.request.get(`${server.url}${api.position(id)}`)
    ).json()) as PositionWithChurch;
    expect(detail.description).toBe(fields.description);
    await row(page, 'Sunday School Teacher')
      .getByRole('link', { name: 'Review Sunday School Teacher' })
      .click();
    await page
      .getByRole('region', { name: 'What the edit changes' })
      .getByText(SCAM_DESCRIPTION)
      .waitFor();
  });
});
