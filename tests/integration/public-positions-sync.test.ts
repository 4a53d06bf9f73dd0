// The cached public list against the real server: only approved, active positions, church details
// fetched once per church, a 304 when nothing changed, removed and archived positions leaving the
// cache, a changed church profile fetched again, and nothing lost when offline.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { PositionDetail } from '../../shared/types';
import { backdatePosition } from '../../server/testing/backdate';
import { adminClient, churchWithProfile, postedPosition } from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { appPerTest } from '../../server/testing/per-test';
import { CacheDb } from '../../web/offline/cache-db';
import {
  cachedPositionDetail,
  CHURCH_DETAIL_MAX_AGE_MS,
  keepPositionDetail,
  PUBLIC_LIST_REFRESHED_AT,
  refreshPublicPositions,
} from '../../web/offline/public-positions-sync';
import { dbPerTest } from './support/db-per-test';
import { connection } from './support/in-process-send';

const app = appPerTest();
const db = dbPerTest('cache-test', (name) => new CacheDb(name));

async function board() {
  const admin = await adminClient(app);
  const grace = await churchWithProfile(app, 'grace@church.test', {
    churchName: 'Grace Chapel',
    description: 'A church by the college.',
    website: 'grace.test',
  });
  const hope = await churchWithProfile(app, 'hope@church.test', { churchName: 'Hope Church' });
  const youth = await postedPosition(grace.client, { title: 'Youth Pastor' }, admin);
  const worship = await postedPosition(grace.client, { title: 'Worship Leader' }, admin);
  const admin2 = await postedPosition(hope.client, { title: 'Office Admin' }, admin);
  const pending = await postedPosition(hope.client, { title: 'Not Yet Approved' });
  return { admin, grace, hope, youth, worship, admin2, pending };
}

describe('the cached public list', () => {
  it('holds the approved positions and one church detail per church, from which every detail is whole', async () => {
    const { youth, worship, admin2 } = await board();
    const net = connection(new TestClient(app.callback));

    expect(await refreshPublicPositions(db(), net.send, () => 1000)).toEqual({
      status: 'updated',
      count: 3,
      removed: 0,
    });

    expect((await db().positions.toArray()).map((p) => p.title).sort()).toEqual([
      'Office Admin',
      'Worship Leader',
      'Youth Pastor',
    ]);
    // The list, then one detail per church (two churches), not one per position.
    expect(net.requests.map((r) => r.path.split('/').slice(0, 3).join('/'))).toEqual([
      '/api/positions',
      '/api/positions',
      '/api/positions',
    ]);
    expect(net.requests).toHaveLength(3);
    expect((await db().meta.get(PUBLIC_LIST_REFRESHED_AT))?.value).toBe(1000);
    for (const position of [youth, worship, admin2]) {
      const fromServer = await new TestClient(app.callback).get<PositionDetail>(
        api.position(position.id),
      );
      expect(await cachedPositionDetail(db(), position.id)).toEqual(fromServer.body);
    }
  });

  it('asks with the ETag and gets a 304 when nothing changed', async () => {
    await board();
    const net = connection(new TestClient(app.callback));
    await refreshPublicPositions(db(), net.send);
    const before = net.requests.length;

    expect(await refreshPublicPositions(db(), net.send, () => 2000)).toEqual({
      status: 'unchanged',
    });

    expect(net.requests).toHaveLength(before + 1);
    expect((await db().meta.get(PUBLIC_LIST_REFRESHED_AT))?.value).toBe(2000);
  });

  it('drops positions deleted or archived on the server, and churches left without one', async () => {
    const { grace, hope, youth, worship, admin2, admin } = await board();
    const net = connection(new TestClient(app.callback));
    await refreshPublicPositions(db(), net.send);

    expect((await grace.client.delete(api.position(youth.id))).status).toBe(200);
    await backdatePosition(app.store, admin2.id, 61, app.clock.now());
    expect(
      (await admin.post<{ count: number }>(api.adminArchiveOld, { daysOld: 60 })).body.count,
    ).toBe(1);

    expect(await refreshPublicPositions(db(), net.send)).toEqual({
      status: 'updated',
      count: 1,
      removed: 2,
    });
    expect((await db().positions.toArray()).map((p) => p.id)).toEqual([worship.id]);
    expect((await db().churches.toArray()).map((c) => c.church.churchName)).toEqual([
      'Grace Chapel',
    ]);
    expect(await cachedPositionDetail(db(), admin2.id)).toBeUndefined();
    void hope;
  });

  it('fetches a changed church profile when the page is opened, or once the cached one has aged', async () => {
    const { grace, youth, worship } = await board();
    const net = connection(new TestClient(app.callback));
    let now = 1_000_000;
    await refreshPublicPositions(db(), net.send, () => now);

    const saved = await grace.client.put(api.churchProfile, {
      churchName: 'Grace Chapel',
      location: 'Springfield',
      description: 'Now with a food bank.',
    });
    expect(saved.status).toBe(200);

    // The list does not show descriptions: it is unchanged, and the cached church too, for now.
    expect(await refreshPublicPositions(db(), net.send, () => now)).toEqual({
      status: 'unchanged',
    });
    expect((await cachedPositionDetail(db(), youth.id))?.church?.description).toBe(
      'A church by the college.',
    );

    // Opening the position's page online fetches it afresh and keeps it.
    const opened = (await (await net.send(api.position(youth.id), {})).json()) as PositionDetail;
    expect(opened.church?.description).toBe('Now with a food bank.');
    await keepPositionDetail(db(), opened, now);
    expect((await cachedPositionDetail(db(), worship.id))?.church?.description).toBe(
      'Now with a food bank.',
    );

    // Otherwise a refresh after a few hours fetches it again.
    await grace.client.put(api.churchProfile, {
      churchName: 'Grace Chapel',
      location: 'Springfield',
      description: 'And a choir.',
    });
    now += CHURCH_DETAIL_MAX_AGE_MS;
    await refreshPublicPositions(db(), net.send, () => now);
    expect((await cachedPositionDetail(db(), youth.id))?.church?.description).toBe('And a choir.');
  });

  it('keeps the cache as it was when offline', async () => {
    await board();
    const net = connection(new TestClient(app.callback));
    await refreshPublicPositions(db(), net.send);

    net.failNext('GET', api.positions, 'network');
    expect(await refreshPublicPositions(db(), net.send)).toEqual({ status: 'offline' });
    expect(await db().positions.count()).toBe(3);
  });
});
