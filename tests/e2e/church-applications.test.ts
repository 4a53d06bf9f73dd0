// The church's Applications screens in Chromium: a position's applications with their
// counts per status, 'New' badges and filters; opening one marks it Reviewed and its history says
// so; a private note; Contacted from the list; declining the other applicant with the e-mail (the
// message lands in DATA_DIR/mail); the PDF resume in the browser's viewer inside the app with
// 'Download' beside it. Offline, the kept copy opens and a status change waits, marked 'Pending
// sync', until the connection returns. A signed-out visitor from an e-mail link signs in and is
// brought back to the application.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import type { ApplicationReview, ReviewedApplication } from '../../shared/types';
import { GRACE_PASTOR, postApprovedPosition } from './support/accounts';
import { applyThroughApi, onePagePdf } from './support/applications';
import { checkedPages, sessionWithGraceAndAdmin } from './support/app-session';
import { expectAccessible } from './support/axe';
import { waitForMail } from './support/mail';
import { waitForCachedRecords, waitForServiceWorkerControl } from './support/offline';
import { CONNECTION_FAILURE } from './support/page-errors';
import { screenshot } from './support/screenshot';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };
const DESCRIPTION =
  'Lead our youth ministry on Wednesday nights and Sunday mornings, plan retreats and mentor volunteers.';

