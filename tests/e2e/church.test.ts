// The church's screens end to end: a church without a profile completes it through the form, posts a
// position (with the browser's checks and the job description upload), sees an approved position's
// application in its card and stats, and deletes a position; signed-out visitors and churches
// without a profile are sent where the spec says.
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import type { PositionWithCount } from '../../shared/types';
import { PHOTO_NOT_A_DOCUMENT } from './support/applications';
import { churchPerson, signUpVerified, type Person } from './support/accounts';
import { sessionWithFreshPages } from './support/app-session';
import { expectAccessible } from './support/axe';
import type { ExpectedFailure } from './support/page-errors';
import { screenshot } from './support/screenshot';
import { chooseDelete } from './support/position-card';
import { fillLabelled } from './support/forms';

const ADMIN_EMAIL = 'admin@college.test';
const RESUME_SITE = 'https://resumes.college.test/';
/** The dashboard and forms ask for the profile; a church without one gets 404 (decision 0002). */
const NO_PROFILE: ExpectedFailure = { path: api.churchProfile, status: 404 };
const DESCRIPTION =
  'Lead our youth ministry: weekly gatherings, small groups, mentoring and summer camp.';

describe('church screens', () => {
  const session = sessionWithFreshPages(
    {
      env: {
        COLLEGE_NAME: 'Test College',
        ADMIN_EMAILS: ADMIN_EMAIL,
        RESUME_SITE_URL: RESUME_SITE,
      },
    },
    { serviceWorkers: 'block', expected: [NO_PROFILE] },
  );

  /** A verified church that has chosen its role but has no profile yet. */
  async function signUpChurch(who: Person) {
    const { server, context } = session;
    await signUpVerified(server, context, who);
    const response = await context.request.post(`${server.url}${api.selectRole}`, {
      data: { role: 'church' },
      headers: { Origin: server.url },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  async function post(
    request: APIRequestContext,
    path: string,
    data: unknown,
    headers: Record<string, string> = {},
  ) {
    const { server } = session;
    const response = await request.post(`${server.url}${path}`, {
      data,
      headers: { Origin: server.url, ...headers },
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response;
  }

  /** The figure on a stat card. */
  function stat(title: string) {
    const { page } = session;
    return page.getByRole('region', { name: title }).locator('p').first();
  }

  async function expectStats(active: string, applications: string, total: string) {
    await expect.poll(() => stat('Active Positions').textContent()).toBe(active);
    await expect.poll(() => stat('Total Applications').textContent()).toBe(applications);
    await expect.poll(() => stat('Total Positions').textContent()).toBe(total);
  }

  it('completes the profile, posts a position, sees its application and deletes a position', async () => {
    const { server, context, page, browser } = session;
    await signUpChurch(churchPerson('Grace', 'Tester'));

    // No profile yet.
    await page.goto('/church/dashboard');
    await page.getByRole('heading', { name: 'Complete Your Church Profile' }).waitFor();
    await expectAccessible(page, 'church dashboard without a profile');
    await screenshot(page, 'church-dashboard-no-profile');

    // The profile form: a one-letter name is refused under its field.
    await page.getByRole('link', { name: 'Complete Profile' }).click();
    await page.waitForURL('**/church/profile');
    await fillLabelled(page, {
      'Church Name': 'G',
      Location: 'Springfield',
      Website: 'gracechurch.test',
      Denomination: 'Baptist',
      'About Your Church': 'A church near the college.',
    });
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Church name must be at least 2 characters').waitFor();
    // Nothing typed is lost.
    expect(await page.getByLabel('Location').inputValue()).toBe('Springfield');
    await expectAccessible(page, 'church profile form with an error');
    await screenshot(page, 'church-profile-error');

    await page.getByLabel('Church Name').fill('Grace Chapel');
    await expect
      .poll(() => page.getByText('Church name must be at least 2 characters').count())
      .toBe(0);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/church/dashboard');
    await page.getByText('Profile Saved').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Grace Chapel' }).waitFor();
    await page.getByText('No Positions Posted Yet').waitFor();
    await expectStats('0', '0', '0');

    // The Church Profile tab: the website got https://.
    await page.getByRole('tab', { name: 'Church Profile' }).click();
    const website = page.getByRole('link', { name: /https:\/\/gracechurch\.test/ });
    await website.waitFor();
    expect(await website.getAttribute('href')).toBe('https://gracechurch.test');
    expect(await website.getAttribute('target')).toBe('_blank');
    expect(await website.getAttribute('rel')).toContain('noopener');
    await page.getByText('About Us').waitFor();
    await page.getByText('Baptist').waitFor();
    await expectAccessible(page, 'church dashboard, Church Profile tab');
    await screenshot(page, 'church-dashboard-profile-tab');

    // Edit Profile opens the form prefilled.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL('**/church/profile');
    await expect.poll(() => page.getByLabel('Church Name').inputValue()).toBe('Grace Chapel');
    expect(await page.getByLabel('Website').inputValue()).toBe('https://gracechurch.test');
    await expectAccessible(page, 'church profile form');
    await screenshot(page, 'church-profile');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/church/dashboard');

    // The post-job form: the browser's checks.
    await page.getByRole('tab', { name: 'Positions' }).click();
    await page.getByRole('link', { name: 'Post Your First Position' }).click();
    await page.waitForURL('**/church/post-job');
    await page.getByRole('heading', { level: 1, name: 'Post a New Position' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Part-time' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Permanent Position' }).isChecked()).toBe(true);
    const resumeLink = page.getByRole('link', { name: /View student resumes/ });
    expect(await resumeLink.getAttribute('href')).toBe(RESUME_SITE);
    // Where applications will go: the account's address until a contact e-mail is typed.
    const contactEmail = page.getByRole('textbox', { name: 'Contact Email' });
    await page.getByText('Applications will be e-mailed to grace@church.test.').waitFor();
    // Read with the field: the sentence is the field's description.
    expect(
      await contactEmail.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      ),
    ).toContain('Applications will be e-mailed to grace@church.test.');

    await page.getByLabel('Position Title').fill('Yo');
    await page.getByLabel('Position Description').fill('Too short.');
    await page.getByLabel('Contact Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Post Position' }).click();
    await page.getByText('Title must be at least 3 characters').waitFor();
    await page.getByText('Description must be at least 50 characters').waitFor();
    await page.getByText('Invalid email address').waitFor();
    // The first field with a message takes the focus (and the screen).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('title');
    await expectAccessible(page, 'post-job form with errors');
    await screenshot(page, 'church-post-job-errors');

    // A picture is refused in the browser, before any request.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/object-storage/')) uploads.push(request.url());
    });
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles(PHOTO_NOT_A_DOCUMENT);
    await page.getByText('Only PDF, DOC and DOCX files are accepted.').waitFor();
    expect(uploads).toEqual([]);

    // A small PDF is uploaded; then it can be opened or replaced.
    await fileInput.setInputFiles({
      name: 'youth-pastor.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\n${'%'.repeat(200)}\n%%EOF\n`),
    });
    await page.getByText('Job description file uploaded successfully.').waitFor();
    const fileLink = page.getByRole('link', { name: /View uploaded file/ });
    await fileLink.waitFor();
    await page.getByRole('button', { name: 'Replace File' }).waitFor();
    expect(uploads).toHaveLength(1);
    expect(await page.getByText('Only PDF, DOC and DOCX files are accepted.').count()).toBe(0);
    await page.getByLabel('Position Title').focus();
    await expectAccessible(page, 'post-job form with an uploaded file');
    await screenshot(page, 'church-post-job-uploaded');
    const stored = await fileLink.getAttribute('href');
    expect(stored).toBeTruthy();
    // Relative without PUBLIC_URL, absolute with it (the test servers set it).
    expect((await context.request.get(new URL(stored ?? '', server.url).href)).status()).toBe(200);

    await page.getByLabel('Position Title').fill('Youth Pastor');
    await page.getByLabel('Position Description').fill(DESCRIPTION);
    await page.getByLabel('Contact Email').fill('pastor@gracechurch.test');
    await page.getByText('Applications will be e-mailed to pastor@gracechurch.test.').waitFor();
    expect(
      await page.getByText('Applications will be e-mailed to grace@church.test.').count(),
    ).toBe(0);
    await page.getByRole('radiogroup', { name: 'Position Type' }).getByText('Full-time').click();
    expect(await page.getByRole('radio', { name: 'Full-time' }).isChecked()).toBe(true);
    await page.getByLabel('Anticipated Start Date').fill('2030-09-01');
    await page.getByLabel('Contact Person').fill('Pastor Tom');
    await page.getByRole('button', { name: 'Post Position' }).click();
    await page.waitForURL('**/church/dashboard');
    await page
      .getByText(
        'Your position was sent to the college for approval. Students can apply once it is approved, and we will e-mail you then.',
      )
      .waitFor();
    const card = page.getByRole('article', { name: 'Youth Pastor' });
    await card.getByText('Pending Approval').waitFor();
    await card.getByText('Full-time').waitFor();
    await card.getByText('0 applications').waitFor();
    // The server counts as active only approved, open positions: a pending one takes no applications.
    await expectStats('0', '0', '1');

    // What was stored: the form's fields, the file and the defaults of the server.
    const own = (await (
      await context.request.get(`${server.url}${api.churchPositions}`)
    ).json()) as PositionWithCount[];
    expect(own).toHaveLength(1);
    const posted = own[0]!;
    expect(posted).toMatchObject({
      title: 'Youth Pastor',
      positionType: 'full-time',
      employmentType: 'permanent',
      contactEmail: 'pastor@gracechurch.test',
      contactPerson: 'Pastor Tom',
      anticipatedStartDate: '2030-09-01',
      jobDescriptionUrl: stored,
      approved: false,
      status: 'active',
    });

    // An admin approves it and a student applies (through the API); the card and stats follow.
    const adminContext = await browser.newContext({ baseURL: server.url });
    await signUpVerified(server, adminContext, {
      ...churchPerson('Root', 'Tester'),
      email: ADMIN_EMAIL,
    });
    await post(
      adminContext.request,
      api.adminApprove(posted.id),
      {},
      {
        [IF_MATCH_HEADER]: ifMatchValue(posted.version),
      },
    );
    await adminContext.close();
    const student = await browser.newContext({ baseURL: server.url });
    await post(student.request, api.applications, {
      positionId: posted.id,
      studentName: 'Sam Student',
      studentEmail: 'sam@student.test',
      studentPhone: '5551234567',
      studentMajor: 'Theology',
      studentGraduationYear: '2027',
    });
    await student.close();
    // A second position, so there is one to delete next to the first.
    await post(context.request, api.positions, {
      churchProfileId: posted.churchProfileId,
      title: 'Worship Intern',
      description: DESCRIPTION,
      positionType: 'part-time',
      employmentType: 'internship',
    });

    await page.reload();
    await card.getByText('Approved').waitFor();
    await card.getByText('1 application', { exact: true }).waitFor();
    await page.getByRole('article', { name: 'Worship Intern' }).waitFor();
    await expectStats('1', '1', '2');
    await expectAccessible(page, 'church dashboard with positions');
    await screenshot(page, 'church-dashboard-positions');

    // Who applied, for the church that posted it: the card leads to the position's Applications view.
    await card.getByRole('link', { name: /^Applications for Youth Pastor/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Applications for Youth Pastor' }).waitFor();
    const applicant = page.getByRole('article', { name: 'Sam Student' });
    await applicant.getByRole('link', { name: 'sam@student.test' }).waitFor();
    await applicant.getByText('Theology · Class of 2027').waitFor();
    await expectAccessible(page, 'applications view');
    await screenshot(page, 'church-applicants');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await card.getByText('Approved').waitFor();
    expect(
      await page
        .getByRole('article', { name: 'Worship Intern' })
        .getByRole('link', { name: /^Applications/ })
        .count(),
    ).toBe(0);

    // Delete asks first, says it cannot be undone and that applications go too.
    await chooseDelete(page, card, 'Youth Pastor');
    const dialog = page.getByRole('alertdialog', { name: 'Delete Position?' });
    await dialog.waitFor();
    await dialog.getByText(/cannot be undone/).waitFor();
    await dialog.getByText(/applications for this position will also be deleted/).waitFor();
    await expectAccessible(page, 'delete position dialog');
    await screenshot(page, 'church-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.waitFor();

    await chooseDelete(page, card, 'Youth Pastor');
    await dialog.getByRole('button', { name: 'Delete Position' }).click();
    await page.getByText('Position Deleted').waitFor();
    await page.getByText('The position has been successfully deleted.').waitFor();
    await card.waitFor({ state: 'detached' });
    await expectStats('0', '0', '1');
    await page
      .getByRole('article', { name: 'Worship Intern' })
      .getByText('Pending Approval')
      .waitFor();
  });

  it('sends a signed-out visitor of /church/dashboard to sign in after the Unauthorized toast', async () => {
    const { page } = session;
    // The toast is on screen for only the 500 ms before the browser leaves: record every toast
    // as it appears, so the check does not depend on catching that moment.
    const toasts: { text: string; at: number }[] = [];
    await page.exposeBinding('reportToast', (_source, text: string) => {
      toasts.push({ text, at: Date.now() });
    });
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLElement && node.matches('[data-scope=toast][data-part=root]')) {
              const report = (window as unknown as { reportToast: (text: string) => void })
                .reportToast;
              report(node.innerText);
            }
          }
        }
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/church/dashboard');
    // The server's /api/login sends to the built-in /login page when no OIDC provider is set.
    await page.waitForURL('**/login');
    const leftAt = Date.now();
    expect(toasts.map((toast) => toast.text)).toEqual([
      'Unauthorized\nYou are logged out. Logging in again...',
    ]);
    expect(leftAt - toasts[0]!.at).toBeLessThan(2_000);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('sends a church without a profile from /church/post-job to the profile form', async () => {
    const { page } = session;
    await signUpChurch(churchPerson('Hope', 'Tester'));
    await page.goto('/church/post-job');
    await page.getByText('Please complete your church profile first.').waitFor();
    await page.getByText('Profile Required').waitFor();
    await page.waitForURL('**/church/profile');
    await page.getByLabel('Church Name').waitFor();
    expect(await page.getByLabel('Church Name').inputValue()).toBe('');
  });
});
