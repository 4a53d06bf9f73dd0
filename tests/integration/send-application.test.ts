// What the apply dialog does with a submitted application (send-application.ts), against the real
// server in-process with this browser's outbox in fake-indexeddb: delivered at once when online; a
// refusal leaves nothing in the outbox (the open form keeps the answers, as before the outbox);
// no connection leaves it queued, for the app-wide notices to report later.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api-routes';
import { HONEYPOT_FIELD } from '../../shared/constants';
import type { PositionWithCount } from '../../shared/types';
import { backdatePosition } from '../../server/testing/backdate';
import { adminClient, churchWithProfile, postedPosition } from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { isWatched, newApplicationEntry } from '../../web/offline/application-queue';
import { getOutbox } from '../../web/offline/outbox-instance';
import { sendApplication } from '../../web/features/positions/send-application';
import { connection } from './support/in-process-send';

let app: TestApp;

function entryFor(positionId: string) {
  return newApplicationEntry(
    {
      positionId,
      studentName: 'Ada Student',
      studentEmail: 'ada@student.test',
      studentPhone: '555-123-4567',
      studentMajor: 'Theology',
      studentGraduationYear: '2027',
      availableStartDate: '',
      resumeUrl: null,
      coverLetter: '',
      [HONEYPOT_FIELD]: '',
    },
    { title: 'Youth Pastor', churchName: 'Grace Community Church' },
    {
      name: 'resume.pdf',
      contentType: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.4\n% a resume\n'.padEnd(400, ' ')).buffer,
    },
  );
}

async function applicationCount(church: TestClient, positionId: string) {
  const list = await church.get<PositionWithCount[]>(api.churchPositions);
  return list.body.find((p) => p.id === positionId)?.applicationCount;
}

beforeEach(async () => {
  app = await createTestApp();
  // The page's runner plans its next attempt with window timers and asks for Background Sync
  // through navigator (no service worker here, so it asks nothing).
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('navigator', {});
});

afterEach(async () => {
  const store = getOutbox().store;
  for (const entry of await store.all()) await store.remove(entry.id);
  vi.unstubAllGlobals();
  await app.close();
});

describe('sendApplication', () => {
  it('delivers at once when the server answers', async () => {
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(church, {}, await adminClient(app));
    vi.stubGlobal('fetch', connection(new TestClient(app.callback)).send);

    expect(await sendApplication(entryFor(position.id))).toEqual({ type: 'delivered' });
    expect(await getOutbox().store.all()).toEqual([]);
    expect(await applicationCount(church, position.id)).toBe(1);
  });

  it('gives back a refusal and keeps nothing queued', async () => {
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const admin = await adminClient(app);
    const position = await postedPosition(church, {}, admin);
    await backdatePosition(app.store, position.id, 61, app.clock.now());
    await admin.post(api.adminArchiveOld, { daysOld: 60 });
    vi.stubGlobal('fetch', connection(new TestClient(app.callback)).send);

    expect(await sendApplication(entryFor(position.id))).toEqual({
      type: 'rejected',
      problem: { status: 410, message: 'This position is no longer accepting applications.' },
    });
    expect(await getOutbox().store.all()).toEqual([]);
  });

  it('leaves it queued without a connection, for the app-wide notices to report', async () => {
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(church, {}, await adminClient(app));
    const net = connection(new TestClient(app.callback));
    net.failNext('POST', api.uploadResume, 'network');
    vi.stubGlobal('fetch', net.send);

    expect(await sendApplication(entryFor(position.id))).toEqual({ type: 'queued' });
    const [queued, ...more] = await getOutbox().store.all();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ state: 'queued', attempts: 1 });
    expect(queued && isWatched(queued.id)).toBe(false);
    expect(await applicationCount(church, position.id)).toBe(0);
  });
});
