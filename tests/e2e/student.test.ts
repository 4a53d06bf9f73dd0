// The student's journeys end to end: the landing page, finding a position by searching and by type,
// its detail, and applying with a resume (refused in the browser when wrong, uploaded when right);
// the church then sees the application in its count. Also the not-found states.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { PositionWithCount } from '../../shared/types';
import { createChurch, postApprovedPosition } from './support/accounts';
import { sessionWithFreshPages, withGraceAndAdmin } from './support/app-session';
import { expectAccessible } from './support/axe';
import { recordPageErrors, type ExpectedFailure } from './support/page-errors';
import { PHOTO_NOT_A_DOCUMENT } from './support/applications';
import { screenshot } from './support/screenshot';
import { YOUTH_MINISTRY_INTERN } from './support/youth-intern';
import { fillLabelled } from './support/forms';

const RESUME_SITE_URL = 'https://resumes.college.test/students';
const UNKNOWN_ID = randomUUID();

describe('a student finds a position and applies', () => {
  let internId = '';
  /** When the intern position went live: its cards say 'Posted less than a minute ago' for 30 s. */
  let postedAt = 0;
  // The unknown position's 404 (its page and its API answer) and the list's simulated 503 are how
  // the app learns of them.
  const expectedFailures: ExpectedFailure[] = [
    { path: `/jobs/${UNKNOWN_ID}`, status: 404 },
    { path: api.position(UNKNOWN_ID), status: 404 },
    { path: api.positionsSync, status: 503 },
  ];
  const session = withGraceAndAdmin(
    sessionWithFreshPages(
      {
        env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test', RESUME_SITE_URL },
      },
      { serviceWorkers: 'block', expected: expectedFailures },
    ),
    {
      denomination: 'Baptist',
      website: 'gracefellowship.example',
      contactPhone: '(555) 123-4567',
      description: 'A welcoming church in the heart of Springfield.',
    },
  );

  /** Posts a position as the church in `owner` and has the admin approve it; returns its id. */
  async function postApproved(
    owner: BrowserContext,
    admin: BrowserContext,
    position: Record<string, string>,
  ): Promise<string> {
    const { server } = session;
    return postApprovedPosition(server, owner, admin, position);
  }

  beforeAll(async () => {
    const { server, browser, church: churchContext, admin: adminContext } = session;
    const otherChurch = await browser.newContext({ baseURL: server.url });
    await createChurch(
      server,
      otherChurch,
      { firstName: 'Hope', lastName: 'Pastor', email: 'hope@church.test', password: 'password-1' },
      { churchName: 'Hope Community Church', location: 'Riverside' },
    );

    internId = await postApproved(churchContext, adminContext, {
      ...YOUTH_MINISTRY_INTERN,
      qualifications: 'A heart for teenagers\nGood communication',
    });
    postedAt = Date.now();
    await postApproved(otherChurch, adminContext, {
      title: 'Worship Leader',
      description:
        'Lead our Sunday worship team, plan the music and rehearse with our volunteer musicians.',
      positionType: 'full-time',
      compensation: 'Salary and benefits',
    });
    await otherChurch.close();
  });

  it('shows the landing page with its sections and the resume site, and Browse Jobs leads to /jobs', async () => {
    const { page } = session;
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: 'Find Your Calling in Ministry and the Marketplace' })
      .waitFor();
    for (const name of [
      'Opportunities for Every Calling',
      'How It Works',
      'For Churches',
      'For Students',
      'Looking for Candidates?',
      'Ready to Get Started?',
    ]) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    for (const step of ['Churches Post', 'Students Browse', 'Apply Instantly']) {
      await page.getByRole('heading', { level: 3, name: new RegExp(step) }).waitFor();
    }
    await page
      .getByText('Find ministry and marketplace work at churches near Test College.')
      .waitFor();
    const resumeLink = page.getByRole('link', { name: /View Student Resumes/ });
    expect(await resumeLink.getAttribute('href')).toBe(RESUME_SITE_URL);
    expect(await resumeLink.getAttribute('target')).toBe('_blank');
    await page
      .getByText(`© ${new Date().getFullYear()} Test College Job Board. All rights reserved.`)
      .waitFor();
    const postLinks = page.getByRole('link', { name: 'Post a Position' });
    expect(await postLinks.first().getAttribute('href')).toBe(api.signUp);

    await expectAccessible(page, 'landing');
    await screenshot(page, 'student-landing');

    await page.getByRole('main').getByRole('link', { name: 'Browse Jobs' }).first().click();
    await page.waitForURL('**/jobs');
    await page.getByRole('heading', { level: 1, name: 'Browse Positions' }).waitFor();
  });

  it('sends a signed-in church or admin from / to their dashboard', async () => {
    const { church: churchContext, admin: adminContext } = session;
    for (const [signedIn, dashboard] of [
      [churchContext, '/church/dashboard'],
      [adminContext, '/admin/dashboard'],
    ] as const) {
      const own = await signedIn.newPage();
      const errors = recordPageErrors(own);
      await own.goto('/');
      await own.waitForURL(`**${dashboard}`);
      await own.close();
      expect(errors()).toEqual([]);
    }
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { page } = session;
    let failing = true;
    // The list worker's requests are the page's: routed and reported like its own.
    await page.route(
      (url) => url.pathname === api.positionsSync,
      (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: '{"message":"down"}',
            })
          : route.fallback(),
    );
    // The server drew the whole list into /jobs: it stays, and the failed refresh says nothing.
    const refused = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === api.positionsSync && response.status() === 503,
    );
    await page.goto('/jobs');
    await page.getByRole('heading', { name: 'Worship Leader' }).waitFor();
    await refused;
    await page.getByText('2 positions', { exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    // Reached within the app (the saved positions' page is not server-rendered), /jobs has only
    // the API to ask: it says so and offers a retry.
    await page.goto('/saved');
    await page.getByRole('heading', { level: 1, name: 'Saved Positions' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Browse Jobs' })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: 'Positions could not be loaded' });
    await alert.waitFor();
    failing = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Worship Leader' }).waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('filters positions as the student types and by type, with the empty state', async () => {
    const { page } = session;
    // The tests before this one may outlast the 30 s of 'Posted less than a minute ago' on a busy
    // machine: the page's clock stands at the posting, as the phone-screen test's does.
    await session.context.clock.setFixedTime(postedAt);
    await page.goto('/jobs');
    const cards = page.getByRole('article');
    const titles = () => cards.getByRole('heading').allTextContents();
    await page.getByRole('heading', { name: 'Worship Leader' }).waitFor();
    expect((await titles()).sort()).toEqual(['Worship Leader', 'Youth Ministry Intern']);
    const intern = cards.filter({ hasText: 'Youth Ministry Intern' });
    await intern.getByText('Posted less than a minute ago').waitFor();
    await intern.getByText('Part-time').waitFor();
    await intern.getByText('Springfield').waitFor();
    await intern.getByText('Grace Fellowship Church').waitFor();
    await expectAccessible(page, 'browse');
    await screenshot(page, 'student-browse');

    const search = page.getByRole('searchbox', { name: 'Search positions' });
    expect(await search.getAttribute('placeholder')).toBe(
      'Search by position, church, or location...',
    );
    // Part of a church name, in another case, typed key by key.
    await search.pressSequentially('COMMUNITY');
    await page.getByText('1 position', { exact: true }).waitFor();
    expect(await titles()).toEqual(['Worship Leader']);
    // A location.
    await search.fill('');
    await search.pressSequentially('springf');
    await page.getByText('1 position', { exact: true }).waitFor();
    expect(await titles()).toEqual(['Youth Ministry Intern']);

    // The type select, by keyboard only: Springfield has no full-time position.
    const typeSelect = page.getByRole('combobox', { name: 'Position type' });
    await typeSelect.focus();
    await page.keyboard.press('Enter');
    // The list takes the focus and opens on the current choice, All Types; Full-time is next.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('listbox');
    await page.keyboard.press('ArrowDown');
    const fullTime = page.getByRole('option', { name: 'Full-time' });
    expect(await fullTime.getAttribute('data-highlighted')).not.toBeNull();
    await page.keyboard.press('Enter');
    await expect.poll(() => typeSelect.textContent()).toContain('Full-time');
    await page.getByRole('heading', { name: 'No Positions Found' }).waitFor();
    await page.getByText('Try adjusting your search or filters...').waitFor();
    await search.fill('');
    await page.getByText('1 position', { exact: true }).waitFor();
    expect(await titles()).toEqual(['Worship Leader']);

    await typeSelect.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'All Types' }).click();
    await page.getByText('2 positions', { exact: true }).waitFor();

    await search.fill('zzz no such position');
    await page.getByRole('heading', { name: 'No Positions Found' }).waitFor();
    await page.getByText('Try adjusting your search or filters...').waitFor();
    expect(await cards.count()).toBe(0);
    await expectAccessible(page, 'browse with no results');
  });

  it('shows the detail and takes an application with a resume', async () => {
    const { server, page, church: churchContext } = session;
    // The tests before this one may outlast the 30 s of 'Posted less than a minute ago' on a busy
    // machine: the page's clock stands at the posting, as the phone-screen test's does.
    await session.context.clock.setFixedTime(postedAt);
    await page.goto('/jobs');
    const intern = page.getByRole('article').filter({ hasText: 'Youth Ministry Intern' });
    await intern.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`**/jobs/${internId}`);
    await page.getByRole('heading', { level: 1, name: 'Youth Ministry Intern' }).waitFor();
    for (const name of ['Description', 'Responsibilities', 'Qualifications']) {
      await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    }
    expect(await page.getByRole('heading', { name: 'Compensation' }).count()).toBe(0);
    await page.getByText('Posted less than a minute ago').waitFor();
    const about = page.getByRole('region', { name: 'About Grace Fellowship Church' });
    await about.getByText('A welcoming church in the heart of Springfield.').waitFor();
    await about.getByText('Baptist').waitFor();
    const website = about.getByRole('link', { name: /gracefellowship\.example/ });
    expect(await website.getAttribute('href')).toBe('https://gracefellowship.example');
    expect(await website.getAttribute('target')).toBe('_blank');
    expect(await website.getAttribute('rel')).toContain('noopener');
    expect(await about.getByRole('link', { name: '(555) 123-4567' }).getAttribute('href')).toBe(
      'tel:5551234567',
    );
    await page
      .getByRole('region', { name: 'Apply', exact: true })
      .getByText('No account required - apply directly')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Back to Positions' }).getAttribute('href')).toBe(
      '/jobs',
    );
    await expectAccessible(page, 'position detail');
    await screenshot(page, 'student-position-detail');

    // Submitting nothing shows every required message under its field.
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Youth Ministry Intern' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Name is required',
      'Valid email is required',
      'Phone number is required',
      'Major/field of study is required',
      'Graduation year is required',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    expect(await dialog.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'apply dialog with errors');
    await screenshot(page, 'student-apply-errors');

    // A wrong type and a too large file are refused before anything is sent.
    const sent: string[] = [];
    const onRequest = (request: Request) => sent.push(request.url());
    page.on('request', onRequest);
    const resume = dialog.getByLabel('Resume (optional)');
    await resume.setInputFiles(PHOTO_NOT_A_DOCUMENT);
    await dialog.getByText('Only PDF, DOC and DOCX files are accepted.').waitFor();
    await resume.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    });
    await dialog.getByText('The file is too large: at most 5 MB.').waitFor();
    page.off('request', onRequest);
    expect(sent).toEqual([]);

    // A small PDF is uploaded at once.
    await resume.setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    await page.getByText('Resume Uploaded').waitFor();
    await page.getByText('Your resume has been uploaded successfully.').waitFor();
    await dialog.getByText('resume.pdf').waitFor();
    expect(await dialog.getByText('Only PDF, DOC and DOCX files are accepted.').count()).toBe(0);

    await fillLabelled(dialog, {
      'Full Name': 'Sam Student',
      Email: 'sam@student.test',
      'Phone Number': '555-010-2030',
      'Major/Field of Study': 'Youth Ministry',
      'Graduation Year': '2027',
      'Available to Start (optional)': 'June 2026',
    });
    expect(await dialog.getByLabel('Cover Letter (optional)').getAttribute('rows')).toBe('6');
    await dialog
      .getByLabel('Cover Letter (optional)')
      .fill('I have led youth camps for three summers.');
    await screenshot(page, 'student-apply-filled');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Submitted').waitFor();
    await page.getByText('Your application has been sent to the church. Good luck!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Opened again (after saying yes to applying twice), the form is empty and the resume is gone.
    await page.getByRole('button', { name: 'Apply again' }).click();
    await page.getByRole('button', { name: 'Send another application' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe('');
    expect(await dialog.getByLabel('Cover Letter (optional)').inputValue()).toBe('');
    expect(await dialog.getByText('resume.pdf').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The church sees it in its count.
    const mine = await churchContext.request.get(`${server.url}${api.churchPositions}`);
    expect(mine.ok()).toBe(true);
    const positions = (await mine.json()) as PositionWithCount[];
    expect(positions.find((position) => position.id === internId)?.applicationCount).toBe(1);
  });

  it('says so when a position does not exist', async () => {
    const { page } = session;
    await page.goto(`/jobs/${UNKNOWN_ID}`);
    await page.getByRole('heading', { level: 1, name: 'Position Not Found' }).waitFor();
    await page
      .getByText("The position you're looking for doesn't exist or has been removed.")
      .waitFor();
    await expectAccessible(page, 'position not found');
    await screenshot(page, 'student-position-not-found');
    await page.getByRole('main').getByRole('link', { name: 'Browse Positions' }).click();
    await page.waitForURL('**/jobs');
  });

  it('shows the 404 page for an unknown address', async () => {
    const { server, page } = session;
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByText("The page you're looking for doesn't exist or has been moved.").waitFor();
    await expectAccessible(page, '404');
    await screenshot(page, 'student-404');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});
