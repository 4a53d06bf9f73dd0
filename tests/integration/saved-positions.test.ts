// Saved positions against the real server: readable after they leave the public list (marked as
// no longer open), and their copies follow the church's edits while they are listed.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { adminClient, churchWithProfile, postedPosition } from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { appPerTest } from '../../server/testing/per-test';
import { CacheDb } from '../../web/offline/cache-db';
import {
  cachedPositionDetail,
  refreshPublicPositions,
} from '../../web/offline/public-positions-sync';
import { savedPositions, savePosition, unsavePosition } from '../../web/offline/saved-positions';
import { dbPerTest } from './support/db-per-test';
import { connection } from './support/in-process-send';

const app = appPerTest();
const db = dbPerTest('saved-test', (name) => new CacheDb(name));

describe('saved positions', () => {
  it('stay readable after the position left the list, marked as no longer open', async () => {
    const admin = await adminClient(app);
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const kept = await postedPosition(church, { title: 'Youth Pastor' }, admin);
    const removed = await postedPosition(church, { title: 'Worship Leader' }, admin);
    const net = connection(new TestClient(app.callback));
    await refreshPublicPositions(db(), net.send);

    const first = await cachedPositionDetail(db(), kept.id);
    const second = await cachedPositionDetail(db(), removed.id);
    if (!first || !second) throw new Error('both positions should be cached');
    await savePosition(db(), first, 1000);
    await savePosition(db(), second, 2000);

    await church.delete(api.position(removed.id));
    await refreshPublicPositions(db(), net.send);

    const saved = await savedPositions(db());
    expect(saved.map((s) => [s.snapshot.title, s.open])).toEqual([
      ['Worship Leader', false],
      ['Youth Pastor', true],
    ]);

    await unsavePosition(db(), removed.id);
    expect((await savedPositions(db())).map((s) => s.positionId)).toEqual([kept.id]);
  });

  it("follow the church's edits while the position is listed", async () => {
    const admin = await adminClient(app);
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(church, { title: 'Youth Pastor' }, admin);
    const net = connection(new TestClient(app.callback));
    await refreshPublicPositions(db(), net.send);
    const detail = await cachedPositionDetail(db(), position.id);
    if (!detail) throw new Error('the position should be cached');
    await savePosition(db(), detail);

    await church.put(api.churchProfile, { churchName: 'Grace Chapel', location: 'Shelbyville' });
    await refreshPublicPositions(db(), net.send);

    const [saved] = await savedPositions(db());
    expect(saved?.snapshot.church?.churchName).toBe('Grace Chapel');
    expect(saved?.snapshot.church?.location).toBe('Shelbyville');
  });
});
