// The cached list's writes: a first visit's list goes in pieces with its ETag last, so a write cut
// short is never taken for a whole list; a kept list is replaced at once, or not at all.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samplePosition } from '../../shared/testing/sample-position';
import type { PositionWithChurch } from '../../shared/types';
import { CacheDb } from './cache-db';
import {
  PUBLIC_LIST_ETAG,
  PUBLIC_LIST_REFRESHED_AT,
  storePublicList,
  WRITE_PIECE_ROWS,
} from './public-positions-sync';

function positions(count: number, prefix = 'p'): PositionWithChurch[] {
  return Array.from({ length: count }, (_, index) =>
    samplePosition({
      id: `${prefix}${index}`,
      title: `Position ${index}`,
      createdAt: new Date(2026, 0, 1, 0, index).toISOString(),
      updatedAt: new Date(2026, 0, 1, 0, index).toISOString(),
    }),
  );
}

let db: CacheDb;
let dbCount = 0;

beforeEach(() => {
  db = new CacheDb(`store-list-test-${++dbCount}`);
});

afterEach(() => {
  db.close();
});

const etagNow = async () => (await db.meta.get(PUBLIC_LIST_ETAG))?.value;
const idsNow = async () => (await db.positions.toCollection().primaryKeys()).sort();
const idsOf = (list: PositionWithChurch[]) => list.map((p) => p.id).sort();
const noPause = () => Promise.resolve();

describe('storePublicList', () => {
  it('writes a first list in pieces, pausing between them, and its ETag only once all are in', async () => {
    const list = positions(WRITE_PIECE_ROWS * 3 + 7);
    const seenAtPauses: Array<{ rows: number; etag: unknown }> = [];
    const pause = async () => {
      seenAtPauses.push({ rows: await db.positions.count(), etag: await etagNow() });
    };

    expect(await storePublicList(db, list, '"v1"', 1000, pause)).toBe(0);

    expect(seenAtPauses).toEqual(
      [0, 1, 2, 3].map((piece) => ({ rows: piece * WRITE_PIECE_ROWS, etag: undefined })),
    );
    expect(await idsNow()).toEqual(idsOf(list));
    expect(await etagNow()).toBe('"v1"');
    expect((await db.meta.get(PUBLIC_LIST_REFRESHED_AT))?.value).toBe(1000);
  });

  it('leaves no ETag when a first write is cut short, so the list is fetched whole again', async () => {
    let pauses = 0;
    const failingPause = () =>
      ++pauses === 3 ? Promise.reject(new Error('tab closed')) : Promise.resolve();

    await expect(
      storePublicList(db, positions(WRITE_PIECE_ROWS * 4), '"v1"', 1000, failingPause),
    ).rejects.toThrow('tab closed');

    expect(await db.positions.count()).toBe(WRITE_PIECE_ROWS * 2);
    expect(await etagNow()).toBeUndefined();
  });

  it('replaces a kept list at once with a refresh, dropping positions that left it', async () => {
    const first = positions(120);
    await storePublicList(db, first, '"v1"', 1000, noPause);
    const refreshed = [...positions(60), ...positions(10, 'new')];
    let pauses = 0;

    const removed = await storePublicList(db, refreshed, '"v2"', 2000, () => {
      pauses++;
      return Promise.resolve();
    });

    expect(removed).toBe(60);
    expect(pauses).toBe(0);
    expect(await idsNow()).toEqual(idsOf(refreshed));
    expect(await etagNow()).toBe('"v2"');
    expect((await db.meta.get(PUBLIC_LIST_REFRESHED_AT))?.value).toBe(2000);
  });

  it('keeps the previous list whole when a refresh fails to write', async () => {
    const first = positions(80);
    await storePublicList(db, first, '"v1"', 1000, noPause);
    // A row without its key: IndexedDB refuses it, midway through the new list.
    const broken = [
      ...positions(40, 'new'),
      { ...positions(1)[0], id: undefined },
      ...positions(5),
    ];

    await expect(
      storePublicList(db, broken as PositionWithChurch[], '"v2"', 2000),
    ).rejects.toThrow();

    expect(await idsNow()).toEqual(idsOf(first));
    expect(await etagNow()).toBe('"v1"');
  });
});
