import { describe, expect, it } from 'vitest';
import type { PositionWithChurch, PositionWithCount } from '../../shared/types';
import {
  adminApproves,
  adminClient,
  applicationFor,
  churchWithProfile,
  postedPosition,
} from '../testing/fixtures';
import { positionPastArchive } from '../testing/backdate';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { expectFieldErrors } from '../testing/field-errors';

const app = appPerTest();

describe('admin', () => {
  it('sees every position with its church and approves a pending one', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const pending = await postedPosition(client);
    const all = await admin.get<PositionWithCount[]>('/api/admin/positions');
    expect(all.body.map((p) => [p.id, p.approved, p.church?.churchName])).toEqual([
      [pending.id, false, 'Grace Community Church'],
    ]);
    const approved = await adminApproves<PositionWithChurch>(admin, pending);
    expect(approved.status).toBe(200);
    expect(approved.body.approved).toBe(true);
    const list = await new TestClient(app.callback).get<PositionWithChurch[]>('/api/positions');
    expect(list.body.map((p) => p.id)).toEqual([pending.id]);
    expect(
      (await adminApproves(admin, { id: '00000000-0000-4000-8000-000000000000', version: 1 }))
        .status,
    ).toBe(404);
  });

  it('deletes any position', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(client);
    expect((await admin.delete(`/api/admin/positions/${position.id}`, { body: {} })).status).toBe(
      200,
    );
    expect(await app.store.positions.findById(position.id)).toBeUndefined();
    expect((await admin.delete(`/api/admin/positions/${position.id}`, { body: {} })).status).toBe(
      404,
    );
  });

  it('archives positions older than daysOld: they leave the public list and refuse applications', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const old = await positionPastArchive(app, client, admin, { title: 'Old Position' });
    const recent = await postedPosition(client, { title: 'Recent Position' }, admin);
    const result = await admin.post<{ count: number }>('/api/admin/archive-old', { daysOld: 60 });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ count: 1 });
    expect((await app.store.positions.findById(old.id))?.status).toBe('closed');
    const student = new TestClient(app.callback);
    const list = await student.get<PositionWithChurch[]>('/api/positions');
    expect(list.body.map((p) => p.id)).toEqual([recent.id]);
    const refused = await student.post<{ message: string }>(
      '/api/applications',
      applicationFor(old.id),
    );
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe('This position is no longer accepting applications.');
    expect(
      (await admin.post<{ count: number }>('/api/admin/archive-old', { daysOld: 60 })).body,
    ).toEqual({ count: 0 });
  });

  it('defaults daysOld to 60 and validates it', async () => {
    const admin = await adminClient(app);
    expect((await admin.post('/api/admin/archive-old', {})).body).toEqual({ count: 0 });
    const bad = await admin.post<{ errors: Record<string, string[]> }>('/api/admin/archive-old', {
      daysOld: 'sixty',
    });
    expectFieldErrors(bad, { daysOld: ['Days must be a number'] });
  });

  it('is closed to churches and anonymous callers', async () => {
    const { client } = await churchWithProfile(app, 'grace@church.test');
    expect((await client.get('/api/admin/positions')).status).toBe(403);
    expect(
      (await new TestClient(app.callback).post('/api/admin/archive-old', { daysOld: 60 })).status,
    ).toBe(401);
  });
});
