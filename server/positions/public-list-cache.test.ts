import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PositionWithChurch } from '../../shared/types';
import type { Store } from '../store/port';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import { createPublicListCache, VERSION_CHECK_INTERVAL_MS } from './public-list-cache';

let store: Store;
let clock = 0;

/** Writes an approved position straight into the store, as another instance would. */
async function approvedPosition(title: string): Promise<void> {
  const user = await store.users.create({
    email: `${title.replaceAll(' ', '')}@church.test`,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    passwordHash: null,
    oidcSubject: null,
    emailVerified: true,
  });
  const { profile } = await store.churches.upsertForUser(user.id, {
    churchName: 'Grace',
    denomination: null,
    location: 'Springfield',
    website: null,
    description: null,
    contactPhone: null,
    logoUrl: null,
  });
  const position = await store.positions.create(profile.id, {
    title,
    description: 'A position description that is long enough for the fifty characters.',
    positionType: 'part-time',
    employmentType: 'permanent',
    jobDescriptionUrl: null,
    contactPerson: null,
    contactEmail: null,
    contactPhone: null,
    anticipatedStartDate: null,
    qualifications: null,
    responsibilities: null,
    compensation: null,
    additionalInfo: null,
  });
  await store.positions.approve(position.id);
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

describe('public list cache', () => {
  it("shows another instance's write within the check interval, and a local write at once", async () => {
    const cache = createPublicListCache(store, () => clock);
    await approvedPosition('First');
    const first = await cache.current();
    expect(titles(first.identity)).toEqual(['First']);

    await approvedPosition('Second');
    // Within the interval the snapshot is served without asking the store.
    clock += VERSION_CHECK_INTERVAL_MS - 1;
    expect(cache.peek()).toBe(first);
    clock += 1;
    expect(cache.peek()).toBeUndefined();
    const second = await cache.current();
    expect(titles(second.identity)).toEqual(['Second', 'First']);
    expect(second.etag).not.toBe(first.etag);

    await approvedPosition('Third');
    cache.markChanged();
    expect(cache.peek()).toBeUndefined();
    expect(titles((await cache.current()).identity)).toEqual(['Third', 'Second', 'First']);
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
