// The whole board in one story, through the screens only: a church signs up,
// follows the verification link from its message, picks its role, completes its profile and
// posts two positions; the admin approves one; a student finds it by searching and applies with a
// resume; the church sees the application in its count and stats and deletes the other position;
// the admin archives the old position; an unknown address shows the 404 page.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { PositionWithChurch } from '../../shared/types';
import { backdatePosition } from '../../server/testing/backdate';
import { SQLITE_FILE_NAME } from '../../server/store/open-store';
import { openSqliteStore } from '../../server/store/sqlite/sqlite-store';
import { sessionWithServerAndBrowser, trackPages } from './support/app-session';
import { waitForMailLink } from './support/mail';
import { screenshot } from './support/screenshot';
import { chooseDelete } from './support/position-card';
import { fillLabelled } from './support/forms';

const ADMIN_EMAIL = 'dean@college.test';
const CHURCH_EMAIL = 'pastor@gracechapel.test';
const DESCRIPTION =
  'Lead our youth ministry on Wednesday nights and Sunday mornings, plan retreats and mentor volunteers.';
const PDF = Buffer.from(`%PDF-1.4\n${'%'.repeat(300)}\n%%EOF\n`);

describe('the job board, start to finish', () => {
  const session = sessionWithServerAndBrowser({
    env: {
      COLLEGE_NAME: 'Test College',
      ADMIN_EMAILS: ADMIN_EMAIL,
      RESUME_SITE_URL: 'https://resumes.college.test',
    },
  });
  const pages = trackPages();

  afterAll(async () => {
    await pages.closeAll(); // the test checks their errors; this closes them if it failed first
  });

  /** A new person (their own cookies) with one page. */
  function person(expected: { path: string; status: number }[] = []): Promise<Page> {
    const { server, browser } = session;
    return pages.openAsNewPerson(browser, server, expected);
  }

  /** Creates an account on /login and follows the link from the verification message. */
  async function signUp(page: Page, first: string, last: string, email: string): Promise<void> {
    const { server } = session;
    await page.goto('/');
    // 'Get Started' opens account creation directly.
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await fillLabelled(page, {
      'First name': first,
      'Last name': last,
      Email: email,
      Password: 'a-long-password',
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await page.goto(await waitForMailLink(server.dataDir, email, api.localVerify));
  }

  async function statValue(page: Page, title: string): Promise<string> {
    const text = await page.getByRole('region', { name: title }).innerText();
    return text.match(/\d+/)?.[0] ?? '';
  }

  it('connects a church, the college and a student', async () => {
    const { server } = session;
    // ---- The church signs up, verifies, picks its role and completes its profile.
    const church = await person([{ path: api.churchProfile, status: 404 }]);
    await signUp(church, 'Grace', 'Pastor', CHURCH_EMAIL);
    await church.waitForURL('**/select-role');
    await church.getByText('Welcome, Grace!').waitFor();
    await screenshot(church, 'journey-1-select-role');
    await church.getByRole('button', { name: "I'm a Church" }).click();
    await church.getByText('Setting up your church account...').waitFor();
    await church.waitForURL('**/church/dashboard');
    await church.getByRole('heading', { name: 'Complete Your Church Profile' }).waitFor();
    await church.getByRole('link', { name: 'Complete Profile' }).click();
    await fillLabelled(church, {
      'Church Name': 'Grace Chapel',
      Denomination: 'Baptist',
      Location: 'Springfield',
      Website: 'gracechapel.test',
      'Contact Phone': '555-123-4567',
      'About Your Church': 'A church five minutes from the college.',
    });
    await church.getByRole('button', { name: 'Save Profile' }).click();
    await church.getByText('Your church profile has been updated successfully.').waitFor();
    await church.waitForURL('**/church/dashboard');
    await screenshot(church, 'journey-2-church-dashboard-empty');

    // ---- It posts two positions, the first with a job description file.
    for (const title of ['Youth Pastor', 'Office Helper']) {
      await church
        .getByRole('link', { name: /Post (New|Your First) Position/ })
        .first()
        .click();
      await church.getByRole('heading', { name: 'Post a New Position' }).waitFor();
      await church.getByLabel('Position Title').fill(title);
      await church.getByLabel('Position Description').fill(DESCRIPTION);
      if (title === 'Youth Pastor') {
        await church.getByRole('radio', { name: 'Full-time' }).check({ force: true });
        await church.locator('input[type=file]').setInputFiles({
          name: 'youth-pastor.pdf',
          mimeType: 'application/pdf',
          buffer: PDF,
        });
        await church.getByText('Job description file uploaded successfully.').waitFor();
        await screenshot(church, 'journey-3-post-job');
      }
      await church.getByRole('button', { name: 'Post Position' }).click();
      await church
        .getByText(
          'Your position was sent to the college for approval. Students can apply once it is approved, and we will e-mail you then.',
        )
        .waitFor();
      await church.waitForURL('**/church/dashboard');
      await church.getByRole('heading', { name: title }).waitFor();
    }
    expect(await church.getByText('Pending Approval', { exact: true }).count()).toBe(2);

    // ---- The admin (an ADMIN_EMAILS address) signs up and approves the youth pastor position.
    const admin = await person();
    await signUp(admin, 'Dana', 'Dean', ADMIN_EMAIL);
    await admin.waitForURL('**/admin/dashboard');
    await admin.getByRole('heading', { name: 'Pending Approval (2)' }).waitFor();
    await screenshot(admin, 'journey-4-admin-pending');
    await admin.getByRole('button', { name: 'Approve Youth Pastor' }).click();
    await admin.getByText('The position is now visible to students.').waitFor();
    await admin.getByRole('heading', { name: 'Pending Approval (1)' }).waitFor();

    // ---- A student, without an account, finds it by searching and applies with a resume.
    const student = await person();
    await student.goto('/jobs');
    await student.getByRole('heading', { name: 'Browse Positions' }).waitFor();
    await student
      .getByPlaceholder('Search by position, church, or location...')
      .pressSequentially('grace ch');
    const card = student.getByRole('article').filter({ hasText: 'Youth Pastor' });
    await card.waitFor();
    // The pending position is not public.
    expect(await student.getByText('Office Helper').count()).toBe(0);
    await screenshot(student, 'journey-5-student-search');
    await card.getByRole('link', { name: 'View Details' }).click();
    await student.getByRole('heading', { name: 'Youth Pastor', level: 1 }).waitFor();
    await student.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = student.getByRole('dialog', { name: 'Apply for Youth Pastor' });
    await fillLabelled(dialog, {
      'Full Name': 'Sam Student',
      Email: 'sam@student.test',
      'Phone Number': '555-010-2030',
      'Major/Field of Study': 'Youth Ministry',
      'Graduation Year': '2027',
    });
    await dialog.getByLabel('Resume (optional)').setInputFiles({
      name: 'sam-resume.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await student.getByText('Your resume has been uploaded successfully.').waitFor();
    await dialog.getByLabel('Cover Letter (optional)').fill('I led the youth group at home.');
    await screenshot(student, 'journey-6-apply');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await student.getByText('Your application has been sent to the church. Good luck!').waitFor();

    // ---- The church sees the application in its count and stats, and deletes the other post.
    await church.reload();
    const youth = church.getByRole('article').filter({ hasText: 'Youth Pastor' });
    await youth.getByText('1 application', { exact: true }).waitFor();
    await youth.getByText('Approved', { exact: true }).waitFor();
    expect(await statValue(church, 'Total Applications')).toBe('1');
    expect(await statValue(church, 'Active Positions')).toBe('1');
    expect(await statValue(church, 'Total Positions')).toBe('2');
    await screenshot(church, 'journey-7-church-sees-application');
    const helper = church.getByRole('article').filter({ hasText: 'Office Helper' });
    await chooseDelete(church, helper, 'Office Helper');
    await church
      .getByRole('alertdialog', { name: 'Delete Position?' })
      .getByRole('button', { name: 'Delete Position' })
      .click();
    await church.getByText('The position has been successfully deleted.').waitFor();
    await expect.poll(() => statValue(church, 'Total Positions')).toBe('1');
    expect(await church.getByText('Office Helper').count()).toBe(0);

    // ---- Two months pass: the admin archives positions older than 60 days.
    const [listed] = (await (
      await fetch(`${server.url}${api.positions}`)
    ).json()) as PositionWithChurch[];
    expect(listed?.title).toBe('Youth Pastor');
    const store = await openSqliteStore(path.join(server.dataDir, SQLITE_FILE_NAME));
    try {
      await backdatePosition(store, listed?.id ?? '', 61);
    } finally {
      await store.close();
    }
    await admin.reload();
    await admin.getByRole('button', { name: 'Archive Old Positions (60+ days)' }).click();
    await admin
      .getByRole('alertdialog', { name: 'Archive Old Positions?' })
      .getByRole('button', { name: 'Archive Positions' })
      .click();
    await admin.getByText('Successfully archived 1 position(s) older than 60 days.').waitFor();
    await screenshot(admin, 'journey-8-admin-archived');
    await student.goto('/jobs');
    await student.getByRole('heading', { name: 'No Positions Available' }).waitFor();

    // ---- An address that does not exist.
    await student.goto('/no/such/page');
    await student.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await student.getByText('404', { exact: true }).waitFor();
    await screenshot(student, 'journey-9-not-found');
    await student.getByRole('link', { name: 'Go Home' }).click();
    await student.waitForURL(`${server.url}/`);

    expect(await pages.closeAll()).toEqual([]);
  });
});
