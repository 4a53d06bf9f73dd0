// Updates: when a new version is deployed, an open app says so and offers to
// reload; 'Reload' switches to the new version, and the outbox (here an application the church's
// closing left undelivered, kept for the student to copy) is still there afterwards.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import { graceChurchAndAdmin } from './support/accounts';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { deployNewVersion, startDeployment, type Deployment } from './support/deployment';
import { waitForServiceWorkerControl } from './support/offline';
import { recordPageErrors } from './support/page-errors';
import { screenshot } from './support/screenshot';
import { fillLabelled } from './support/forms';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };
const TITLE = 'Youth Worship Leader';
// Requests that fail for want of a connection are logged by the browser; the app handles them.
const CONNECTION_FAILURE = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;

interface StoredEntry {
  id: string;
  state: string;
  operation: { kind: string; input: { studentName?: string } };
}

/** The outbox's entries, read with the IndexedDB API (web/offline/outbox-db.ts's schema). */
function outboxEntries(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(
    () =>
      new Promise<StoredEntry[]>((resolve, reject) => {
        const open = indexedDB.open('job-board-outbox');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('entries').objectStore('entries').getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result as StoredEntry[]);
          };
          read.onerror = () => reject(read.error ?? new Error('read failed'));
        };
      }),
  );
}

/** What the page runs: its app version (the new deployment's marker) and its worker's state. */
function versionState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      appVersion: document.querySelector('meta[name="app-version"]')?.getAttribute('content'),
      controlled: navigator.serviceWorker.controller !== null,
      waiting: Boolean(registration?.waiting),
    };
  });
}

describe('a new version', () => {
  let deployment: Deployment;
  let browser: Browser;
  let context: BrowserContext;
  let churchContext: BrowserContext;
  let adminContext: BrowserContext;

  beforeAll(async () => {
    deployment = await startDeployment(ENV);
    browser = await launchBrowser();
    ({ church: churchContext, admin: adminContext } = await graceChurchAndAdmin(
      deployment,
      browser,
    ));
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await churchContext?.close();
    await adminContext?.close();
    await browser?.close();
    await deployment?.stop();
  });

  it('is announced with a Reload button, and the outbox survives the switch', async () => {
    const headers = { Origin: deployment.url };
    const posted = await churchContext.request.post(`${deployment.url}${api.positions}`, {
      data: {
        title: TITLE,
        description: 'Lead worship at our Sunday youth service and train the student band.',
        positionType: 'part-time',
      },
      headers,
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const { id: positionId, version } = (await posted.json()) as { id: string; version: number };
    const approved = await adminContext.request.post(
      `${deployment.url}${api.adminApprove(positionId)}`,
      { data: {}, headers: { ...headers, [IF_MATCH_HEADER]: ifMatchValue(version) } },
    );
    expect(approved.ok(), await approved.text()).toBe(true);

    context = await browser.newContext({ baseURL: deployment.url, serviceWorkers: 'allow' });
    const page = await context.newPage();
    // The queued application and the page's own refresh find the position gone.
    const pageErrors = recordPageErrors(page, [
      { path: api.applications, status: 404 },
      { path: api.position(positionId), status: 404 },
    ]);

    // Version 1, installed and in control.
    await page.goto(`/jobs/${positionId}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await waitForServiceWorkerControl(page);

    // An application made offline waits in the outbox; the church closes the position meanwhile,
    // so back online it is refused and kept for the student to copy: it stays in the outbox.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: /^Apply for / });
    await fillLabelled(dialog, {
      'Full Name': 'Jo Student',
      Email: 'jo@student.test',
      'Phone Number': '555-010-4040',
      'Major/Field of Study': 'Worship Arts',
      'Graduation Year': '2026',
    });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => outboxEntries(page)).toHaveLength(1);
    const removed = await churchContext.request.delete(
      `${deployment.url}${api.position(positionId)}`,
      { headers },
    );
    expect(removed.ok(), await removed.text()).toBe(true);
    await context.setOffline(false);
    await expect
      .poll(async () => (await outboxEntries(page)).map((entry) => entry.state), {
        timeout: 15_000,
      })
      .toEqual(['rejected']);
    const [before] = await outboxEntries(page);

    // Version 2 is deployed. The next visit finds it, installs it and lets it wait.
    await deployNewVersion(deployment, '2');
    await page.goto('/jobs');
    const notice = page.getByRole('status').filter({ hasText: 'A new version' });
    await notice.getByText('A new version of the job board is ready.').waitFor({ timeout: 20_000 });
    const reload = notice.getByRole('button', { name: 'Reload' });
    await reload.waitFor();
    // Until the user chooses, the page stays on the version it started with.
    expect(await versionState(page)).toEqual({
      appVersion: undefined,
      controlled: true,
      waiting: true,
    });
    await screenshot(page, 'update-ready');
    await expectAccessible(page, 'jobs with the new version notice');

    await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), reload.click()]);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The new worker controls the page and served the new version's index.html.
    expect(await versionState(page)).toEqual({ appVersion: '2', controlled: true, waiting: false });
    await notice.waitFor({ state: 'detached' });

    // The refused application is still in the outbox, as it was, and listed for the student.
    expect(await outboxEntries(page)).toEqual([before]);
    expect(before?.operation.input.studentName).toBe('Jo Student');
    await page.goto('/outbox');
    await page.getByRole('heading', { level: 1, name: 'Pending applications' }).waitFor();
    await page.getByRole('article', { name: TITLE }).getByText('Not delivered').waitFor();
    expect(pageErrors().filter((error) => !CONNECTION_FAILURE.test(error))).toEqual([]);
  });
});
