// What the apply dialog does with a submitted application (send-application.ts), against the real
// server in-process with this browser's outbox in fake-indexeddb: delivered at once when online; a
// refusal leaves nothing in the outbox (the open form keeps the answers, as before the outbox);
// no connection leaves it queued, for the app-wide notices to report later. When the device cannot
// store it, the same entry goes out from memory through the same delivery, or the student is told
// plainly that it was not sent.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api-routes';
import {
  adminClient,
  applicationCount,
  churchWithApprovedPosition,
  churchWithProfile,
} from '../../server/testing/fixtures';
import { positionPastArchive } from '../../server/testing/backdate';
import { TestClient } from '../../server/testing/http-client';
import { appPerTest } from '../../server/testing/per-test';
import { getStorageStatus, resetStorageStatusForTests } from '../../web/lib/storage-status';
import { isToldBySubmitter } from '../../web/offline/outbox-submit';
import { getOutbox } from '../../web/offline/outbox-instance';
import { sendApplication } from '../../web/features/positions/send-application';
import { applyFormEntry } from './support/apply-form';
import { connection } from './support/in-process-send';

const app = appPerTest();

/** A position of Grace's that the 60-day archive closed: applying to it is refused with a 410. */
async function positionArchivedAsOld() {
  const { client: church } = await churchWithProfile(app, 'grace@church.test');
  const admin = await adminClient(app);
  const position = await positionPastArchive(app, church, admin);
  await admin.post(api.adminArchiveOld, { daysOld: 60 });
  return position;
}

/** Grace's approved position, with the page's fetch reaching the app over an in-process connection. */
async function boardThePageReaches() {
  const { church, position } = await churchWithApprovedPosition(app);
  const net = connection(new TestClient(app.callback));
  vi.stubGlobal('fetch', net.send);
  return { church, position, net };
}

beforeEach(() => {
  // The page's runner plans its next attempt with window timers and asks for Background Sync
  // through navigator (no service worker here, so it asks nothing).
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('navigator', {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  resetStorageStatusForTests();
  const store = getOutbox().store;
  for (const entry of await store.all()) await store.remove(entry.id);
  vi.unstubAllGlobals();
});

describe('sendApplication', () => {
  it('delivers at once when the server answers', async () => {
    const { church, position } = await boardThePageReaches();

    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({ type: 'delivered' });
    expect(await getOutbox().store.all()).toEqual([]);
    expect(await applicationCount(church, position.id)).toBe(1);
  });

  it('gives back a refusal and keeps nothing queued', async () => {
    const position = await positionArchivedAsOld();
    vi.stubGlobal('fetch', connection(new TestClient(app.callback)).send);

    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({
      type: 'rejected',
      problem: { status: 410, message: 'This position is no longer accepting applications.' },
    });
    expect(await getOutbox().store.all()).toEqual([]);
  });

  it('leaves it queued without a connection, for the app-wide notices to report', async () => {
    const { church, position, net } = await boardThePageReaches();
    net.failNext('POST', api.uploadResume, 'network');

    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({ type: 'queued' });
    const [queued, ...more] = await getOutbox().store.all();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ state: 'queued', attempts: 1 });
    expect(queued && isToldBySubmitter(queued.id)).toBe(false);
    expect(await applicationCount(church, position.id)).toBe(0);
  });
});

/** This device refuses every new IndexedDB record from now on, the way the browser does. */
function deviceRefusesWrites(
  error = new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
) {
  vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
    throw error;
  });
}

describe('sendApplication when this device cannot store it', () => {
  it('delivers the same entry from memory through the outbox delivery, and says the device is full', async () => {
    const { church, position, net } = await boardThePageReaches();
    deviceRefusesWrites();

    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({ type: 'delivered' });

    expect(getStorageStatus().problem).toBe('full');
    expect(await getOutbox().store.all()).toEqual([]);
    const stored = (path: string) => path.replace(/^\/api\/uploads\/.*/, '(upload address)');
    expect(net.requests.map((r) => `${r.method} ${stored(r.path)}`)).toEqual([
      `POST ${api.uploadResume}`,
      'PUT (upload address)',
      `POST ${api.applications}`,
    ]);
    expect(net.requests.at(-1)?.key).toEqual(expect.any(String));
    expect(await applicationCount(church, position.id)).toBe(1);
  });

  it('gives back a refusal as the queued path does', async () => {
    const position = await positionArchivedAsOld();
    vi.stubGlobal('fetch', connection(new TestClient(app.callback)).send);
    deviceRefusesWrites();

    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({
      type: 'rejected',
      problem: { status: 410, message: 'This position is no longer accepting applications.' },
    });
  });

  it('says plainly that it was not sent, and why, when the job board cannot be reached', async () => {
    const { church, position, net } = await boardThePageReaches();
    deviceRefusesWrites();

    net.failNext('POST', api.uploadResume, 'network');
    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({
      type: 'not-stored',
      problem: {
        message:
          "Your application was not sent: this device's storage is full, so it can't be saved here to send later, and the job board can't be reached right now. Check your connection and try again.",
      },
    });

    net.failNext('POST', api.applications, 503);
    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({
      type: 'not-stored',
      problem: {
        status: 503,
        message:
          "Your application was not sent: this device's storage is full, so it can't be saved here to send later, and the job board can't take it right now. Please try again in a few minutes.",
      },
    });
    expect(await getOutbox().store.all()).toEqual([]);
    expect(await applicationCount(church, position.id)).toBe(0);
  });

  it('names a storage that is unavailable rather than full', async () => {
    const { position, net } = await boardThePageReaches();
    deviceRefusesWrites(new DOMException('Internal error.', 'UnknownError'));

    net.failNext('POST', api.uploadResume, 'network');
    const result = await sendApplication(applyFormEntry(position.id));

    expect(result).toMatchObject({ type: 'not-stored' });
    expect(result.type === 'not-stored' && result.problem.message).toMatch(
      /^Your application was not sent: this browser can't save it on this device to send later, and the job board can't be reached right now\./,
    );
    expect(getStorageStatus().problem).toBeNull();
  });

  it('sent again after its answer was lost, it arrives once: same key, same upload', async () => {
    const { church, position, net } = await boardThePageReaches();
    deviceRefusesWrites();

    // The application reaches the server, but its answer is lost on the way back.
    net.failNext('POST', api.applications, 'lose-response');
    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({
      type: 'not-stored',
    });
    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({ type: 'delivered' });

    const posts = net.requests.filter((r) => r.path === api.applications);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(net.requests.filter((r) => r.path === api.uploadResume)).toHaveLength(1);
    expect(await applicationCount(church, position.id)).toBe(1);
  });

  it('once the device can store again, the entry it could not keep is queued under its key', async () => {
    const { church, position, net } = await boardThePageReaches();
    deviceRefusesWrites();
    net.failNext('POST', api.applications, 'lose-response');
    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({
      type: 'not-stored',
    });

    vi.restoreAllMocks();
    expect(await sendApplication(applyFormEntry(position.id))).toMatchObject({ type: 'delivered' });

    const posts = net.requests.filter((r) => r.path === api.applications);
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(await applicationCount(church, position.id)).toBe(1);
  });
});
