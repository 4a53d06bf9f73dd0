import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationFor, churchWithApprovedPosition, LONG_DESCRIPTION } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { testStoreKinds } from '../testing/stores';
import { createTestApp, type TestApp } from '../testing/test-app';
import { idFromKey, requestHash } from './idempotency';

const SCOPE = 'application.create:anonymous';

describe.each(testStoreKinds())('Idempotency-Key on $name', ({ open }) => {
  let app: TestApp;

  async function setup() {
    const store = await open();
    app = await createTestApp({ store });
    const { church, position } = await churchWithApprovedPosition(app);
    return { church, position, student: new TestClient(app.callback) };
  }

  afterEach(async () => {
    await app.close();
    await app.store.close();
  });

  it('replays an application without applying it twice', async () => {
    const { student, position } = await setup();
    const key = randomUUID();
    const body = applicationFor(position.id);
    const first = await student.post('/api/applications', body, {
      headers: { 'Idempotency-Key': key },
    });
    const second = await student.post('/api/applications', body, {
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await app.store.applications.listByPosition(position.id)).toHaveLength(1);
  });

  it('answers 422 to the same key with another body', async () => {
    const { student, position } = await setup();
    const key = randomUUID();
    await student.post('/api/applications', applicationFor(position.id), {
      headers: { 'Idempotency-Key': key },
    });
    const other = await student.post(
      '/api/applications',
      applicationFor(position.id, { studentName: 'Someone Else' }),
      {
        headers: { 'Idempotency-Key': key },
      },
    );
    expect(other.status).toBe(422);
    expect(await app.store.applications.listByPosition(position.id)).toHaveLength(1);
  });

  it('lets exactly one of two concurrent requests with one key apply', async () => {
    const { student, position } = await setup();
    const key = randomUUID();
    const body = applicationFor(position.id);
    const results = await Promise.all([
      student.post('/api/applications', body, { headers: { 'Idempotency-Key': key } }),
      student.post('/api/applications', body, { headers: { 'Idempotency-Key': key } }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    // Either the second waited for nothing and saw the claim (409), or it came after and replayed (201).
    expect(
      [
        ['201', '201'],
        ['201', '409'],
      ].map(String),
    ).toContain(statuses.map(String).join(','));
    expect(await app.store.applications.listByPosition(position.id)).toHaveLength(1);
  });

  it('answers 409 while the key is being processed', async () => {
    const { student, position } = await setup();
    const key = randomUUID();
    const body = applicationFor(position.id);
    // Claim the key as the same request still running on another instance would.
    const hash = requestHash('POST', '/api/applications', body);
    const begun = await app.store.idempotency.begin(SCOPE, key, hash, app.clock.now(), new Date(0));
    expect(begun.state).toBe('started');
    const res = await student.post<{ message: string }>('/api/applications', body, {
      headers: { 'Idempotency-Key': key },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A request with this Idempotency-Key is still being processed');
    expect(await app.store.applications.listByPosition(position.id)).toHaveLength(0);
  });

  it('takes over a stale claim after a crash and still creates one record', async () => {
    const { student, position } = await setup();
    const key = randomUUID();
    const body = applicationFor(position.id);
    // A server claimed the key, wrote the application and died before storing its response.
    const hash = requestHash('POST', '/api/applications', body);
    await app.store.idempotency.begin(SCOPE, key, hash, app.clock.now(), new Date(0));
    const id = idFromKey(SCOPE, key);
    await app.store.applications.create(
      position.id,
      {
        studentName: 'Ada Student',
        studentEmail: 'ada@student.test',
        studentPhone: '555-123-4567',
        studentMajor: 'Theology',
        graduationYear: '2027',
        availableStartDate: 'June',
        resumeUrl: null,
        coverLetter: 'I would love to serve.',
      },
      id,
    );
    app.clock.advance(2 * 60 * 1000);
    const retry = await student.post<{ id: string }>('/api/applications', body, {
      headers: { 'Idempotency-Key': key },
    });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(id);
    expect(await app.store.applications.listByPosition(position.id)).toHaveLength(1);
  });

  it('covers posting, deleting and saving a profile', async () => {
    const { church } = await setup();
    const key = randomUUID();
    const body = { title: 'Worship Leader', description: LONG_DESCRIPTION };
    const a = await church.post<{ id: string }>('/api/positions', body, {
      headers: { 'Idempotency-Key': key },
    });
    const b = await church.post<{ id: string }>('/api/positions', body, {
      headers: { 'Idempotency-Key': key },
    });
    expect(b.body.id).toBe(a.body.id);
    const deleteKey = randomUUID();
    const d1 = await church.delete(`/api/positions/${a.body.id}`, {
      headers: { 'Idempotency-Key': deleteKey },
    });
    const d2 = await church.delete(`/api/positions/${a.body.id}`, {
      headers: { 'Idempotency-Key': deleteKey },
    });
    expect([d1.status, d2.status]).toEqual([200, 200]);
    const profileKey = randomUUID();
    const profile = { churchName: 'Grace Again', location: 'Springfield' };
    const p1 = await church.put('/api/church/profile', profile, {
      headers: { 'Idempotency-Key': profileKey },
    });
    const p2 = await church.put('/api/church/profile', profile, {
      headers: { 'Idempotency-Key': profileKey },
    });
    expect(p2.body).toEqual(p1.body);
    expect(p2.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a malformed key', async () => {
    const { student, position } = await setup();
    const res = await student.post('/api/applications', applicationFor(position.id), {
      headers: { 'Idempotency-Key': 'not a valid key!' },
    });
    expect(res.status).toBe(400);
  });
});
