// Applying without a connection: the application and its resume wait in the
// outbox, listed under Pending applications, and reach the church exactly once when the connection
// returns; the server killed in the middle of sending still gives exactly one application; a
// position closed meanwhile leaves the application kept for the student to copy; a waiting
// application says 'Waiting to send' on its position and card, and a second one is asked about
// first and refused by the server (decision 0028).
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { PositionWithCount } from '../../shared/types';
import { ALREADY_APPLIED } from '../../server/applications/duplicate-application';
import { WAITING_QUESTION } from '../../web/features/positions/apply-questions';
import { postApprovedPosition } from './support/accounts';
import { fillApplyDialog } from './support/apply-dialog';
import {
  openFreshPage,
  sessionWithServerAndBrowser,
  withGraceAndAdmin,
} from './support/app-session';
import { expectAccessible } from './support/axe';
import { openOnline, waitForCachedRecords } from './support/offline';
import { CONNECTION_FAILURE, type ExpectedFailure } from './support/page-errors';
import { screenshot } from './support/screenshot';
import { waitForToast } from './support/toast';
import { startServer } from './support/server';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };

describe('applying offline', () => {
  // Our own DATA_DIR: the server is stopped and started again on it (and on the same port). Its
  // removal is registered first, so it runs after the server has stopped.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'job-board-e2e-offline-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const session = withGraceAndAdmin(sessionWithServerAndBrowser({ env: ENV, dataDir }));
  let context: BrowserContext;
  let page: Page;
  let pageErrors: () => string[];
  const expectedFailures: ExpectedFailure[] = [];

  /** Posts a position as the church and has the admin approve it; returns its id. */
  async function postApproved(title: string): Promise<string> {
    const { server, church: churchContext, admin: adminContext } = session;
    return postApprovedPosition(server, churchContext, adminContext, {
      title,
      description:
        'Help lead our ministry: Wednesday evening gatherings, summer camp and mentoring students.',
      positionType: 'part-time',
    });
  }

  async function applicationCount(positionId: string): Promise<number | undefined> {
    const { server, church: churchContext } = session;
    const mine = await churchContext.request.get(`${server.url}${api.churchPositions}`);
    if (!mine.ok()) return undefined;
    const positions = (await mine.json()) as PositionWithCount[];
    return positions.find((position) => position.id === positionId)?.applicationCount;
  }

  /**
   * Opens the position once online and waits until the service worker controls the page. On this
   * first visit the app-wide outbox notices (and the runner that flushes on `online`) load once an
   * application is queued (web/app/outbox-to-follow.ts), offline from the worker's precache.
   */
  async function visitOnline(positionId: string, title: string): Promise<void> {
    await openOnline(page, `/jobs/${positionId}`, title);
  }

  async function fillApplication(name: string, withResume: boolean) {
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: /^Apply for / });
    await dialog.waitFor();
    await fillApplyDialog(dialog, { name, resume: withResume });
    return dialog;
  }

  beforeEach(() => {
    expectedFailures.length = 0;
  });

  afterEach(async () => {
    await context.close();
    expect(pageErrors().filter((error) => !CONNECTION_FAILURE.test(error))).toEqual([]);
  });

  async function openContext(serviceWorkers: 'allow' | 'block') {
    const { server, browser } = session;
    ({ context, page, pageErrors } = await openFreshPage(browser, server, {
      serviceWorkers,
      expected: expectedFailures,
    }));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  }

  it('queues an application with its resume offline and delivers it once when back online', async () => {
    const { server, church: churchContext } = session;
    const positionId = await postApproved('Youth Ministry Intern');
    await openContext('allow');
    await visitOnline(positionId, 'Youth Ministry Intern');

    await context.setOffline(true);
    await page.getByText("You're offline.").waitFor();
    const dialog = await fillApplication('Sam Student', true);
    // Nothing to upload to offline: the file stays attached and travels with the application.
    await dialog.getByText('Attached: uploaded when your application is sent').waitFor();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await waitForToast(
      page,
      'Application Queued',
      "You're offline. Your application is saved on this device and will be sent when you're back online.",
    );
    await dialog.waitFor({ state: 'hidden' });

    const notice = page.getByRole('status').filter({ hasText: 'waiting to be sent' });
    await notice
      .getByText("1 application is waiting to be sent. It will be sent when you're back online.")
      .waitFor();
    await screenshot(page, 'apply-offline-queued');
    await expectAccessible(page, 'position with a queued application');

    await notice.getByRole('link', { name: 'Pending applications' }).click();
    await page.waitForURL('**/outbox');
    await page.getByRole('heading', { level: 1, name: 'Pending applications' }).waitFor();
    const card = page.getByRole('article', { name: 'Youth Ministry Intern' });
    await card.getByText('Waiting to send').waitFor();
    await card.getByText('Grace Fellowship Church').waitFor();
    await card.getByText(/^Queued /).waitFor();
    await page.getByRole('button', { name: 'Retry now' }).waitFor();
    await expectAccessible(page, 'pending applications');
    await screenshot(page, 'apply-offline-pending-list');
    expect(await applicationCount(positionId)).toBe(0);

    await context.setOffline(false);
    await waitForToast(
      page,
      'Application Submitted',
      'Your application for Youth Ministry Intern has been sent to the church. Good luck!',
    );
    const sent = page.getByRole('region', { name: 'Sent' });
    await sent.getByText('Youth Ministry Intern').waitFor();
    await sent.getByText('Delivered').waitFor();
    await card.waitFor({ state: 'detached' });
    await screenshot(page, 'apply-offline-delivered');

    await expect.poll(() => applicationCount(positionId), { timeout: 10_000 }).toBe(1);
    // A moment later it is still one: no second delivery from the worker or another trigger.
    await page.waitForTimeout(1500);
    expect(await applicationCount(positionId)).toBe(1);
    const applicants = await churchContext.request.get(
      `${server.url}${api.churchPositionApplications(positionId)}`,
    );
    const [application] = (await applicants.json()) as { id: string; studentName: string }[];
    expect(application?.studentName).toBe('Sam Student');
    const resume = await churchContext.request.get(
      `${server.url}${api.applicationResume(application?.id ?? '')}`,
      { maxRedirects: 0 },
    );
    expect([200, 302]).toContain(resume.status());
  });

  it('delivers exactly once when the server is killed while sending and started again', async () => {
    const { server } = session;
    const positionId = await postApproved('Worship Intern');
    // No service worker: every request of the flush is the page's, where the test can hold it.
    await openContext('block');
    await page.goto(`/jobs/${positionId}`);
    await page.getByRole('heading', { level: 1, name: 'Worship Intern' }).waitFor();

    const addressRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === api.uploadResume) addressRequests.push(request.url());
    });
    // The application reaches the server and is stored; then the server dies before answering.
    let killed = false;
    await page.route(`**${api.applications}`, async (route) => {
      if (killed || route.request().method() !== 'POST') return route.fallback();
      killed = true;
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await server.stop();
      await route.abort('connectionreset');
    });

    const dialog = await fillApplication('Kim Student', true);
    // Online, the resume is uploaded as soon as it is chosen (the spec's toast).
    await page.getByText('Resume Uploaded').waitFor();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await waitForToast(
      page,
      'Application Queued',
      "The job board can't be reached right now. Your application is saved on this device and will be sent automatically.",
      20_000,
    );
    expect(killed).toBe(true);
    await page
      .getByRole('status')
      .getByText(
        '1 application is waiting to be sent. It will be sent as soon as the job board can be reached.',
      )
      .waitFor();

    session.server = await startServer({ env: ENV, dataDir, port: server.port });
    await page.getByRole('link', { name: 'Pending applications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pending applications' }).waitFor();
    // The backoff timer may already have sent it; otherwise 'Retry now' does.
    const retry = page.getByRole('button', { name: 'Retry now' });
    if (await retry.isVisible()) await retry.click().catch(() => undefined);
    await page.getByRole('region', { name: 'Sent' }).getByText('Worship Intern').waitFor();

    await expect.poll(() => applicationCount(positionId), { timeout: 10_000 }).toBe(1);
    // The resume went up once, when it was chosen: the retries reused its stored address.
    expect(addressRequests).toHaveLength(1);
  });

  it('keeps the application to copy when the position closed while it waited', async () => {
    const { server, church: churchContext } = session;
    const positionId = await postApproved('Children Ministry Assistant');
    // The application and the page's own refresh learn that the position is gone.
    expectedFailures.push(
      { path: api.applications, status: 404 },
      { path: api.position(positionId), status: 404 },
    );
    await openContext('allow');
    await visitOnline(positionId, 'Children Ministry Assistant');

    await context.setOffline(true);
    const dialog = await fillApplication('Lee Student', false);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Queued').waitFor();

    const removed = await churchContext.request.delete(`${server.url}${api.position(positionId)}`, {
      headers: { Origin: server.url },
    });
    expect(removed.ok(), await removed.text()).toBe(true);

    await context.setOffline(false);
    await waitForToast(
      page,
      'Application Not Sent',
      'Children Ministry Assistant has closed: the church no longer takes applications. It is kept under Pending applications for you to copy.',
    );
    const notice = page.getByRole('status').filter({ hasText: 'could not be delivered' });
    await notice.getByText('1 application could not be delivered.').waitFor();

    await notice.getByRole('link', { name: 'Pending applications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pending applications' }).waitFor();
    const card = page.getByRole('article', { name: 'Children Ministry Assistant' });
    await card.getByText('Not delivered').waitFor();
    await card
      .getByText('This position has closed: the church no longer takes applications for it.', {
        exact: false,
      })
      .waitFor();
    const answers = card.getByRole('definition');
    expect(await answers.allTextContents()).toEqual([
      'Lee Student',
      'sam@student.test',
      '555-010-2030',
      'Youth Ministry',
      '2027',
      'I have led youth camps for three summers.',
    ]);
    expect(await page.getByRole('button', { name: 'Retry now' }).count()).toBe(0);
    await expectAccessible(page, 'pending applications with a refused one');
    await screenshot(page, 'apply-offline-rejected');

    await card.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Your application is on the clipboard.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(
      'Application for Children Ministry Assistant at Grace Fellowship Church',
    );
    expect(copied).toContain('Full Name: Lee Student');
    expect(copied).toContain('Cover Letter: I have led youth camps for three summers.');

    await card.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Discard this application?' });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('heading', { name: 'No pending applications' }).waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await applicationCount(positionId)).toBeUndefined();
  });

  it("says 'Waiting to send' while an application waits, asks before a second, and one arrives", async () => {
    const title = 'Camp Counselor';
    const positionId = await postApproved(title);
    // The second application, queued offline and then typed again online: the server refuses both.
    expectedFailures.push(
      { path: api.applications, status: 409 },
      { path: api.applications, status: 409 },
    );
    await openContext('allow');
    // The student browsed the list before, so the device keeps it for offline.
    await page.goto('/jobs');
    await page.getByRole('article', { name: title }).waitFor();
    await waitForCachedRecords(page, 'positions', 1);
    await visitOnline(positionId, title);

    await context.setOffline(true);
    await page.getByText("You're offline.").waitFor();
    const dialog = await fillApplication('Sam Student', false);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Queued').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The position's page says it waits, instead of a fresh 'Apply Now'.
    const panel = page.getByRole('region', { name: 'Apply', exact: true });
    await panel.getByText('Waiting to send').waitFor();
    expect(await panel.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    await screenshot(page, 'apply-offline-waiting-to-send');

    // Applying again asks first; the student says yes, and a second one waits too.
    await panel.getByRole('button', { name: 'Apply again' }).click();
    const ask = page.getByRole('dialog', { name: 'Apply again?' });
    await ask.getByText(WAITING_QUESTION).waitFor();
    await expectAccessible(page, 'apply again while an application waits');
    await ask.getByRole('button', { name: 'Send another application' }).click();
    await dialog.waitFor();
    await fillApplyDialog(dialog, { name: 'Sam Student' });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The list's card says it too.
    await page.goto('/jobs');
    const card = page.getByRole('article', { name: title });
    await card.getByText('Waiting to send').waitFor();
    expect(await card.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    await expectAccessible(page, 'browse with an application waiting');
    await screenshot(page, 'apply-offline-waiting-card');

    // Back online: the first arrives; the second is refused with the server's words.
    await context.setOffline(false);
    await page.getByText('Application Not Sent').waitFor();
    await page.getByText(`${title}: ${ALREADY_APPLIED}`).waitFor();
    await expect.poll(() => applicationCount(positionId), { timeout: 10_000 }).toBe(1);
    await card.getByText(/^Applied on /).waitFor();
    expect(await card.getByText('Waiting to send').count()).toBe(0);

    // Online, a second application from the same e-mail hears the server's message in the form.
    await page.goto(`/jobs/${positionId}`);
    await panel.getByText(/^Applied on /).waitFor();
    await panel.getByRole('button', { name: 'Apply again' }).click();
    await page
      .getByRole('dialog', { name: 'Apply again?' })
      .getByRole('button', { name: 'Send another application' })
      .click();
    await dialog.waitFor();
    await fillApplyDialog(dialog, { name: 'Sam Student' });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText(ALREADY_APPLIED).waitFor();
    await screenshot(page, 'apply-online-already-applied');
    expect(await applicationCount(positionId)).toBe(1);
  });
});
