import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PositionWithChurch } from '../../shared/types';
import type { Store } from '../store/port';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import { seedChurch, seedPosition } from '../testing/store-fixtures';
import { createPublicListCache, VERSION_CHECK_INTERVAL_MS } from './public-list-cache';

let store: Store;
let clock = 0;

/** Writes an approved position straight into the store, as another instance would. */
async function approvedPosition(title: string): Promise<void> {
  const { profile } = await seedChurch(store, { churchName: 'Grace' });
  await seedPosition(store, profile.id, { title, approved: true });
}

const titles = (body: Buffer) =>
  (JSON.parse(body.toString()) as PositionWithChurch[]).map((p) => p.title);

beforeEach(async () => {
  store = await openSqliteStore(':memory:');
  clock = 0;
});
afterEach(async () => {
  await store.close();
});

/** Lets the store's promises and whatever waits on them run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The store, with each version check's answer held until the test lets it go (or makes it
 * fail): the version is read when the check is asked, as a round trip to a database reads it.
 */
function gatedStore() {
  const checks: { release: () => void; fail: () => void }[] = [];
  const gated: Store = {
    ...store,
    positions: {
      ...store.positions,
      publicListVersion: () => {
        const version = store.positions.publicListVersion();
        return new Promise<void>((release, reject) => {
          checks.push({ release, fail: () => reject(new Error('store unavailable')) });
        }).then(() => version);
      },
    },
  };
  return { gated, checks };
}

/** A cache over a gated store, holding the first snapshot (the list with 'First'). */
async function gatedCacheWithFirst() {
  const { gated, checks } = gatedStore();
  const cache = createPublicListCache(gated, () => clock);
  await approvedPosition('First');
  const reading = cache.current();
  await settle();
  checks[0]?.release();
  return { cache, checks, first: await reading };
}

describe('public list cache', () => {
  it("shows another instance's write after the check interval, and a local write at once", async () => {
    const cache = createPublicListCache(store, () => clock);
    await approvedPosition('First');
    const first = await cache.current();
    expect(titles(first.identity)).toEqual(['First']);

    await approvedPosition('Second');
    // Within the interval the snapshot is served without asking the store.
    clock += VERSION_CHECK_INTERVAL_MS - 1;
    expect(await cache.current()).toBe(first);
    await settle();
    expect(await cache.current()).toBe(first);
    // Once it is over, the next reader still gets the snapshot at once and starts a check; the
    // readers after the check get the new list.
    clock += 1;
    expect(await cache.current()).toBe(first);
    await settle();
    const second = await cache.current();
    expect(titles(second.identity)).toEqual(['Second', 'First']);
    expect(second.etag).not.toBe(first.etag);

    await approvedPosition('Third');
    cache.markChanged();
    expect(titles((await cache.current()).identity)).toEqual(['Third', 'Second', 'First']);
  });

  it('never makes a reader wait on the background check, and runs one at a time', async () => {
    const { cache, checks, first } = await gatedCacheWithFirst();

    clock += VERSION_CHECK_INTERVAL_MS;
    await approvedPosition('Second');
    for (let i = 0; i < 5; i += 1) expect(await cache.current()).toBe(first);
    expect(checks).toHaveLength(2);
    checks[1]?.release();
    await settle();
    expect(titles((await cache.current()).identity)).toEqual(['Second', 'First']);
  });

  it('does not answer a local write with a check that began before it', async () => {
    const { cache, checks } = await gatedCacheWithFirst();

    clock += VERSION_CHECK_INTERVAL_MS;
    await cache.current(); // starts a background check, held at the store
    await approvedPosition('Second');
    cache.markChanged();
    const afterWrite = cache.current();
    checks[1]?.release(); // the old check ends, with the version from before the write
    await settle();
    checks[2]?.release(); // the check that began after the write
    expect(titles((await afterWrite).identity)).toEqual(['Second', 'First']);
    expect(checks).toHaveLength(3);
  });

  it('keeps serving the snapshot when a background check fails, and checks again later', async () => {
    const { cache, checks, first } = await gatedCacheWithFirst();

    clock += VERSION_CHECK_INTERVAL_MS;
    await approvedPosition('Second');
    expect(await cache.current()).toBe(first);
    checks[1]?.fail();
    await settle();
    // No retry within the interval: a store that is down is not asked at the rate of requests.
    expect(await cache.current()).toBe(first);
    expect(checks).toHaveLength(2);
    clock += VERSION_CHECK_INTERVAL_MS;
    expect(await cache.current()).toBe(first);
    checks[2]?.release();
    await settle();
    expect(titles((await cache.current()).identity)).toEqual(['Second', 'First']);
  });

  it('answers a reader that must wait with the error when the check fails', async () => {
    const { gated, checks } = gatedStore();
    const cache = createPublicListCache(gated, () => clock);
    const reading = cache.current();
    await settle();
    checks[0]?.fail();
    await expect(reading).rejects.toThrow('store unavailable');
  });

  it('keeps one snapshot while nothing changed, with matching compressed forms', async () => {
    const cache = createPublicListCache(store, () => clock);
    await approvedPosition('Only');
    const a = await cache.current();
    clock += 10 * VERSION_CHECK_INTERVAL_MS;
    const b = await cache.current();
    expect(b).toBe(a);
    expect(gunzipSync(a.gzip ?? Buffer.alloc(0))).toEqual(a.identity);
    expect(brotliDecompressSync(a.br ?? Buffer.alloc(0))).toEqual(a.identity);
  });
});
