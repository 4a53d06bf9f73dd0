import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { POSITION_CLOSED_MESSAGE } from '../../shared/closed-position';
import type {
  ApiErrorBody,
  Position,
  PositionDetail,
  PositionWithChurch,
} from '../../shared/types';
import {
  adminClient,
  churchWithProfile,
  LONG_DESCRIPTION,
  postedPosition,
  signedInUser,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { expectFieldErrors } from '../testing/field-errors';

const app = appPerTest();
let anonymous: TestClient;

beforeEach(() => {
  anonymous = new TestClient(app.callback);
});

describe('POST /api/positions', () => {
  it('creates a pending, active position with the spec defaults', async () => {
    const { client, profile } = await churchWithProfile(app, 'grace@church.test');
    const res = await client.post<Position>('/api/positions', {
      title: 'Worship Leader',
      description: LONG_DESCRIPTION,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Worship Leader',
      churchProfileId: profile.id,
      positionType: 'part-time',
      employmentType: 'permanent',
      status: 'active',
      approved: false,
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers each invalid field with the spec message', async () => {
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const res = await client.post<{ message: string; errors: Record<string, string[]> }>(
      '/api/positions',
      {
        title: 'Yo',
        description: 'too short',
        positionType: 'weekends',
        employmentType: 'forever',
        contactEmail: 'not-an-email',
      },
    );
    expectFieldErrors(res, {
      title: ['Title must be at least 3 characters'],
      description: ['Description must be at least 50 characters'],
      positionType: ['Position type must be full-time or part-time'],
      employmentType: ['Employment type must be internship or permanent'],
      contactEmail: ['Invalid email address'],
    });
    expect(res.body.message).toBe('Title must be at least 3 characters');
  });

  it('accepts an empty contact e-mail', async () => {
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const res = await client.post<Position>('/api/positions', {
      title: 'Worship Leader',
      description: LONG_DESCRIPTION,
      contactEmail: '',
      employmentType: 'internship',
      positionType: 'full-time',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      contactEmail: null,
      employmentType: 'internship',
      positionType: 'full-time',
    });
  });

  it('needs a church profile first', async () => {
    const { client } = await signedInUser(app, 'new@church.test', 'church');
    const res = await client.post<{ message: string }>('/api/positions', {
      title: 'Worship Leader',
      description: LONG_DESCRIPTION,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Profile Required: Please complete your church profile first.');
  });

  it("refuses posting for another church's profile", async () => {
    const a = await churchWithProfile(app, 'a@church.test');
    const b = await churchWithProfile(app, 'b@church.test', { churchName: 'Hope Chapel' });
    const res = await b.client.post('/api/positions', {
      title: 'Worship Leader',
      description: LONG_DESCRIPTION,
      churchProfileId: a.profile.id,
    });
    expect(res.status).toBe(403);
  });

  it('is for churches only', async () => {
    expect((await anonymous.post('/api/positions', { title: 'x' })).status).toBe(401);
    const admin = await adminClient(app);
    expect(
      (
        await admin.post('/api/positions', {
          title: 'Worship Leader',
          description: LONG_DESCRIPTION,
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/positions (public list)', () => {
  it('shows only approved, active positions, newest first, with the church nested', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test', {
      logoUrl: 'https://grace.test/logo.png',
    });
    const first = await postedPosition(client, { title: 'First Approved' }, admin);
    await postedPosition(client, { title: 'Still Pending' });
    app.clock.advance(1000);
    const second = await postedPosition(client, { title: 'Second Approved' }, admin);
    const list = await anonymous.get<PositionWithChurch[]>('/api/positions');
    expect(list.status).toBe(200);
    expect(list.body.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list.body[0]?.church).toEqual({
      churchName: 'Grace Community Church',
      location: 'Springfield',
      logoUrl: 'https://grace.test/logo.png',
    });
  });

  it('answers 304 to a matching ETag and a fresh body after a change', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    await postedPosition(client, {}, admin);
    const first = await anonymous.get<PositionWithChurch[]>('/api/positions');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await anonymous.get('/api/positions', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await postedPosition(client, { title: 'Another One' }, admin);
    const changed = await anonymous.get<PositionWithChurch[]>('/api/positions', {
      headers: { 'If-None-Match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toHaveLength(2);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends the list compressed to clients that accept it', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    await postedPosition(client, {}, admin);
    const plain = await anonymous.get<PositionWithChurch[]>('/api/positions');
    for (const [accept, decode] of [
      ['gzip', gunzipSync],
      ['br, gzip', brotliDecompressSync],
    ] as const) {
      const res = await anonymous.get('/api/positions', { headers: { 'Accept-Encoding': accept } });
      expect(res.headers['content-encoding']).toBe(accept.split(',')[0]);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(decode(res.raw).toString())).toEqual(plain.body);
    }
  });

  it('answers HEAD and a query string like GET, keeps a safe request id and logs one line', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    await postedPosition(client, {}, admin);
    const res = await anonymous.get<PositionWithChurch[]>('/api/positions?refresh=1', {
      headers: { 'X-Request-Id': 'abc-123' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = await anonymous.request('HEAD', '/api/positions');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(Number(head.headers['content-length'])).toBe(
      Buffer.byteLength(JSON.stringify(res.body)),
    );
    const forged = await anonymous.get('/api/positions', {
      headers: { 'X-Request-Id': 'bad id\r\n' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    const logged = app.log.lines.filter(
      (line) => line.path === '/api/positions' && line.method !== 'POST',
    );
    expect(logged.at(0)).toMatchObject({
      msg: 'request',
      requestId: 'abc-123',
      method: 'GET',
      status: 200,
    });
    expect(logged).toHaveLength(3);
  });

  it('reflects a church renaming itself in the nested church', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    await postedPosition(client, {}, admin);
    expect(
      (await anonymous.get<PositionWithChurch[]>('/api/positions')).body[0]?.church?.churchName,
    ).toBe('Grace Community Church');
    await client.put('/api/church/profile', {
      churchName: 'Grace Fellowship',
      location: 'Springfield',
    });
    expect(
      (await anonymous.get<PositionWithChurch[]>('/api/positions')).body[0]?.church?.churchName,
    ).toBe('Grace Fellowship');
  });
});

describe('GET /api/positions/:id', () => {
  it('nests the church detail for an approved position', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test', {
      denomination: 'Baptist',
      website: 'grace.test',
      contactPhone: '555-000-1111',
      description: 'A church near the college.',
    });
    const position = await postedPosition(
      client,
      { responsibilities: 'Teach', compensation: '$20/h' },
      admin,
    );
    const res = await anonymous.get<PositionDetail>(`/api/positions/${position.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: position.id,
      responsibilities: 'Teach',
      compensation: '$20/h',
      qualifications: null,
    });
    expect(res.body.church).toEqual({
      churchName: 'Grace Community Church',
      location: 'Springfield',
      logoUrl: null,
      description: 'A church near the college.',
      denomination: 'Baptist',
      website: 'https://grace.test',
      contactPhone: '555-000-1111',
    });
  });

  it('hides a pending position from the public and other churches but not from its church or admins', async () => {
    const admin = await adminClient(app);
    const a = await churchWithProfile(app, 'a@church.test');
    const b = await churchWithProfile(app, 'b@church.test');
    const pending = await postedPosition(a.client);
    expect((await anonymous.get(`/api/positions/${pending.id}`)).status).toBe(404);
    expect((await b.client.get(`/api/positions/${pending.id}`)).status).toBe(404);
    expect((await a.client.get(`/api/positions/${pending.id}`)).status).toBe(200);
    expect((await admin.get(`/api/positions/${pending.id}`)).status).toBe(200);
  });

  it('answers 410 for a closed position with what it was and why, and nothing of its text', async () => {
    const admin = await adminClient(app);
    const a = await churchWithProfile(app, 'a@church.test', { churchName: 'Grace Church' });
    const live = await postedPosition(
      a.client,
      { title: 'Worship Leader', positionType: 'part-time', contactEmail: 'pastor@grace.test' },
      admin,
    );
    const closed = await a.client.post<Position>(api.positionClose(live.id), { reason: 'filled' });
    const res = await anonymous.get<ApiErrorBody>(`/api/positions/${live.id}`);
    expect(res.status).toBe(410);
    expect(res.body).toEqual({
      message: POSITION_CLOSED_MESSAGE,
      closed: {
        id: live.id,
        title: 'Worship Leader',
        churchName: 'Grace Church',
        positionType: 'part-time',
        closedReason: 'filled',
        closedAt: closed.body.closedAt,
      },
    });
    expect(res.text).not.toContain('pastor@grace.test');
    // Its church still sees the whole position.
    expect((await a.client.get(`/api/positions/${live.id}`)).status).toBe(200);
  });

  it('answers 404 with a message for an unknown id', async () => {
    const res = await anonymous.get<{ message: string }>(
      '/api/positions/00000000-0000-4000-8000-000000000000',
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Position not found');
  });
});

describe('DELETE /api/positions/:id', () => {
  it('lets a church delete its own position and its applications', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(client, {}, admin);
    const applied = await anonymous.post('/api/applications', {
      positionId: position.id,
      studentName: 'Ada',
      studentEmail: 'ada@student.test',
      studentPhone: '5551234567',
      studentMajor: 'Music',
      studentGraduationYear: '2026',
    });
    expect(applied.status).toBe(201);
    const res = await client.delete(`/api/positions/${position.id}`);
    expect(res.status).toBe(200);
    expect(await app.store.positions.findById(position.id)).toBeUndefined();
    expect(await app.store.applications.listByPosition(position.id)).toEqual([]);
    expect((await client.delete(`/api/positions/${position.id}`)).status).toBe(404);
  });

  it("refuses to delete another church's position", async () => {
    const a = await churchWithProfile(app, 'a@church.test');
    const b = await churchWithProfile(app, 'b@church.test');
    const position = await postedPosition(a.client);
    expect((await b.client.delete(`/api/positions/${position.id}`)).status).toBe(403);
    expect(await app.store.positions.findById(position.id)).toBeDefined();
  });
});
