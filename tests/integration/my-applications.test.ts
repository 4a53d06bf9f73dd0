// The applications this device sent (my-applications.ts), against the real server in-process with
// the read model in fake-indexeddb: the receipt of an application is kept whether the apply dialog
// delivered it at once or a later flush did (the service worker's, 'Retry now'); its token opens
// the student's status page; the status page's answer is kept for offline reading, even for an
// application sent from another device; a withdrawn one leaves the device.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api-routes';
import type { ApplicationStatusView } from '../../shared/types';
import { appliedFor, churchWithApprovedPosition } from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { appPerTest } from '../../server/testing/per-test';
import type { MyApplication } from '../../web/offline/cache-db';
import {
  forgetMyApplication,
  keepDeliveredApplications,
  keepReceipt,
  keepStatusView,
  latestByPosition,
  myApplicationByToken,
  myApplicationFor,
  myApplicationsDb,
  receiptOf,
  watchAllMyApplications,
  watchMyApplications,
} from '../../web/offline/my-applications';
import { getOutbox } from '../../web/offline/outbox-instance';
import { sendApplication } from '../../web/features/positions/send-application';
import { applyFormEntry } from './support/apply-form';
import { connection } from './support/in-process-send';

const app = appPerTest();

/** What the student's status page answers for `token`. */
async function statusPage(token: string) {
  return new TestClient(app.callback).get<ApplicationStatusView>(api.applicationStatus(token));
}

