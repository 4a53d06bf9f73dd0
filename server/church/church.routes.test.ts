import { describe, expect, it } from 'vitest';
import { DECLINE_TEMPLATE_MAX_LENGTH } from '../../shared/constants';
import type {
  ChurchPosition,
  ChurchProfile,
  ChurchStats,
  PositionWithCount,
} from '../../shared/types';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  postedPosition,
  signedInUser,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { expectFieldErrors } from '../testing/field-errors';

const app = appPerTest();

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
    expectFieldErrors(res, {
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

describe('how the church hears of applications, and its decline template', () => {
  it("starts with an e-mail for each and the board's wording; keeps what was chosen when a save leaves them out", async () => {
    const { client, profile } = await churchWithProfile(app, 'grace@church.test');
    expect(profile).toMatchObject({ applicationEmails: 'each', declineTemplate: null });
    const chosen = await client.put<ChurchProfile>('/api/church/profile', {
      churchName: 'Grace Community Church',
      location: 'Springfield',
      applicationEmails: 'daily',
      declineTemplate: '  Dear {name}, thank you for applying to {position}.  ',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      applicationEmails: 'daily',
      declineTemplate: 'Dear {name}, thank you for applying to {position}.',
    });
    // A client that predates the fields (or an older queued save) leaves them as they are.
    const older = await client.put<ChurchProfile>('/api/church/profile', {
      churchName: 'Grace Community Church',
      location: 'Shelbyville',
    });
    expect(older.body).toMatchObject({
      location: 'Shelbyville',
      applicationEmails: 'daily',
      declineTemplate: 'Dear {name}, thank you for applying to {position}.',
    });
    // An empty template goes back to the board's wording.
    const reset = await client.put<ChurchProfile>('/api/church/profile', {
      churchName: 'Grace Community Church',
      location: 'Shelbyville',
      applicationEmails: 'none',
      declineTemplate: '',
    });
    expect(reset.body).toMatchObject({ applicationEmails: 'none', declineTemplate: null });
    expect((await client.get<ChurchProfile>('/api/church/profile')).body).toMatchObject({
      applicationEmails: 'none',
      declineTemplate: null,
    });
  });

  it('refuses an unknown choice or a template over its length with a 400, changing nothing', async () => {
    const { client, profile } = await churchWithProfile(app, 'grace@church.test');
    for (const body of [
      { applicationEmails: 'weekly' },
      { applicationEmails: { $ne: null } },
      { declineTemplate: 'x'.repeat(DECLINE_TEMPLATE_MAX_LENGTH + 1) },
      { declineTemplate: 42 },
    ]) {
      const res = await client.put<{ errors: Record<string, string[]> }>('/api/church/profile', {
        churchName: 'Renamed',
        location: 'Elsewhere',
        ...body,
      });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(Object.keys(body));
    }
    expect(await app.store.churches.findById(profile.id)).toEqual(profile);
  });
});

describe('church positions, counts and stats', () => {
  it('answers each position with its counts per status', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const student = new TestClient(app.callback);
    const open = await postedPosition(client, { title: 'Open One' }, admin);
    const quiet = await postedPosition(client, { title: 'Quiet One' }, admin);
    const ids: string[] = [];
    for (const email of ['a@s.test', 'b@s.test', 'c@s.test']) {
      const res = await student.post<{ id: string }>(
        '/api/applications',
        applicationFor(open.id, { studentEmail: email }),
      );
      ids.push(res.body.id);
    }
    await client.put(`/api/church/applications/${ids[0] ?? ''}/status`, { status: 'declined' });
    await client.get(`/api/church/applications/${ids[1] ?? ''}`);
    const positions = await client.get<ChurchPosition[]>('/api/church/positions');
    expect(positions.status).toBe(200);
    expect(positions.headers['cache-control']).toBe('no-store');
    const byTitle = Object.fromEntries(positions.body.map((p) => [p.title, p]));
    expect(byTitle['Open One']).toMatchObject({
      id: open.id,
      applicationCount: 3,
      statusCounts: { pending: 1, reviewed: 1, contacted: 0, declined: 1, hired: 0 },
    });
    expect(byTitle['Quiet One']).toMatchObject({
      id: quiet.id,
      applicationCount: 0,
      statusCounts: { pending: 0, reviewed: 0, contacted: 0, declined: 0, hired: 0 },
    });
  });

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
