// A student's application in Chromium: after applying (with a resume) the position's page and
// card say 'Applied on …' with the way to the status page, and applying again asks first; the
// status page opened from the confirmation e-mail shows what was sent and the status in the
// student's words, follows the church opening it ('Read by the church'), shows the copy kept on
// the device offline, fits a 360 px phone, and 'Withdraw application' deletes it (the church's list
// no longer has it). The church's dashboard card counts the application per status meanwhile.
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { Application, ApplicationReceipt } from '../../shared/types';
import { postApprovedPosition } from './support/accounts';
import { fillApplyDialog, SAM_EMAIL } from './support/apply-dialog';
import { sessionWithFreshPages, withGraceAndAdmin } from './support/app-session';
import { expectAccessible } from './support/axe';
import { waitForMailLink } from './support/mail';
import { waitForCachedRecords, waitForServiceWorkerControl } from './support/offline';
import { CONNECTION_FAILURE } from './support/page-errors';
import { screenshot } from './support/screenshot';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };
// The withdrawn application's link answers 404: that is how its page learns it is gone (the token,
// and so the path, is only known once the student has applied).
const WITHDRAWN_LINK = /status of 404 .*\/api\/application-status\/[^/)]+\)$/;

describe("the student's application on this device and its status page", () => {
  const session = withGraceAndAdmin(
    sessionWithFreshPages({ env: ENV }, { tolerated: [CONNECTION_FAILURE, WITHDRAWN_LINK] }),
  );

  /** The church's applications of a position, through its own API. */
  async function churchApplications(positionId: string): Promise<Application[]> {
    const { server, church: churchContext } = session;
    const answer = await churchContext.request.get(
      `${server.url}${api.churchPositionApplications(positionId)}`,
    );
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as Application[];
  }

  /**
   * Opens the church's dashboard and waits until the position's card shows each of `texts` (the
   * kept copy may show first, the server's answer follows); returns the card's whole text.
   */
  async function churchCardShows(title: string, texts: string[]): Promise<string> {
    const { church: churchContext } = session;
    const churchPage = await churchContext.newPage();
    try {
      await churchPage.goto('/church/dashboard');
      const card = churchPage.getByRole('article', { name: title });
      for (const text of texts) await card.getByText(text, { exact: true }).waitFor();
      return (await card.textContent()) ?? '';
    } finally {
      await churchPage.close();
    }
  }

  /** True when the page is wider than the window (the phone would scroll sideways). */
  function overflowsSideways(): Promise<boolean> {
    const { page } = session;
    return page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }

  it('says Applied on, asks before a second application, and the status page follows the application to its withdrawal', async () => {
    const { server, context, page, church: churchContext, admin: adminContext } = session;
    const title = 'Youth Ministry Intern';
    const positionId = await postApprovedPosition(server, churchContext, adminContext, {
      title,
      description:
        'Help lead our youth ministry: Wednesday evening gatherings, summer camp and mentoring.',
      positionType: 'part-time',
    });

    // Applying, with a resume.
    await page.goto(`/jobs/${positionId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await waitForServiceWorkerControl(page);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    await fillApplyDialog(dialog, {
      startDate: 'June 2026',
      coverLetter: 'I have led youth camps for three summers.\nI would love to serve.',
      resume: true,
    });
    await page.getByText('Resume Uploaded').waitFor();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Your application has been sent to the church. Good luck!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The page now says so, instead of a fresh 'Apply Now'.
    const panel = page.getByRole('region', { name: 'Apply', exact: true });
    await panel.getByText(/^Applied on /).waitFor();
    expect(await panel.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    const viewLink = panel.getByRole('link', { name: 'View your application' });
    const statusPath = (await viewLink.getAttribute('href')) ?? '';
    expect(statusPath).toMatch(/^\/application-status\/[^/]+$/);
    await expectAccessible(page, 'position applied to');
    await screenshot(page, 'application-position-applied');

    // Applying again asks first.
    await panel.getByRole('button', { name: 'Apply again' }).click();
    const ask = page.getByRole('dialog', { name: 'Apply again?' });
    await ask
      .getByText(
        /^You applied to this position on .+ from this device\. Send another application\?$/,
      )
      .waitFor();
    await expectAccessible(page, 'apply again question');
    await ask.getByRole('button', { name: 'Send another application' }).click();
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('studentName');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The card on /jobs says it too, and leads to the same page.
    await page.goto('/jobs');
    const card = page.getByRole('article', { name: title });
    await card.getByText(/^Applied on /).waitFor();
    expect(await card.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    expect(
      await card
        .getByRole('link', { name: `View your application for ${title}` })
        .getAttribute('href'),
    ).toBe(statusPath);
    await expectAccessible(page, 'browse with an applied position');

    // The church's card: one new application.
    await churchCardShows(title, ['1 new', '1 New']);

    // The confirmation e-mail links to the same page.
    const mailed = await waitForMailLink(server.dataDir, SAM_EMAIL, '/application-status/');
    expect(new URL(mailed).pathname).toBe(statusPath);
    await page.goto(mailed);
    await page.getByRole('heading', { level: 1, name: 'Your application' }).waitFor();
    await page.getByText('Sent to the church', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByText('Grace Fellowship Church').waitFor();
    await page.getByText(/^Applied on /).waitFor();
    const sent = page.getByRole('region', { name: 'What you sent' });
    for (const answer of [
      'Sam Student',
      SAM_EMAIL,
      '555-010-2030',
      'Youth Ministry',
      '2027',
      'June 2026',
    ]) {
      await sent.getByText(answer, { exact: true }).waitFor();
    }
    await sent
      .getByText(/I have led youth camps for three summers\.\s+I would love to serve\./)
      .waitFor();
    await page
      .getByText(
        'Your application and resume are deleted 180 days after the position closes. You can withdraw it at any time.',
      )
      .waitFor();
    expect(await page.getByRole('link', { name: 'View the position' }).getAttribute('href')).toBe(
      `/jobs/${positionId}`,
    );
    // The resume the student sent, through the status token.
    const resumeHref = await sent
      .getByRole('link', { name: /Open your resume/ })
      .getAttribute('href');
    expect(resumeHref).toBe(
      api.applicationStatusResume(decodeURIComponent(statusPath.split('/')[2] ?? '')),
    );
    const resume = await context.request.get(`${server.url}${resumeHref}`);
    expect(resume.ok()).toBe(true);
    expect((await resume.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page, 'application status');
    await screenshot(page, 'application-status-sent');

    // The church opens it: the student reads that.
    const [application] = await churchApplications(positionId);
    expect(application).toBeDefined();
    const opened = await churchContext.request.get(
      `${server.url}${api.churchApplication(application?.id ?? '')}`,
    );
    expect(opened.ok()).toBe(true);
    await page.reload();
    await page.getByText('Read by the church', { exact: true }).waitFor();
    expect(await churchCardShows(title, ['1 Reviewed'])).not.toMatch(/\bnew\b/i);
    // The page's answer is kept on the device before the connection goes.
    await waitForCachedRecords(page, 'myApplications', 1);
    // page.evaluate awaits the promise (page.waitForFunction would take it for a truthy answer).
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<boolean>((resolve) => {
                const open = indexedDB.open('job-board-cache');
                open.onerror = () => resolve(false);
                open.onsuccess = () => {
                  const db = open.result;
                  const all = db
                    .transaction('myApplications')
                    .objectStore('myApplications')
                    .getAll();
                  all.onsuccess = () => {
                    db.close();
                    resolve(
                      (all.result as { lastView?: { status?: string } }[]).some(
                        (record) => record.lastView?.status === 'reviewed',
                      ),
                    );
                  };
                  all.onerror = () => {
                    db.close();
                    resolve(false);
                  };
                };
              }),
          ),
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);

    // Offline, the saved copy.
    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^Saved copy from /).waitFor();
    await page.getByText('Read by the church', { exact: true }).waitFor();
    await page.getByText('Withdrawing needs a connection to the job board.').waitFor();
    expect(await page.getByRole('button', { name: 'Withdraw application' }).isDisabled()).toBe(
      true,
    );
    await expectAccessible(page, 'application status offline');
    await screenshot(page, 'application-status-offline');
    await context.setOffline(false);

    // On a 360 px phone nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await page.getByText('Read by the church', { exact: true }).waitFor();
    expect(await page.getByText(/^Saved copy from /).count()).toBe(0);
    expect(await overflowsSideways()).toBe(false);

    // Withdrawing asks, deletes it, and the page says so.
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw your application?' });
    await confirm.waitFor();
    await expectAccessible(page, 'withdraw question');
    await confirm.getByRole('button', { name: 'Withdraw application' }).click();
    await page.getByRole('heading', { name: 'Application withdrawn' }).waitFor();
    await page
      .getByText(
        'Your application and your resume have been deleted. The church no longer sees them.',
      )
      .waitFor();
    expect(await overflowsSideways()).toBe(false);
    await screenshot(page, 'application-status-withdrawn');
    expect(await churchApplications(positionId)).toEqual([]);

    // The link now leads nowhere, and the position offers 'Apply Now' again.
    await page.reload();
    await page.getByRole('heading', { name: 'Application not found' }).waitFor();
    await page
      .getByText('This application link is not valid, or the application was withdrawn or deleted.')
      .waitFor();
    await expectAccessible(page, 'application status not found');
    await page.goto('/jobs');
    await page
      .getByRole('article', { name: title })
      .getByRole('link', { name: 'Apply Now' })
      .waitFor();
  });

  it('opened from the e-mail on a device that never had it, offline, says there is no saved copy', async () => {
    const { server, context, page, church: churchContext, admin: adminContext } = session;
    const positionId = await postApprovedPosition(server, churchContext, adminContext, {
      title: 'Worship Leader',
      description:
        'Lead our Sunday worship team, plan the music and rehearse with our volunteer musicians.',
      positionType: 'full-time',
    });
    // Sent from another device: this browser has never seen it.
    const sentElsewhere = await fetch(`${server.url}${api.applications}`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        positionId,
        studentName: 'Kim Student',
        studentEmail: 'kim@student.test',
        studentPhone: '555-010-4040',
        studentMajor: 'Music',
        studentGraduationYear: '2026',
        availableStartDate: '',
        resumeUrl: '',
        coverLetter: '',
      }),
    });
    expect(sentElsewhere.status).toBe(201);
    const { statusToken: token } = (await sentElsewhere.json()) as ApplicationReceipt;
    expect(token).toEqual(expect.any(String));

    await page.goto('/jobs');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.goto(`/application-status/${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: "You're offline" }).waitFor();
    await page
      .getByText(
        'This application has not been opened on this device before, so there is no saved copy to show. Open this link again when you are connected.',
      )
      .waitFor();
    await expectAccessible(page, 'application status offline without a copy');

    // Back online, the page asks again by itself, and the device keeps the application from now on.
    await context.setOffline(false);
    await page.getByText('Sent to the church', { exact: true }).waitFor();
    await waitForCachedRecords(page, 'myApplications', 1);
    await page.goto(`/jobs/${positionId}`);
    await page
      .getByRole('region', { name: 'Apply', exact: true })
      .getByText(/^Applied on /)
      .waitFor();
  });
});
