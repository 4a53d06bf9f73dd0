// A church's position writes offline (decision 0024) in Chromium: the position's own page
// opens from the copy kept on this device; closing it and then editing it are kept in the outbox,
// shown as they will be ('Closed · Filled', 'Edit pending approval') and marked 'Pending sync';
// back online both go out in order, and the edit, made after the closing on the same device,
// names the version the closing leads to, so the church's own writes never collide.
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import type { ChurchPosition } from '../../shared/types';
import { expectAccessible } from './support/axe';
import { gracePositionsSession } from './support/grace-positions';
import { waitForCachedRecords, waitForServiceWorkerControl } from './support/offline';
import { CONNECTION_FAILURE } from './support/page-errors';
import { screenshot } from './support/screenshot';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };
const DESCRIPTION =
  'Lead our youth ministry on Wednesday nights and Sunday mornings, plan retreats and mentor volunteers.';

describe("a church's position writes offline", () => {
  const { session, pages, postApproved } = gracePositionsSession(
    { env: ENV },
    DESCRIPTION,
    CONNECTION_FAILURE,
  );

  it('closes and edits a position offline, shows both pending, and sends them in order', async () => {
    const { server, church } = session;
    const id = await postApproved('Youth Pastor');
    const page = await pages.open(church);
    await page.goto('/church/dashboard');
    await page.getByRole('article', { name: 'Youth Pastor' }).waitFor();
    await waitForServiceWorkerControl(page);
    await waitForCachedRecords(page, 'church', 4);
    // The position's page and its edit form once online, so the worker keeps their code.
    await page.goto(appPaths.churchPositionEdit(id));
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.goto(appPaths.churchPosition(id));
    await page.getByRole('heading', { level: 1, name: 'Youth Pastor' }).waitFor();

    await church.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Youth Pastor' }).waitFor();
    await page.getByText('Saved on this device on').waitFor();

    // Closing, offline: kept, and shown as it will be.
    await page.getByRole('button', { name: /^Close$/ }).click();
    const close = page.getByRole('dialog', { name: 'Close “Youth Pastor”?' });
    await close.getByText('Filled', { exact: true }).click();
    await close.getByRole('button', { name: 'Close Position' }).click();
    await page.getByText('Saved on this device', { exact: true }).waitFor();
    await page.getByText('Closed · Filled').waitFor();
    await page.getByText('Pending sync').first().waitFor();

    // Then an edit, offline: the form opens from the kept copy.
    await page.getByRole('region', { name: 'Actions' }).getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await expect.poll(() => page.getByLabel('Position Title').inputValue()).toBe('Youth Pastor');
    await page.getByLabel('Compensation Information').fill('$600 a month');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`**${appPaths.churchPosition(id)}`);
    await page.getByText('Edit pending approval', { exact: true }).first().waitFor();
    const waiting = page.getByRole('region', { name: 'Changes waiting to be sent' });
    await waiting.getByText('Close “Youth Pastor” (Filled)').waitFor();
    await waiting.getByText('Changes to “Youth Pastor”').waitFor();
    await expectAccessible(page, "a position's page offline with writes waiting");
    await screenshot(page, 'church-position-offline');

    // Back online: both go out, oldest first, and neither is refused.
    await church.setOffline(false);
    await expect
      .poll(
        async () => {
          const answer = await church.request.get(`${server.url}${api.churchPosition(id)}`);
          const position = (await answer.json()) as ChurchPosition;
          return [position.status, position.revision?.data.compensation ?? null];
        },
        { timeout: 30_000 },
      )
      .toEqual(['closed', '$600 a month']);
    await waiting.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.getByText('Not sent').count()).toBe(0);
  });
});