beforeEach(async () => {
  await myApplicationsDb().myApplications.clear();
  // The page's runner plans its next attempt with window timers (no service worker here).
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('navigator', {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  const store = getOutbox().store;
  for (const entry of await store.all()) await store.remove(entry.id);
  vi.unstubAllGlobals();
});

describe('an application sent from this device', () => {
  it('is kept from its receipt when delivered at once, and its token opens the status page', async () => {
    const { position } = await churchWithApprovedPosition(app);
    vi.stubGlobal('fetch', connection(new TestClient(app.callback)).send);

    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({ type: 'delivered' });
    const mine = await myApplicationFor(position.id);
    // With the position's name as the dialog knew it, for 'My applications'.
    expect(mine).toMatchObject({
      positionId: position.id,
      position: { title: 'Youth Pastor', churchName: 'Grace Community Church' },
    });
    expect(mine?.statusToken).toEqual(expect.any(String));
    expect(Date.parse(mine?.appliedAt ?? '')).not.toBeNaN();

    const page = await statusPage(mine?.statusToken ?? '');
    expect(page.status).toBe(200);
    expect(page.body.application).toMatchObject({
      id: mine?.applicationId,
      studentName: 'Ada Student',
      hasResume: true,
    });
    expect(page.body.status).toBe('pending');
  });

  it('is kept when a later flush delivers it (the service worker, Retry now)', async () => {
    const { position } = await churchWithApprovedPosition(app);
    const net = connection(new TestClient(app.callback));
    net.failNext('POST', api.uploadResume, 'network');
    vi.stubGlobal('fetch', net.send);

    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({ type: 'queued' });
    expect(await myApplicationFor(position.id)).toBeUndefined();

    // What the worker's flush does: the receipts first, then the pages are told.
    await getOutbox().store.clearBackoff();
    const report = await getOutbox().flush();
    expect(report.delivered).toHaveLength(1);
    await keepDeliveredApplications(report.delivered);
    const mine = await myApplicationFor(position.id);
    expect(mine?.applicationId).toBe((report.delivered[0]?.body as { id: string }).id);
    expect((await statusPage(mine?.statusToken ?? '')).status).toBe(200);
  });

  it('keeps nothing for a church write or an answer without a status token', async () => {
    const { position } = await churchWithApprovedPosition(app);
    const application = { ...getOutbox().store.draft(applyFormEntry(position.id)) };
    const churchWrite = getOutbox().store.draft({
      operation: { kind: 'position-delete', positionId: position.id, title: 'Youth Pastor' },
      ownerId: 'u1',
    });
    const receipt = {
      id: 'a1',
      positionId: position.id,
      status: 'pending',
      createdAt: new Date().toISOString(),
      statusToken: 't1',
    };
    await keepDeliveredApplications([
      { entry: churchWrite, body: receipt },
      { entry: application, body: { ...receipt, statusToken: undefined } },
      { entry: application, body: undefined },
    ]);
    expect(await myApplicationsDb().myApplications.count()).toBe(0);
    expect(receiptOf(receipt)).toEqual(receipt);
    expect(receiptOf({ ...receipt, statusToken: '' })).toBeUndefined();
    expect(receiptOf('not a receipt')).toBeUndefined();
  });
});

describe("the status page's saved copy", () => {
  it('is kept with the application, also for one sent from another device, and forgotten on withdrawal', async () => {
    const { position } = await churchWithApprovedPosition(app);
    // Sent elsewhere: this device knows nothing of it until the e-mail's link opens here.
    const receipt = await appliedFor(app, position.id);
    expect(await myApplicationByToken(receipt.statusToken)).toBeUndefined();
    const page = await statusPage(receipt.statusToken);
    await keepStatusView(receipt.statusToken, page.body, 1_000);
    const kept = await myApplicationByToken(receipt.statusToken);
    expect(kept).toMatchObject({
      applicationId: receipt.id,
      positionId: position.id,
      appliedAt: page.body.application.createdAt,
      lastView: page.body,
      lastViewAt: 1_000,
    });
    // Now the position's card knows it too.
    expect((await myApplicationFor(position.id))?.statusToken).toBe(receipt.statusToken);

    // The receipt again (the same application delivered once more) keeps the saved copy.
    await keepReceipt(receipt);
    expect((await myApplicationByToken(receipt.statusToken))?.lastViewAt).toBe(1_000);

    const withdrawn = await new TestClient(app.callback).delete(
      api.applicationStatus(receipt.statusToken),
    );
    expect(withdrawn.status).toBeLessThan(300);
    await forgetMyApplication(receipt.statusToken);
    expect(await myApplicationByToken(receipt.statusToken)).toBeUndefined();
    expect((await statusPage(receipt.statusToken)).status).toBe(404);
  });
});

describe('the applications the cards read', () => {
  const record = (applicationId: string, positionId: string, appliedAt: string): MyApplication => ({
    applicationId,
    positionId,
    statusToken: `token-${applicationId}`,
    appliedAt,
  });

  it('are the latest per position', () => {
    const latest = latestByPosition([
      record('a1', 'p1', '2026-03-01T10:00:00.000Z'),
      record('a2', 'p1', '2026-03-02T10:00:00.000Z'),
      record('a3', 'p2', '2026-03-01T09:00:00.000Z'),
    ]);
    expect(latest.get('p1')?.applicationId).toBe('a2');
    expect(latest.get('p2')?.applicationId).toBe('a3');
    expect(latest.size).toBe(2);
  });

  it('follow every change', async () => {
    const seen: ReadonlyMap<string, MyApplication>[] = [];
    const stop = watchMyApplications(
      (byPosition) => seen.push(byPosition),
      (error) => {
        throw error;
      },
    );
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await keepReceipt({
      id: 'a1',
      positionId: 'p1',
      status: 'pending',
      createdAt: '2026-03-01T10:00:00.000Z',
      statusToken: 'token-a1',
    });
    await vi.waitFor(() => expect(seen.at(-1)?.get('p1')?.statusToken).toBe('token-a1'));
    await forgetMyApplication('token-a1');
    await vi.waitFor(() => expect(seen.at(-1)?.size).toBe(0));
    stop();
  });

  it('are listed all, newest first, following every change', async () => {
    const seen: Array<readonly MyApplication[]> = [];
    const stop = watchAllMyApplications(
      (records) => seen.push(records),
      (error) => {
        throw error;
      },
    );
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([]));
    for (const [id, positionId, createdAt] of [
      ['a1', 'p1', '2026-03-01T10:00:00.000Z'],
      ['a2', 'p1', '2026-03-03T10:00:00.000Z'],
      ['a3', 'p2', '2026-03-02T10:00:00.000Z'],
    ] as const) {
      await keepReceipt({ id, positionId, status: 'pending', createdAt, statusToken: `t-${id}` });
    }
    await vi.waitFor(() =>
      expect(seen.at(-1)?.map((record) => record.applicationId)).toEqual(['a2', 'a3', 'a1']),
    );
    stop();
  });
});
