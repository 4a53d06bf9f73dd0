// The outbox against the real server (in-process, no port) with its IndexedDB in fake-indexeddb:
// order, a network failure or 5xx stopping the flush, a 4xx set aside, one Idempotency-Key per
// entry on every attempt, a fresh upload address for each upload attempt, and a 401 holding church
// edits until the user signs in again. Faults are injected between the outbox and the server.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { ALREADY_APPLIED_CODE } from '../../shared/retryable-statuses';
import { ALREADY_APPLIED } from '../../server/applications/duplicate-application';
import type { PositionWithCount } from '../../shared/types';
import { backdatePosition } from '../../server/testing/backdate';
import {
  adminClient,
  applicationCount,
  applicationFor,
  churchWithApprovedPosition,
  churchWithProfile,
  LONG_DESCRIPTION,
  postedPosition,
} from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { appPerTest } from '../../server/testing/per-test';
import { OutboxDb, type OutboxFile } from '../../web/offline/outbox-db';
import type { Send } from '../../web/offline/outbox-delivery';
import { dbPerTest } from './support/db-per-test';
import { connection } from './support/in-process-send';
import { defaultLockRunner, Outbox } from '../../web/offline/outbox';
import { OutboxStore } from '../../web/offline/outbox-store';

const PDF = new TextEncoder().encode('%PDF-1.4\n% a resume\n'.padEnd(400, ' ')).buffer;

const app = appPerTest();
const db = dbPerTest('outbox-test', (name) => new OutboxDb(name));
let now: number;

function outboxFor(send: Send) {
  return new Outbox(new OutboxStore(db(), () => now), { send, now: () => now });
}

/** Grace's approved position, and an outbox that sends to the app over an in-process connection. */
async function boardWithOutbox() {
  const { church, position } = await churchWithApprovedPosition(app);
  const net = connection(new TestClient(app.callback));
  return { church, position, net, outbox: outboxFor(net.send) };
}

/** An application from `name`, whose e-mail is made from the name unless given (one per student). */
function application(positionId: string, name = 'Ada Student', studentEmail?: string) {
  const email = studentEmail ?? `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@student.test`;
  const { resumeUrl: _omit, ...input } = applicationFor(positionId, {
    studentName: name,
    studentEmail: email,
  });
  return { kind: 'application' as const, input };
}

/** Deletes a stored resume upload, as the sweep of unused uploads does. */
async function removeUpload(address: string) {
  const key = app.deps.files.keyFromUrl(address, 'resume');
  if (!key) throw new Error('the upload should have a key');
  await app.deps.files.delete(key);
}

/** The resume address of each application the church sees for its position. */
async function resumeUrls(church: TestClient, positionId: string) {
  const applicants = await church.get<{ resumeUrl: string }[]>(
    api.churchPositionApplications(positionId),
  );
  return applicants.body.map((applicant) => applicant.resumeUrl);
}

const resume = (): OutboxFile => ({
  kind: 'resume',
  name: 'resume.pdf',
  contentType: 'application/pdf',
  bytes: PDF.slice(0),
});

beforeEach(() => {
  now = Date.parse('2026-11-26T10:00:00Z');
});

