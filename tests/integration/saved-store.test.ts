// Saving from the screens against the real server: a card's Save keeps the whole position (with the
// church's description and contacts), the one kept when its page was opened, else fetched; offline,
// a card never opened cannot be saved. The live list the screens read follows saves, unsaves and
// positions leaving the board.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api-routes';
import type { PositionDetail } from '../../shared/types';
import { adminClient, churchWithProfile, postedPosition } from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { seedChurch, seedPosition } from '../../server/testing/store-fixtures';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { NetworkError } from '../../web/lib/api-client';
import { syncPublicList } from '../../web/offline/list-sync';
import { cacheDb } from '../../web/offline/public-cache';
import type { SavedPositionView } from '../../web/offline/saved-positions';
import {
  savePositionCopy,
  unsavePositionCopy,
  watchSavedPositions,
} from '../../web/offline/saved-store';
import { connection } from './support/in-process-send';

let app: TestApp;
let net: ReturnType<typeof connection>;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  cacheDb.close();
  await app.close();
});

beforeEach(async () => {
  await Promise.all(cacheDb.tables.map((table) => table.clear()));
  // The page's fetch (a card's Save fetches the whole position) reaches the test app.
  net = connection(new TestClient(app.callback));
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => net.send(url, init));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The latest list the watcher saw, once it satisfies `ready`. */
function nextSaved(ready: (list: SavedPositionView[]) => boolean): Promise<SavedPositionView[]> {
  return new Promise((resolve, reject) => {
    const stop = watchSavedPositions((list) => {
      if (!ready(list)) return;
      queueMicrotask(() => stop());
      resolve(list);
    }, reject);
  });
}

describe('saving from the screens', () => {
  it("keeps the whole position from a card, and follows the position's leaving the board", async () => {
    const admin = await adminClient(app);
    const { client: church } = await churchWithProfile(app, 'grace@church.test', {
      description: 'A welcoming church.',
      website: 'https://grace.example',
    });
    const kept = await postedPosition(church, { title: 'Youth Pastor' }, admin);
    const leaving = await postedPosition(church, { title: 'Worship Leader' }, admin);
    await syncPublicList(cacheDb, net.send);
    const card = await cacheDb.positions.get(leaving.id);
    if (!card) throw new Error('the position should be cached');

    await savePositionCopy(card);
    const [saved] = await nextSaved((list) => list.length === 1);
    // The church's details came from the server, not from the card's summary.
    expect(saved?.snapshot.church?.description).toBe('A welcoming church.');
    expect(saved?.snapshot.church?.website).toBe('https://grace.example');
    expect(saved?.open).toBe(true);

    await church.delete(api.position(leaving.id));
    await syncPublicList(cacheDb, net.send);
    const after = await nextSaved((list) => list[0]?.open === false);
    expect(after.map((entry) => [entry.snapshot.title, entry.open])).toEqual([
      ['Worship Leader', false],
    ]);

    await unsavePositionCopy(leaving.id);
    expect(await nextSaved((list) => list.length === 0)).toEqual([]);
    expect(kept.id).toBeTruthy();
  });

  it('saves offline from the copy kept when its page was opened, and refuses a card never opened', async () => {
    // Written through the store: the first test signed up this app's church and admin.
    const { profile } = await seedChurch(app.store, { description: 'A welcoming church.' });
    const openedOnce = await seedPosition(app.store, profile.id, {
      approved: true,
      title: 'Office Manager',
    });
    const neverOpened = await seedPosition(app.store, profile.id, {
      approved: true,
      title: 'Worship Leader',
    });
    await syncPublicList(cacheDb, net.send);
    const { keepDetail } = await import('../../web/offline/public-cache');
    const detail = (await (
      await net.send(api.position(openedOnce.id), {})
    ).json()) as PositionDetail;
    await keepDetail(detail);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    const openedCard = await cacheDb.positions.get(openedOnce.id);
    const neverCard = await cacheDb.positions.get(neverOpened.id);
    if (!openedCard || !neverCard) throw new Error('both positions should be cached');
    await savePositionCopy(openedCard);
    const [saved] = await nextSaved((list) => list.length === 1);
    expect(saved?.snapshot.church?.description).toBe('A welcoming church.');
    expect(saved?.open).toBe(true);

    await expect(savePositionCopy(neverCard)).rejects.toBeInstanceOf(NetworkError);
    expect(await cacheDb.saved.get(neverOpened.id)).toBeUndefined();
  });
});
