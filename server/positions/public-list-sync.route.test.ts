// GET /api/positions/sync through the whole app: the snapshot from the cache with its ETag, the
// changes after a cursor (small: the changed card alone among a thousand), removals, a church's
// profile save re-sending its cards, and the 410 and 400 a device must handle.
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api-routes';
import { SYNC_LOOKBACK_MS, SYNC_RESTART_CODE } from '../../shared/constants';
import { positionCard } from '../../shared/position-card';
import type { SyncChangesBody, SyncSnapshotBody } from '../../shared/types';
import { adminApproves, adminClient, churchWithProfile, postedPosition } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { positionData } from '../testing/store-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let anonymous: TestClient;

beforeEach(async () => {
  // Only Date, running on with the real time: the store's clock reads it, and tests move it past
  // the look-back.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  app = await createTestApp();
  anonymous = new TestClient(app.callback);
});

afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

/** Moves every clock past the look-back, so what was written so far is older than it. */
function laterThanLookBack(): void {
  vi.setSystemTime(Date.now() + 2 * SYNC_LOOKBACK_MS);
}

const snapshot = () => anonymous.get<SyncSnapshotBody>(api.positionsSync);
const changesSince = (cursor: string) =>
  anonymous.get<SyncChangesBody>(`${api.positionsSync}?since=${cursor}`);

describe('GET /api/positions/sync', () => {
  it('answers the snapshot from the cache: the cards, a cursor, an ETag and 304', async () => {
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const admin = await adminClient(app);
    await postedPosition(client, { title: 'Waiting' });
    const listed = await postedPosition(client, { title: 'Listed' }, admin);
    const before = Date.now();

    const res = await anonymous.get<SyncSnapshotBody>(api.positionsSync, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      'content-type': 'application/json; charset=utf-8',
    });
    const body = JSON.parse(gunzipSync(res.raw).toString()) as SyncSnapshotBody;
    const [detail] = await app.store.positions.listPublic();
    expect(body.cursor).toMatch(/^\d+$/);
    expect(body.positions).toEqual([positionCard(detail!)]);
    expect(body.positions[0]?.id).toBe(listed.id);
    expect(Number(body.cursor)).toBeGreaterThanOrEqual(before);

    const etag = String(res.headers.etag);
    const again = await anonymous.get(api.positionsSync, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
  });

  it('answers the changes since a cursor: one approval among a thousand is one small card', async () => {
    const { client, profile } = await churchWithProfile(app, 'grace@church.test');
    for (let i = 0; i < 1000; i += 1) {
      const position = await app.store.positions.create(
        profile.id,
        positionData({ title: `Seeded ${String(i)}` }),
      );
      await app.store.positions.approve(position.id, position.version);
    }
    const waiting = await postedPosition(client, { title: 'Newly Approved' });
    laterThanLookBack();
    const { body: first } = await snapshot();
    expect(first.positions).toHaveLength(1000);

    await adminApproves(await adminClient(app), waiting);
    const res = await changesSince(first.cursor);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.upserts.map((card) => card.title)).toEqual(['Newly Approved']);
    expect(res.body.removed).toEqual([]);
    expect(Number(res.body.cursor)).toBeGreaterThan(Number(first.cursor));
    expect(res.raw.length).toBeLessThan(3000);
  });

  it('names closed and deleted positions in removed', async () => {
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const admin = await adminClient(app);
    const closed = await postedPosition(client, { title: 'To Close' }, admin);
    const deleted = await postedPosition(client, { title: 'To Delete' }, admin);
    laterThanLookBack();
    const { body: first } = await snapshot();

    expect((await client.post(api.positionClose(closed.id), { reason: 'filled' })).status).toBe(
      200,
    );
    expect((await client.delete(`/api/positions/${deleted.id}`)).status).toBe(200);
    const { body } = await changesSince(first.cursor);
    expect(body.upserts).toEqual([]);
    expect([...body.removed].sort()).toEqual([closed.id, deleted.id].sort());
  });

  it("re-sends a church's cards when its profile is saved", async () => {
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const admin = await adminClient(app);
    const ours = await postedPosition(client, { title: 'Ours' }, admin);
    const other = await churchWithProfile(app, 'hope@church.test', { churchName: 'Hope' });
    await postedPosition(other.client, { title: 'Theirs' }, admin);
    laterThanLookBack();
    const { body: first } = await snapshot();

    const saved = await client.post(api.churchProfile, {
      churchName: 'Grace Renamed',
      location: 'Springfield',
    });
    expect(saved.status).toBe(200);
    const { body } = await changesSince(first.cursor);
    expect(body.upserts.map((card) => [card.id, card.church?.churchName])).toEqual([
      [ours.id, 'Grace Renamed'],
    ]);
  });

  it('answers 410 "start again" to a cursor before the horizon or from the future', async () => {
    const { body: first } = await snapshot();
    expect((await changesSince(first.cursor)).status).toBe(200);
    await app.store.positions.restartSync();
    // A write through this instance makes its cache ask the store's version at once (a server
    // started on a restored backup has no cache yet); any write does, even a refused one.
    await anonymous.post(api.positions, {});
    for (const cursor of [first.cursor, String(Date.now() + 2 * SYNC_LOOKBACK_MS)]) {
      const res = await changesSince(cursor);
      expect(res.status, cursor).toBe(410);
      expect(res.body).toEqual({
        message: 'The list changed too much since this copy: fetch it whole again.',
        code: SYNC_RESTART_CODE,
      });
    }
    // The snapshot is rebuilt past the horizon: its cursor is served again.
    const { body: fresh } = await snapshot();
    expect((await changesSince(fresh.cursor)).status).toBe(200);
  });

  it('answers 400 naming since to a since that is not a cursor', async () => {
    for (const since of ['abc', '', '1234567890123456', '-5', '12.5', '1&since=2']) {
      const res = await anonymous.get<{ message: string; errors: Record<string, string[]> }>(
        `${api.positionsSync}?since=${since}`,
      );
      expect(res.status, since).toBe(400);
      expect(res.body.message).toMatch(/^since /);
      expect(Object.keys(res.body.errors)).toEqual(['since']);
    }
  });
});
