// Saving from the screens against the real server: a card's Save keeps the whole position (with the
// church's description and contacts), the one kept when its page was opened, else fetched; offline,
// a card never opened is saved as its card and completed once online. The live list the screens
// read follows saves, unsaves and positions leaving the board.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api-routes';
import { isWholePosition } from '../../shared/position-card';
import type { PositionCard, PositionDetail } from '../../shared/types';
import { adminClient, churchWithProfile, postedPosition } from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { seedChurch, seedPosition } from '../../server/testing/store-fixtures';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { syncPublicList } from '../../web/offline/list-sync';
import { cacheDb } from '../../web/offline/public-cache';
import type { SavedPositionView } from '../../web/offline/saved-positions';
import {
  completeSavedCopies,
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

/** The saved copy's church description: only a whole position has one. */
function churchDescription(
  copy: PositionDetail | PositionCard | undefined,
): string | null | undefined {
  return copy && isWholePosition(copy) ? copy.church?.description : undefined;
}

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
    const copy = saved?.snapshot;
    if (!copy || !isWholePosition(copy)) throw new Error('the whole position should be saved');
    expect(copy.church?.description).toBe('A welcoming church.');
    expect(copy.church?.website).toBe('https://grace.example');
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

  it('saves offline from the copy kept when its page was opened, and a card never opened as its card until online', async () => {
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
    expect(churchDescription(saved?.snapshot)).toBe('A welcoming church.');
    expect(saved?.open).toBe(true);

    await savePositionCopy(neverCard);
    const offline = await nextSaved((list) => list.length === 2);
    const savedCard = offline.find((entry) => entry.positionId === neverOpened.id);
    expect(savedCard?.snapshot).toEqual(neverCard);
    expect(savedCard?.open).toBe(true);
    // Still offline: the card stays as it is.
    await completeSavedCopies();
    expect((await cacheDb.saved.get(neverOpened.id))?.snapshot).toEqual(neverCard);

    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => net.send(url, init));
    await completeSavedCopies();
    const online = await nextSaved((list) =>
      list.every((entry) => isWholePosition(entry.snapshot)),
    );
    const completed = online.find((entry) => entry.positionId === neverOpened.id);
    expect(churchDescription(completed?.snapshot)).toBe('A welcoming church.');
    expect(completed?.savedAt).toBe(savedCard?.savedAt);
    // Its page now opens offline from the kept full position too.
    expect((await cacheDb.details.get(neverOpened.id))?.title).toBe('Worship Leader');
  });
});
