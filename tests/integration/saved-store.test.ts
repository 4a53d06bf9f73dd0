// Saving from the screens against the real server: a card's Save keeps the cached detail (with the
// church's description and contacts) when the list's cache has it, else what the card shows; the
// live list the screens read follows saves, unsaves and positions leaving the board.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { PositionWithChurch } from '../../shared/types';
import { samplePosition } from '../../shared/testing/sample-position';
import { adminClient, churchWithProfile, postedPosition } from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { cacheDb } from '../../web/offline/public-cache';
import { refreshPublicPositions } from '../../web/offline/public-positions-sync';
import type { SavedPositionView } from '../../web/offline/saved-positions';
import {
  savePositionCopy,
  snapshotOf,
  unsavePositionCopy,
  watchSavedPositions,
} from '../../web/offline/saved-store';
import { connection } from './support/in-process-send';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  cacheDb.close();
  await app.close();
});

beforeEach(async () => {
  await Promise.all(cacheDb.tables.map((table) => table.clear()));
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
  it("keeps the cached detail from a card, and follows the position's leaving the board", async () => {
    const admin = await adminClient(app);
    const { client: church } = await churchWithProfile(app, 'grace@church.test', {
      description: 'A welcoming church.',
      website: 'https://grace.example',
    });
    const kept = await postedPosition(church, { title: 'Youth Pastor' }, admin);
    const leaving = await postedPosition(church, { title: 'Worship Leader' }, admin);
    const net = connection(new TestClient(app.callback));
    await refreshPublicPositions(cacheDb, net.send);
    const card = await cacheDb.positions.get(leaving.id);
    if (!card) throw new Error('the position should be cached');

    await savePositionCopy(card);
    const [saved] = await nextSaved((list) => list.length === 1);
    // The church's details came from the cache, not from the card's summary.
    expect(saved?.snapshot.church?.description).toBe('A welcoming church.');
    expect(saved?.snapshot.church?.website).toBe('https://grace.example');
    expect(saved?.open).toBe(true);

    await church.delete(api.position(leaving.id));
    await refreshPublicPositions(cacheDb, net.send);
    const after = await nextSaved((list) => list[0]?.open === false);
    expect(after.map((entry) => [entry.snapshot.title, entry.open])).toEqual([
      ['Worship Leader', false],
    ]);

    await unsavePositionCopy(leaving.id);
    expect(await nextSaved((list) => list.length === 0)).toEqual([]);
    expect(kept.id).toBeTruthy();
  });

  it("keeps the card's own fields when the position is not in the cache", async () => {
    const card: PositionWithChurch = samplePosition({
      id: 'not-cached',
      title: 'Office Manager',
      description: 'Keep the office running.',
      positionType: 'part-time',
      church: { churchName: 'Hope Chapel', location: 'Riverside', logoUrl: null },
    });
    await savePositionCopy(card);
    const [saved] = await nextSaved((list) => list.length === 1);
    expect(saved?.snapshot).toEqual(snapshotOf(card));
    expect(saved?.snapshot.church).toMatchObject({ churchName: 'Hope Chapel', website: null });
    // Not in the public list: it shows as no longer open.
    expect(saved?.open).toBe(false);
  });
});