describe('outbox against the server', () => {
  it('sends entries oldest first, each once, and empties itself', async () => {
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const existing = await postedPosition(church, { title: 'Old Post' });
    const net = connection(church);
    const outbox = outboxFor(net.send);
    await outbox.enqueue({
      operation: {
        kind: 'church-profile',
        mode: 'update',
        input: { churchName: 'Grace Chapel', location: 'Springfield' },
      },
    });
    await outbox.enqueue({
      operation: {
        kind: 'position-create',
        input: {
          title: 'Worship Leader',
          description: LONG_DESCRIPTION,
          positionType: 'full-time',
        },
      },
    });
    await outbox.enqueue({
      operation: { kind: 'position-delete', positionId: existing.id, title: existing.title },
    });

    const report = await outbox.flush();

    expect(report.delivered.map((d) => d.entry.operation.kind)).toEqual([
      'church-profile',
      'position-create',
      'position-delete',
    ]);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT ${api.churchProfile}`,
      `POST ${api.positions}`,
      `DELETE ${api.position(existing.id)}`,
    ]);
    expect(await outbox.store.all()).toEqual([]);
    const mine = await church.get<PositionWithCount[]>(api.churchPositions);
    expect(mine.body.map((p) => p.title)).toEqual(['Worship Leader']);
    const profile = await church.get<{ churchName: string }>(api.churchProfile);
    expect(profile.body.churchName).toBe('Grace Chapel');
  });

  it('stops at a network failure, backs off, and later delivers everything exactly once', async () => {
    const { church, position, net, outbox } = await boardWithOutbox();
    await outbox.enqueue({ operation: application(position.id, 'First') });
    await outbox.enqueue({ operation: application(position.id, 'Second') });

    net.failNext('POST', api.applications, 'network');
    const first = await outbox.flush();
    expect(first).toMatchObject({
      ran: true,
      delivered: [],
      stoppedBy: 'offline-or-server',
      retryAt: now + 2000,
    });
    // Stopped at the first entry: the second was not tried.
    expect(net.requests).toHaveLength(1);
    const [waiting] = await outbox.store.all();
    expect(waiting).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastProblem: { message: 'No connection to the job board.' },
    });

    // Within the backoff nothing is sent.
    expect(await outbox.flush()).toMatchObject({ stoppedBy: 'backoff', retryAt: now + 2000 });
    expect(net.requests).toHaveLength(1);

    now += 2000;
    const second = await outbox.flush();
    expect(
      second.delivered.map(
        (d) => (d.entry.operation as { input: { studentName: string } }).input.studentName,
      ),
    ).toEqual(['First', 'Second']);
    expect(await applicationCount(church, position.id)).toBe(2);
  });

  it('stops at a 5xx and keeps the entry with the problem', async () => {
    const { church, position, net, outbox } = await boardWithOutbox();
    await outbox.enqueue({ operation: application(position.id) });

    net.failNext('POST', api.applications, 503);
    expect(await outbox.flush()).toMatchObject({
      stoppedBy: 'offline-or-server',
      retryAt: now + 2000,
    });
    const [entry] = await outbox.store.all();
    expect(entry).toMatchObject({ state: 'queued', attempts: 1, lastProblem: { status: 503 } });

    net.failNext('POST', api.applications, 503);
    now += 2000;
    // The second failure waits longer.
    expect(await outbox.flush()).toMatchObject({ retryAt: now + 4000 });
    now += 4000;
    expect((await outbox.flush()).delivered).toHaveLength(1);
    expect(await applicationCount(church, position.id)).toBe(1);
  });

  it('sends the same Idempotency-Key on every attempt, so a lost response does not duplicate', async () => {
    const { church, position, net, outbox } = await boardWithOutbox();
    const entry = await outbox.enqueue({ operation: application(position.id) });

    net.failNext('POST', api.applications, 'lose-response');
    expect((await outbox.flush()).stoppedBy).toBe('offline-or-server');
    // The server has it already; the outbox cannot know.
    expect(await applicationCount(church, position.id)).toBe(1);

    now += 60_000;
    const report = await outbox.flush();
    expect(report.delivered).toHaveLength(1);
    const keys = net.requests.filter((r) => r.path === api.applications).map((r) => r.key);
    expect(keys).toEqual([entry.idempotencyKey, entry.idempotencyKey]);
    expect(await applicationCount(church, position.id)).toBe(1);
  });

  it('sets a 4xx aside with its message and field errors, and goes on with the next entry', async () => {
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const admin = await adminClient(app);
    const closed = await postedPosition(church, { title: 'Closed Soon' }, admin);
    const open = await postedPosition(church, { title: 'Open' }, admin);
    await backdatePosition(app.store, closed.id, 61, app.clock.now());
    expect(
      (await admin.post<{ count: number }>(api.adminArchiveOld, { daysOld: 60 })).body.count,
    ).toBe(1);

    const net = connection(new TestClient(app.callback));
    const outbox = outboxFor(net.send);
    await outbox.enqueue({ operation: application(closed.id, 'Too Late') });
    const invalid = application(open.id);
    await outbox.enqueue({
      operation: { ...invalid, input: { ...invalid.input, studentEmail: 'not-an-email' } },
    });
    await outbox.enqueue({ operation: application(open.id, 'On Time') });

    const report = await outbox.flush();

    expect(report.delivered).toHaveLength(1);
    expect(report.rejected.map((e) => e.lastProblem?.status)).toEqual([410, 400]);
    expect(report.rejected[1]?.lastProblem?.fieldErrors).toEqual({
      studentEmail: ['Valid email is required'],
    });
    // Kept for the student to copy or fix; a later flush does not send them again.
    expect((await outbox.store.all()).map((e) => e.state)).toEqual(['rejected', 'rejected']);
    const before = net.requests.length;
    expect(await outbox.flush()).toMatchObject({ delivered: [], rejected: [] });
    expect(net.requests).toHaveLength(before);
    expect(await applicationCount(church, open.id)).toBe(1);
  });

  it("sets aside a second application from the same e-mail (409 already applied) with the server's words, and goes on", async () => {
    const { position, church, admin } = await churchWithApprovedPosition(app);
    const other = await postedPosition(church, { title: 'Other' }, admin);
    const net = connection(new TestClient(app.callback));
    const outbox = outboxFor(net.send);
    await outbox.enqueue({ operation: application(position.id, 'Ada', 'ada@student.test') });
    await outbox.enqueue({ operation: application(position.id, 'Ada Again', 'ADA@student.test') });
    await outbox.enqueue({ operation: application(other.id, 'Ada', 'ada@student.test') });

    const report = await outbox.flush();

    expect(report.delivered.map(({ entry }) => entry.operation)).toHaveLength(2);
    expect(report.rejected.map((entry) => entry.lastProblem)).toEqual([
      { status: 409, message: ALREADY_APPLIED, code: ALREADY_APPLIED_CODE },
    ]);
    expect((await outbox.store.all()).map((entry) => entry.state)).toEqual(['rejected']);
    expect(await applicationCount(church, position.id)).toBe(1);
    expect(await applicationCount(church, other.id)).toBe(1);
  });

  it('asks for a fresh upload address for each upload attempt and keeps a finished upload', async () => {
    const { church, position, net, outbox } = await boardWithOutbox();
    await outbox.enqueue({ operation: application(position.id), file: resume() });

    // First attempt: the upload itself fails.
    net.failNext('PUT', /^\/api\/uploads\//, 'network');
    expect((await outbox.flush()).stoppedBy).toBe('offline-or-server');
    // Second attempt: a new address, the upload works, the application's answer is lost.
    now += 2000;
    net.failNext('POST', api.applications, 'lose-response');
    expect((await outbox.flush()).stoppedBy).toBe('offline-or-server');
    // Third attempt: the finished upload is reused, so the body and key match the stored request.
    now += 4000;
    expect((await outbox.flush()).delivered).toHaveLength(1);

    const addressRequests = net.requests.filter((r) => r.path === api.uploadResume);
    expect(addressRequests).toHaveLength(2);
    const puts = net.requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]?.path).not.toBe(puts[1]?.path);

    expect(await applicationCount(church, position.id)).toBe(1);
    const applicants = await church.get<{ id: string; resumeUrl: string }[]>(
      api.churchPositionApplications(position.id),
    );
    expect(applicants.body[0]?.resumeUrl).toBe(puts[1]?.path);
    const file = await church.get(api.applicationResume(applicants.body[0]?.id ?? ''));
    expect([200, 302]).toContain(file.status);
  });

  it('sorts a failed upload like any write: a 503 waits, a file the storage refuses is set aside', async () => {
    const { church, position, net, outbox } = await boardWithOutbox();
    const notAPdf = new TextEncoder().encode('plain text, not a document').buffer;
    await outbox.enqueue({ operation: application(position.id, 'Waits'), file: resume() });

    net.failNext('PUT', /^\/api\/uploads\//, 503);
    expect((await outbox.flush()).stoppedBy).toBe('offline-or-server');
    expect((await outbox.store.all())[0]).toMatchObject({
      state: 'queued',
      lastProblem: { status: 503 },
    });

    await outbox.enqueue({
      operation: application(position.id, 'Refused'),
      file: { ...resume(), bytes: notAPdf },
    });
    now += 2000;
    const report = await outbox.flush();
    expect(report.delivered).toHaveLength(1);
    expect(report.rejected).toHaveLength(1);
    expect(report.rejected[0]?.lastProblem).toMatchObject({
      status: 415,
      message: expect.stringMatching(/\w/) as string,
    });
    expect(report.rejected[0]?.lastProblem?.message).not.toMatch(/^\{/);
    expect(await applicationCount(church, position.id)).toBe(1);
  });

  it('uploads the file again when its earlier upload was removed by the server', async () => {
    const { church, position, net, outbox } = await boardWithOutbox();
    await outbox.enqueue({ operation: application(position.id), file: resume() });

    // The upload works, the answer to the application is lost; then a day passes and the
    // server's sweep removes the upload nobody referenced.
    net.failNext('POST', api.applications, 503);
    expect((await outbox.flush()).stoppedBy).toBe('offline-or-server');
    const [waiting] = await outbox.store.all();
    const first = waiting?.file?.storedAddress ?? '';
    await removeUpload(first);

    now += 2000;
    const report = await outbox.flush();

    expect(report.delivered).toHaveLength(1);
    expect(report.rejected).toEqual([]);
    expect(net.requests.filter((r) => r.path === api.uploadResume)).toHaveLength(2);
    const resumes = await resumeUrls(church, position.id);
    expect(resumes).toHaveLength(1);
    expect(resumes[0]).not.toBe(first);
  });

  it('delivers a write it could not store from memory, through the same delivery', async () => {
    const { church, position, net, outbox } = await boardWithOutbox();
    const draft = outbox.store.draft({ operation: application(position.id), file: resume() });

    // The upload works, the answer is lost: the draft keeps the upload for a second try.
    net.failNext('POST', api.applications, 'lose-response');
    expect(await outbox.deliverUnstored(draft)).toMatchObject({ type: 'retry' });
    const first = draft.file?.storedAddress ?? '';
    expect(first).toMatch(/^\/api\/uploads\//);
    // The second try sends the same body under the same key: the server answers with what it
    // stored, and the church has the application once.
    expect(await outbox.deliverUnstored(draft)).toMatchObject({ type: 'delivered' });
    const keys = net.requests.filter((r) => r.path === api.applications).map((r) => r.key);
    expect(keys).toEqual([draft.idempotencyKey, draft.idempotencyKey]);
    expect(net.requests.filter((r) => r.path === api.uploadResume)).toHaveLength(1);
    expect(await applicationCount(church, position.id)).toBe(1);
    expect(await outbox.store.all()).toEqual([]);
  });

  it('uploads again from memory when the upload the draft came with was removed', async () => {
    const { church, position, net, outbox } = await boardWithOutbox();
    const draft = outbox.store.draft({ operation: application(position.id), file: resume() });
    net.failNext('POST', api.applications, 503);
    expect(await outbox.deliverUnstored(draft)).toMatchObject({ type: 'retry' });
    const first = draft.file?.storedAddress ?? '';
    await removeUpload(first);
    const firstKey = draft.idempotencyKey;

    expect(await outbox.deliverUnstored(draft)).toMatchObject({ type: 'delivered' });

    expect(draft.idempotencyKey).not.toBe(firstKey);
    expect(net.requests.filter((r) => r.path === api.uploadResume)).toHaveLength(2);
    const resumes = await resumeUrls(church, position.id);
    expect(resumes).toHaveLength(1);
    expect(resumes[0]).not.toBe(first);
  });

  it('holds church edits after a 401 until the church signs in again', async () => {
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const net = connection(church);
    const outbox = outboxFor(net.send);
    // The session ends (signed out elsewhere, or expired).
    await church.get(api.logout);
    await outbox.enqueue({
      operation: {
        kind: 'position-create',
        input: {
          title: 'Worship Leader',
          description: LONG_DESCRIPTION,
          positionType: 'full-time',
        },
      },
    });

    expect(await outbox.flush()).toMatchObject({ delivered: [], stoppedBy: 'sign-in' });
    expect(await outbox.store.all()).toMatchObject([
      { state: 'needs-sign-in', lastProblem: { status: 401 } },
    ]);
    expect(await outbox.flush()).toMatchObject({ stoppedBy: 'sign-in' });

    const login = await church.post(api.localLogin, {
      email: 'grace@church.test',
      password: 'correct horse battery staple',
    });
    expect(login.status).toBe(200);
    await outbox.store.releaseSignInHolds();
    expect((await outbox.flush()).delivered).toHaveLength(1);
    const mine = await church.get<PositionWithCount[]>(api.churchPositions);
    expect(mine.body.map((p) => p.title)).toEqual(['Worship Leader']);
  });

  it("never sends a church's edits under another account's session", async () => {
    const grace = await churchWithProfile(app, 'grace@church.test');
    await churchWithProfile(app, 'hope@church.test', { churchName: 'Hope Church' });
    const net = connection(grace.client);
    const outbox = outboxFor(net.send);
    await outbox.enqueue({
      operation: {
        kind: 'position-create',
        input: {
          title: 'Worship Leader',
          description: LONG_DESCRIPTION,
          positionType: 'full-time',
        },
      },
      ownerId: grace.user.id,
    });
    // Grace signs out and Hope signs in on the same device before the edit went out.
    await grace.client.get(api.logout);
    const password = 'correct horse battery staple';
    await grace.client.post(api.localLogin, { email: 'hope@church.test', password });

    expect(await outbox.flush()).toMatchObject({ delivered: [], stoppedBy: 'sign-in' });
    const [held] = await outbox.store.all();
    expect(held?.state).toBe('needs-sign-in');
    expect(held?.lastProblem?.message).toMatch(/another account/);
    expect(net.requests.some((r) => r.path === api.positions)).toBe(false);

    await grace.client.get(api.logout);
    await grace.client.post(api.localLogin, { email: 'grace@church.test', password });
    await outbox.store.releaseSignInHolds();
    expect((await outbox.flush()).delivered).toHaveLength(1);
    const mine = await grace.client.get<PositionWithCount[]>(api.churchPositions);
    expect(mine.body.map((p) => p.title)).toEqual(['Worship Leader']);
  });

  it('sends one upload under one key when two contexts flush the same entry with no lock between them', async () => {
    const { church, position } = await churchWithApprovedPosition(app);
    const net = connection(new TestClient(app.callback));
    // The tab and the worker over one database, each with a lock of its own (no Web Locks).
    const tab = outboxFor(net.send);
    const worker = new Outbox(new OutboxStore(db(), () => now), {
      send: net.send,
      now: () => now,
      lock: defaultLockRunner(),
    });
    await tab.enqueue({ operation: application(position.id), file: resume() });

    // Both upload; the first application to arrive is applied and its answer lost.
    net.failNext('POST', api.applications, 'lose-response');
    await Promise.all([tab.flush(), worker.flush()]);
    now += 60_000;
    await tab.flush();

    expect(await applicationCount(church, position.id)).toBe(1);
    // Delivered, not set aside as refused: both sent the same body under the key.
    expect(await tab.store.all()).toEqual([]);
    const keys = new Set(net.requests.filter((r) => r.path === api.applications).map((r) => r.key));
    expect(keys.size).toBe(1);
  });

  it('runs one flush at a time: a second flush while one runs does nothing', async () => {
    const { church, position, net, outbox } = await boardWithOutbox();
    await outbox.enqueue({ operation: application(position.id) });

    const [a, b] = await Promise.all([outbox.flush(), outbox.flush()]);

    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(net.requests.filter((r) => r.path === api.applications)).toHaveLength(1);
    expect(await applicationCount(church, position.id)).toBe(1);
  });
});