describe("the church's applications screens", () => {
  const session = sessionWithGraceAndAdmin({ env: ENV });
  const pages = checkedPages(CONNECTION_FAILURE);

  function apply(
    positionId: string,
    student: { name: string; email: string },
    resume?: Buffer,
    resumeName?: string,
  ) {
    const { server, browser } = session;
    return applyThroughApi(browser, server, positionId, student, resume, resumeName);
  }

  async function postPosition(title: string): Promise<string> {
    const { server, church, admin } = session;
    return postApprovedPosition(server, church, admin, {
      title,
      description: DESCRIPTION,
      positionType: 'part-time',
    });
  }

  async function applicationOf(id: string): Promise<ReviewedApplication> {
    const { server, church } = session;
    const list = await church.request.get(`${server.url}${api.churchPositions}`);
    expect(list.ok()).toBe(true);
    // Read through the list, not GET /api/church/applications/{id}: that would mark it Reviewed.
    for (const position of (await list.json()) as { id: string }[]) {
      const answer = await church.request.get(
        `${server.url}${api.churchPositionApplications(position.id)}`,
      );
      const found = ((await answer.json()) as ReviewedApplication[]).find((a) => a.id === id);
      if (found) return found;
    }
    throw new Error(`application ${id} not found`);
  }

  function card(page: Page, name: string) {
    return page.getByRole('list', { name: 'Applications' }).getByRole('article', { name });
  }

  /** A badge (or any short label) showing exactly `text` inside `within`. */
  function badgeIn(within: ReturnType<Page['locator']>, text: string) {
    return within.locator('span').filter({ hasText: new RegExp(`^${text}$`) });
  }

  it('lists, filters, opens, notes, moves and declines applications, and shows the PDF resume', async () => {
    const { server, church } = session;
    const positionId = await postPosition('Youth Pastor');
    const ada = await apply(
      positionId,
      { name: 'Ada Student', email: 'ada@student.test' },
      onePagePdf('Ada Student - Resume'),
      // Shown and downloaded by the name it was uploaded with, never its storage key.
      'Ada Lovelace – CV 2026.pdf',
    );
    const ben = await apply(positionId, { name: 'Ben Student', email: 'ben@student.test' });

    const page = await pages.open(church);
    await page.goto(appPaths.positionApplications(positionId));
    await page.getByRole('heading', { level: 1, name: 'Applications for Youth Pastor' }).waitFor();
    const filters = page.getByRole('navigation', { name: 'Filter by status' });
    await filters.getByRole('link', { name: 'All 2' }).waitFor();
    await filters.getByRole('link', { name: 'New 2' }).waitFor();
    await filters.getByRole('link', { name: 'Reviewed 0' }).waitFor();
    expect(await filters.getByRole('link', { name: 'All 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // Newest first, each marked New, with the ways to reach the student.
    const names = await page
      .getByRole('list', { name: 'Applications' })
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(names).toEqual(['Ben Student', 'Ada Student']);
    const adaCard = card(page, 'Ada Student');
    await badgeIn(adaCard, 'New').waitFor();
    await badgeIn(card(page, 'Ben Student'), 'New').waitFor();
    expect(await adaCard.getByRole('link', { name: 'ada@student.test' }).getAttribute('href')).toBe(
      'mailto:ada@student.test',
    );
    expect(await adaCard.getByRole('link', { name: '555-010-2030' }).getAttribute('href')).toBe(
      'tel:555-010-2030',
    );
    await adaCard.getByText('Signed, Ada Student').waitFor();
    await adaCard.getByText('Ada Lovelace – CV 2026.pdf', { exact: true }).waitFor();
    await card(page, 'Ben Student').getByText('No resume attached.').waitFor();
    const csv = page.getByRole('link', { name: 'Download CSV' });
    expect(await csv.getAttribute('href')).toBe(api.churchPositionApplicationsCsv(positionId));
    const [export_] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect((await readFile(await export_.path())).toString('utf8')).toContain('Ada Student');
    await expectAccessible(page, 'applications view');
    await screenshot(page, 'church-applications');

    // Filters.
    await filters.getByRole('link', { name: 'Reviewed 0' }).click();
    await page.getByText('No applications with the status ‘Reviewed’.').waitFor();
    await filters.getByRole('link', { name: 'New 2' }).click();
    await card(page, 'Ada Student').waitFor();
    await filters.getByRole('link', { name: 'All 2' }).click();

    // Opening Ada's application makes it Reviewed, and its history says so.
    await adaCard.getByRole('link', { name: 'Open application of Ada Student' }).click();
    await page.waitForURL(`**${appPaths.churchApplication(ada.id)}`);
    await page.getByRole('heading', { level: 1, name: 'Ada Student' }).waitFor();
    await page.getByText('Ada Lovelace – CV 2026.pdf', { exact: true }).waitFor();
    const history = page.getByRole('list', { name: 'Status history' });
    const steps = history.getByRole('listitem');
    await steps.filter({ hasText: /^New · \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/ }).waitFor();
    await steps.filter({ hasText: /^Reviewed · / }).waitFor();
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('reviewed');
    expect((await applicationOf(ada.id)).status).toBe('reviewed');

    // A private note.
    await page.getByLabel('Add a note').fill('Strong references; call after Sunday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('list', { name: 'Notes' });
    await notes.getByText('Strong references; call after Sunday.').waitFor();
    await expect.poll(() => page.getByLabel('Add a note').inputValue()).toBe('');
    await expectAccessible(page, 'application page');
    await screenshot(page, 'church-application');

    // The PDF in the browser's viewer, inside the app, with 'Download' beside it.
    await page.getByRole('button', { name: 'View resume of Ada Student' }).click();
    const viewer = page.getByRole('dialog', { name: 'Resume of Ada Student' });
    const frame = viewer.locator('iframe[title="Resume of Ada Student"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(api.applicationResume(ada.id));
    // The file arrives framed (same origin, inline, under its sandbox CSP) and Chromium's own PDF
    // viewer draws it there.
    const framedFile = () => page.frames().find((f) => f.url().includes('/api/uploads/'));
    await expect.poll(() => framedFile()?.url(), { timeout: 10_000 }).toMatch(/\.pdf\?/);
    await expect
      .poll(
        async () => {
          const pdfViewer = page.frames().find((f) => f.url().startsWith('chrome-extension://'));
          return pdfViewer?.evaluate(() => document.querySelector('pdf-viewer') !== null);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await screenshot(page, 'church-application-resume');
    const download = viewer.getByRole('link', { name: 'Download' });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('Ada Lovelace – CV 2026.pdf');
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    // Back to the list: Ada is Reviewed now; Contacted from the list.
    await page.getByRole('link', { name: 'Back to applications for Youth Pastor' }).click();
    await filters.getByRole('link', { name: 'Reviewed 1' }).waitFor();
    await filters.getByRole('link', { name: 'New 1' }).waitFor();
    await card(page, 'Ada Student').getByLabel('Status', { exact: true }).selectOption('contacted');
    await page.getByText('Ada Student is now Contacted.').waitFor();
    await filters.getByRole('link', { name: 'Contacted 1' }).waitFor();
    expect((await applicationOf(ada.id)).status).toBe('contacted');

    // Declining Ben offers the e-mail, filled in from the template; the church edits and sends it.
    await card(page, 'Ben Student').getByLabel('Status', { exact: true }).selectOption('declined');
    const dialog = page.getByRole('dialog', { name: 'Decline Ben Student?' });
    const message = dialog.getByLabel('E-mail to Ben Student');
    const prefilled = await message.inputValue();
    expect(prefilled).toContain('Dear Ben Student,');
    expect(prefilled).toContain(
      'Thank you for applying to Youth Pastor at Grace Fellowship Church.',
    );
    await dialog.getByRole('button', { name: 'Decline without e-mail' }).waitFor();
    await expectAccessible(page, 'decline dialog');
    await screenshot(page, 'church-application-decline');
    await message.fill(`${prefilled}\n\nPS: we will keep your details for the next opening.`);
    await dialog.getByRole('button', { name: 'Decline and send e-mail' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Your e-mail to Ben Student is on its way.').waitFor();
    await filters.getByRole('link', { name: 'Declined 1' }).waitFor();
    expect((await applicationOf(ben.id)).status).toBe('declined');
    const mail = await waitForMail(
      server.dataDir,
      'ben@student.test',
      'we will keep your details for the next opening.',
    );
    expect(mail).toContain('Thank you for applying to Youth Pastor at Grace Fellowship Church.');
  });

  it('opens the kept copy offline and sends a status change once back online', async () => {
    const { church } = session;
    const positionId = await postPosition('Worship Leader');
    const cara = await apply(positionId, { name: 'Cara Student', email: 'cara@student.test' });

    const page = await pages.open(church);
    await page.goto(appPaths.positionApplications(positionId));
    await card(page, 'Cara Student').waitFor();
    await waitForServiceWorkerControl(page);
    // The church is kept (user), with its positions and this position's applications.
    // page.evaluate awaits the promise (page.waitForFunction would take it for a truthy answer).
    await expect
      .poll(
        () =>
          page.evaluate(
            (key) =>
              new Promise<boolean>((resolve) => {
                const open = indexedDB.open('job-board-cache');
                open.onerror = () => resolve(false);
                open.onsuccess = () => {
                  const db = open.result;
                  const request = db.transaction('church').objectStore('church').getAllKeys();
                  request.onsuccess = () => {
                    db.close();
                    const keys = request.result.map(String);
                    resolve(['user', 'positions', key].every((k) => keys.includes(k)));
                  };
                  request.onerror = () => {
                    db.close();
                    resolve(false);
                  };
                };
              }),
            `applications:${positionId}`,
          ),
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
    await waitForCachedRecords(page, 'church', 3);

    await church.setOffline(true);
    try {
      await page.reload();
      await page
        .getByRole('heading', { level: 1, name: 'Applications for Worship Leader' })
        .waitFor();
      await page
        .getByText(/^Saved on this device on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\.$/)
        .waitFor();
      const caraCard = card(page, 'Cara Student');
      await badgeIn(caraCard, 'New').waitFor();
      await caraCard.getByLabel('Status', { exact: true }).selectOption('hired');
      // Hired offers to close the position as filled; this church keeps it open.
      await page
        .getByRole('alertdialog', { name: 'Close “Worship Leader” as filled?' })
        .getByRole('button', { name: 'Keep it open' })
        .click();
      await page.getByText('Saved on this device', { exact: true }).waitFor();
      await caraCard.getByText('Pending sync').waitFor();
      const waiting = page.getByRole('region', { name: 'Changes waiting to be sent' });
      await waiting.getByText('Cara Student: Hired').waitFor();
      await page
        .getByRole('navigation', { name: 'Filter by status' })
        .getByRole('link', { name: 'Hired 1' })
        .waitFor();
      await expectAccessible(page, 'applications view offline with a change waiting');
      await screenshot(page, 'church-applications-offline');
    } finally {
      await church.setOffline(false);
    }
    expect((await applicationOf(cara.id)).status).toBe('pending');

    const waiting = page.getByRole('region', { name: 'Changes waiting to be sent' });
    await waiting.waitFor({ state: 'detached', timeout: 20_000 });
    await expect
      .poll(async () => (await applicationOf(cara.id)).status, { timeout: 10_000 })
      .toBe('hired');
    await badgeIn(card(page, 'Cara Student'), 'Hired').waitFor();
    // The card's mark follows the list's refetch after the outbox drains, a moment later.
    await card(page, 'Cara Student')
      .getByText('Pending sync')
      .waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('brings a signed-out visitor from an e-mail link back to the application after signing in', async () => {
    const { server, browser } = session;
    const positionId = await postPosition('Organist');
    const dan = await apply(positionId, { name: 'Dan Student', email: 'dan@student.test' });

    const visitor = await browser.newContext({ baseURL: server.url });
    try {
      const page = await pages.open(visitor, [
        { path: api.churchApplication(dan.id), status: 401 },
      ]);
      await page.goto(appPaths.churchApplication(dan.id));
      await page.waitForURL('**/login', { timeout: 10_000 });
      await page.getByLabel('Email').fill(GRACE_PASTOR.email);
      await page.getByLabel('Password').fill(GRACE_PASTOR.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`**${appPaths.churchApplication(dan.id)}`, { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Dan Student' }).waitFor();
      const opened = await visitor.request.get(`${server.url}${api.churchApplication(dan.id)}`);
      expect(((await opened.json()) as ApplicationReview).status).toBe('reviewed');
    } finally {
      await visitor.close();
    }
  });
});
