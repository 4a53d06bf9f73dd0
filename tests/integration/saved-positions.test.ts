// Saved positions against the real server: readable after they leave the public list (marked as
// no longer open), and their copies follow the church's edits while they are listed (the list sync
// fetches a saved position again when its card changed).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { adminClient, churchWithProfile, postedPosition } from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { appPerTest } from '../../server/testing/per-test';
import type { PositionDetail } from '../../shared/types';
import { CacheDb } from '../../web/offline/cache-db';
import { syncPublicList } from '../../web/offline/list-sync';
import { savedPositions, savePosition, unsavePosition } from '../../web/offline/saved-positions';
import { dbPerTest } from './support/db-per-test';
import { connection } from './support/in-process-send';

const app = appPerTest();
const db = dbPerTest('saved-test', (name) => new CacheDb(name));

/** The position's page as the student opened it. */
async function opened(send: ReturnType<typeof connection>['send'], id: string) {
  return (await (await send(api.position(id), {})).json()) as PositionDetail;
}

describe('saved positions', () => {
  it('stay readable after the position left the list, marked as no longer open', async () => {
    const admin = await adminClient(app);
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const kept = await postedPosition(church, { title: 'Youth Pastor' }, admin);
    const removed = await postedPosition(church, { title: 'Worship Leader' }, admin);
    const net = connection(new TestClient(app.callback));
    await syncPublicList(db(), net.send);

    await savePosition(db(), await opened(net.send, kept.id), 1000);
    await savePosition(db(), await opened(net.send, removed.id), 2000);

    await church.delete(api.position(removed.id));
    await syncPublicList(db(), net.send);

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
    await syncPublicList(db(), net.send);
    await savePosition(db(), await opened(net.send, position.id));

    await church.put(api.churchProfile, { churchName: 'Grace Chapel', location: 'Shelbyville' });
    await syncPublicList(db(), net.send);

    const [saved] = await savedPositions(db());
    expect(saved?.snapshot.church?.churchName).toBe('Grace Chapel');
    expect(saved?.snapshot.church?.location).toBe('Shelbyville');
  });
});
