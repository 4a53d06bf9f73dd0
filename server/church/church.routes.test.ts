import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChurchProfile, ChurchStats, PositionWithCount } from '../../shared/types';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  postedPosition,
  signedInUser,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

describe('church profile', () => {
  it('creates with POST, updates with PUT, and prefixes https:// to a bare website', async () => {
    const { client, user } = await signedInUser(app, 'grace@church.test', 'church');
    expect((await client.get('/api/church/profile')).status).toBe(404);
    const created = await client.post<ChurchProfile>('/api/church/profile', {
      userId: user.id,
      churchName: 'Grace Community',
      location: 'Springfield',
      website: 'grace.test',
      denomination: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userId: user.id,
      website: 'https://grace.test',
      denomination: null,
    });
    const updated = await client.put<ChurchProfile>('/api/church/profile', {
      churchName: 'Grace Community',
      location: 'Shelbyville',
      website: 'http://grace.test',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      location: 'Shelbyville',
      website: 'http://grace.test',
    });
    expect((await client.get<ChurchProfile>('/api/church/profile')).body.location).toBe(
      'Shelbyville',
    );
  });

  it('answers each invalid field with the spec message', async () => {
    const { client } = await signedInUser(app, 'grace@church.test', 'church');
    const res = await client.post<{ errors: Record<string, string[]> }>('/api/church/profile', {
      churchName: 'G',
      location: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      churchName: ['Church name must be at least 2 characters'],
      location: ['Location is required'],
    });
  });

  it("refuses to save a profile for another user's id", async () => {
    const a = await signedInUser(app, 'a@church.test', 'church');
    const b = await signedInUser(app, 'b@church.test', 'church');
    const res = await b.client.post('/api/church/profile', {
      userId: a.user.id,
      churchName: 'Stolen',
      location: 'Nowhere',
    });
    expect(res.status).toBe(403);
    expect(await app.store.churches.findByUserId(a.user.id)).toBeUndefined();
  });
});

describe('church positions, counts and stats', () => {
  it('counts applications per position and in the stats', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const student = new TestClient(app.callback);
    const open = await postedPosition(client, { title: 'Open One' }, admin);
    await postedPosition(client, { title: 'Pending One' });
    for (const email of ['a@s.test', 'b@s.test']) {
      expect(
        (await student.post('/api/applications', applicationFor(open.id, { studentEmail: email })))
          .status,
      ).toBe(201);
    }
    const positions = await client.get<PositionWithCount[]>('/api/church/positions');
    expect(positions.body.map((p) => [p.title, p.applicationCount, p.approved])).toEqual([
      ['Pending One', 0, false],
      ['Open One', 2, true],
    ]);
    const stats = await client.get<ChurchStats>('/api/church/stats');
    expect(stats.body).toEqual({ activePositions: 1, totalApplications: 2, totalPositions: 2 });
  });

  it('starts from zero before a profile exists', async () => {
    const { client } = await signedInUser(app, 'new@church.test', 'church');
    expect((await client.get('/api/church/positions')).body).toEqual([]);
    expect((await client.get('/api/church/stats')).body).toEqual({
      activePositions: 0,
      totalApplications: 0,
      totalPositions: 0,
    });
  });

  it("lists a position's applicants to its church only, with graduationYear stored", async () => {
    const admin = await adminClient(app);
    const a = await churchWithProfile(app, 'a@church.test');
    const b = await churchWithProfile(app, 'b@church.test');
    const position = await postedPosition(a.client, {}, admin);
    await new TestClient(app.callback).post(
      '/api/applications',
      applicationFor(position.id, { studentGraduationYear: '2028' }),
    );
    const own = await a.client.get<{ graduationYear: string; studentName: string }[]>(
      `/api/church/positions/${position.id}/applications`,
    );
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(1);
    expect(own.body[0]).toMatchObject({ studentName: 'Ada Student', graduationYear: '2028' });
    expect((await b.client.get(`/api/church/positions/${position.id}/applications`)).status).toBe(
      403,
    );
  });
});
