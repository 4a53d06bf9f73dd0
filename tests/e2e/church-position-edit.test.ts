// A church edits its positions (decision 0024) in Chromium: its own view of a position
// from the dashboard's 'View Details'; an edit of an approved position waits for the college while
// students still see the approved text; a position the college declined shows why and is fixed and
// resubmitted; and an edit made on a second device meanwhile makes the first device's edit come
// back 412, where the two versions stand side by side and the church's choice is saved. The same
// for the church profile.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IF_MATCH_HEADER, api, ifMatchValue } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import type { ChurchProfile } from '../../shared/types';
import { GRACE_PASTOR } from './support/accounts';
import { gracePositionsSession } from './support/grace-positions';
import { expectAccessible } from './support/axe';
import { signInOnAnotherDevice } from './support/second-device';
import { screenshot } from './support/screenshot';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };
const DESCRIPTION =
  'Lead our youth ministry on Wednesday nights and Sunday mornings, plan retreats and mentor volunteers.';

describe("a church's edits of its positions", () => {
  const { session, pages, postApproved, ownPosition } = gracePositionsSession(
    { env: ENV },
    DESCRIPTION,
  );

  async function adminPost(path: string, data: unknown, headers: Record<string, string> = {}) {
    const { server, admin } = session;
    const answer = await admin.request.post(`${server.url}${path}`, {
      data,
      headers: { Origin: server.url, ...headers },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }

  /** The church's edit form of `id`, once it has the server's version. */
  async function openEditForm(page: Page, id: string) {
    await page.goto(appPaths.churchPositionEdit(id));
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  }

  it('edits an approved position: students see the approved text until the college approves the edit', async () => {
    const { server, browser } = session;
    const id = await postApproved('Youth Pastor');
    const page = await pages.open(session.church);

    // 'View Details' on the dashboard opens the church's own view, not the student page.
    await page.goto('/church/dashboard');
    const card = page.getByRole('article', { name: 'Youth Pastor' });
    await card.getByText('Approved', { exact: true }).waitFor();
    await card.getByRole('button', { name: /^Close$/ }).waitFor();
    expect(await card.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`**${appPaths.churchPosition(id)}`);
    await page.getByRole('heading', { level: 1, name: 'Youth Pastor' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    await page.getByText('Students can see it and apply.').waitFor();
    await page.getByText('0 applications').waitFor();
    expect(await page.getByRole('link', { name: 'View applications' }).getAttribute('href')).toBe(
      appPaths.positionApplications(id),
    );
    const details = page.getByRole('region', { name: 'Details' });
    await details.getByText(DESCRIPTION).waitFor();
    await expectAccessible(page, "the church's own view of a position");
    await screenshot(page, 'church-position');

    // The same form as posting, prefilled; the edit waits for the college.
    await page.getByRole('region', { name: 'Actions' }).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**${appPaths.churchPositionEdit(id)}`);
    await page.getByText('Students keep seeing the approved version').waitFor();
    await expect.poll(() => page.getByLabel('Position Title').inputValue()).toBe('Youth Pastor');
    expect(await page.getByLabel('Position Description').inputValue()).toBe(DESCRIPTION);
    // An 'Apply by' day that is over is refused at once, with the shared message.
    await page.getByLabel('Apply by (optional)').fill('2020-01-01');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Apply by must be today or a later date').waitFor();
    await expectAccessible(page, 'the edit form');
    await screenshot(page, 'church-position-edit');
    await page.getByLabel('Apply by (optional)').fill('2099-01-31');
    await page.getByLabel('Position Title').fill('Youth Pastor (part-time)');
    await page.getByLabel('Compensation Information').fill('$800 a month');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`**${appPaths.churchPosition(id)}`);
    await page
      .getByText('Students still see the approved version of “Youth Pastor” until', {
        exact: false,
      })
      .waitFor();
    await page.getByText('Edit pending approval', { exact: true }).first().waitFor();
    await page.getByText('Your changes are waiting for the college.').waitFor();
    const changes = page.getByRole('region', { name: 'Your changes' });
    await changes.getByText('Youth Pastor (part-time)').waitFor();
    await changes.getByText('$800 a month').waitFor();
    await changes.getByText('Jan 31, 2099').waitFor();
    await expectAccessible(page, 'a position with an edit waiting');
    await screenshot(page, 'church-position-edit-pending');
    const waiting = await ownPosition(id);
    expect(waiting.title).toBe('Youth Pastor');
    expect(waiting.revision).toMatchObject({
      status: 'pending',
      data: {
        title: 'Youth Pastor (part-time)',
        compensation: '$800 a month',
        applyBy: '2099-01-31',
      },
    });

    // A student still sees, and would apply to, the approved text.
    const student = await pages.openAsNewPerson(browser, server);
    await student.goto(`/jobs/${id}`);
    await student.getByRole('heading', { level: 1, name: 'Youth Pastor' }).waitFor();
    expect(await student.getByText('$800 a month').count()).toBe(0);

    // The college approves the edit: now students see it, with its 'Apply by' date.
    await adminPost(api.adminApprove(id), {}, { [IF_MATCH_HEADER]: ifMatchValue(waiting.version) });
    await student.reload();
    await student.getByRole('heading', { level: 1, name: 'Youth Pastor (part-time)' }).waitFor();
    await student.getByText('Apply by Jan 31, 2099').waitFor();
    await student.getByText('$800 a month').waitFor();
    await student.goto('/jobs');
    await student
      .getByRole('article', { name: 'Youth Pastor (part-time)' })
      .getByText('Apply by Jan 31, 2099')
      .waitFor();

    await page.goto('/church/dashboard');
    const approved = page.getByRole('article', { name: 'Youth Pastor (part-time)' });
    await approved.getByText('Approved', { exact: true }).waitFor();
    expect(await approved.getByText('Edit pending approval').count()).toBe(0);
  });

  it('shows the college’s reason for a decline, and resubmits the fixed position', async () => {
    const { server, church } = session;
    const posted = await church.request.post(`${server.url}${api.positions}`, {
      data: { title: 'Choir Director', description: DESCRIPTION, positionType: 'part-time' },
      headers: { Origin: server.url },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    await adminPost(api.adminDecline(id), {
      reason: 'other',
      note: 'Please say which services the choir sings at.',
    });

    const page = await pages.open(church);
    await page.goto('/church/dashboard');
    const card = page.getByRole('article', { name: 'Choir Director' });
    await card.getByText('Declined', { exact: true }).waitFor();
    await card.getByText('Other: Please say which services the choir sings at.').waitFor();
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.getByText('Declined by the college:').waitFor();
    await page.getByText('Other: Please say which services the choir sings at.').waitFor();
    await screenshot(page, 'church-position-declined');
    await page.getByRole('link', { name: 'Edit and resubmit' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page
      .getByLabel('Additional Information')
      .fill('The choir sings at the 9 and 11 o’clock services.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`**${appPaths.churchPosition(id)}`);
    await page.getByText('Pending Approval', { exact: true }).first().waitFor();
    const resubmitted = await ownPosition(id);
    expect(resubmitted.declined).toBeNull();
    expect(resubmitted.additionalInfo).toBe('The choir sings at the 9 and 11 o’clock services.');
  });

  it('sets both versions side by side when another device edited meanwhile, and saves the choice', async () => {
    const { server, browser } = session;
    const id = await postApproved('Worship Leader');
    // The refused save is what the test waits for.
    const first = await pages.open(session.church, [{ path: api.position(id), status: 412 }]);
    await openEditForm(first, id);
    await expect.poll(() => first.getByLabel('Position Title').inputValue()).toBe('Worship Leader');

    // The church's second device saves an edit while the first still has the form open.
    const laptop = await signInOnAnotherDevice(browser, server, GRACE_PASTOR);
    try {
      const second = await laptop.newPage();
      await openEditForm(second, id);
      await expect
        .poll(() => second.getByLabel('Position Title').inputValue())
        .toBe('Worship Leader');
      await second.getByLabel('Position Title').fill('Worship Leader (Sundays)');
      await second.getByLabel('Compensation Information').fill('$500 a month');
      await second.getByRole('button', { name: 'Save Changes' }).click();
      await second.waitForURL(`**${appPaths.churchPosition(id)}`);
    } finally {
      await laptop.close();
    }

    // The first device's edit names the version it started from: 412, never an overwrite.
    await first.getByLabel('Position Title').fill('Worship Pastor');
    await first.getByLabel('Contact Person').fill('Pastor Ann');
    await first.getByRole('button', { name: 'Save Changes' }).click();
    await first
      .getByRole('heading', { name: 'Changed meanwhile: compare the two versions' })
      .waitFor();
    expect(first.url()).toContain('?edit=');
    const fields = first.getByRole('radiogroup');
    expect(await fields.count()).toBe(3);
    const title = first.getByRole('radiogroup', { name: 'Keep for Position Title' });
    const pay = first.getByRole('radiogroup', { name: 'Keep for Compensation Information' });
    await first.getByRole('radiogroup', { name: 'Keep for Contact Person' }).waitFor();
    await first.getByText('Worship Pastor', { exact: true }).waitFor();
    await first.getByText('Worship Leader (Sundays)', { exact: true }).waitFor();
    await first.getByText('$500 a month', { exact: true }).waitFor();
    await expectAccessible(first, 'the two versions of a position side by side');
    await screenshot(first, 'church-position-conflict');
    // Yours by default; the pay is kept as the other device set it.
    expect(await title.getByRole('radio', { name: 'Keep yours' }).isChecked()).toBe(true);
    await pay.getByText('Keep current').click();
    await first.getByRole('button', { name: 'Save your choice' }).click();
    await first.waitForURL(`**${appPaths.churchPosition(id)}`);
    await first.getByText('Your changes are waiting for the college.').waitFor();

    const merged = await ownPosition(id);
    expect(merged.revision?.data).toMatchObject({
      title: 'Worship Pastor',
      compensation: '$500 a month',
      contactPerson: 'Pastor Ann',
    });
    // Nothing is left waiting on the first device (the refused entry goes once the merge is
    // sent: polled, as the panel follows the outbox).
    await first.goto('/church/dashboard');
    await first.getByRole('article', { name: 'Worship Leader' }).waitFor();
    await expect
      .poll(() => first.getByRole('heading', { name: 'Changes waiting to be sent' }).count())
      .toBe(0);
  });

  it('does the same for the church profile', async () => {
    const { server, church } = session;
    const page = await pages.open(church, [{ path: api.churchProfile, status: 412 }]);
    await page.goto('/church/profile');
    await expect
      .poll(() => page.getByLabel('Church Name').inputValue())
      .toBe('Grace Fellowship Church');

    // Saved meanwhile elsewhere (the API as another device's form sends it).
    const read = await church.request.get(`${server.url}${api.churchProfile}`);
    const profile = (await read.json()) as ChurchProfile;
    const saved = await church.request.put(`${server.url}${api.churchProfile}`, {
      data: {
        churchName: profile.churchName,
        location: profile.location,
        denomination: 'Baptist',
      },
      headers: { Origin: server.url, [IF_MATCH_HEADER]: ifMatchValue(profile.version) },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.getByLabel('Location').fill('Springfield, IL');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page
      .getByRole('heading', { name: 'Changed meanwhile: compare the two versions' })
      .waitFor();
    await page.getByRole('radiogroup', { name: 'Keep for Location' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Keep for Denomination' }).waitFor();
    await page.getByRole('button', { name: 'Keep all current' }).click();
    await page
      .getByRole('radiogroup', { name: 'Keep for Location' })
      .getByText('Keep yours')
      .click();
    await page.getByRole('button', { name: 'Save your choice' }).click();
    await page.waitForURL('**/church/dashboard');
    await page.getByText('Your church profile has been updated successfully.').waitFor();
    const after = (await (
      await church.request.get(`${server.url}${api.churchProfile}`)
    ).json()) as ChurchProfile;
    expect(after).toMatchObject({ location: 'Springfield, IL', denomination: 'Baptist' });
  });
});
