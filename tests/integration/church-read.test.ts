// @vitest-environment happy-dom
// The church screens' one read path against the real server (in-process): the server is asked with
// the kept copy's ETag (200 with a new copy, 304 keeps it), the answer goes into IndexedDB
// (fake-indexeddb), and useChurchRead shows that copy: the server's answer online, the kept copy
// with its date when the server cannot be reached.
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChurchStats, CurrentUser } from '../../shared/types';
import { churchWithProfile, postedPosition, signedInUser } from '../../server/testing/fixtures';
import type { TestClient } from '../../server/testing/http-client';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import {
  churchReads,
  fetchChurchRead,
  useChurchRead,
  type ChurchRead,
} from '../../web/features/church/offline/use-church-data';
import { clearQueryCache } from '../../web/lib/query-cache';
import { cachedChurchData, churchCacheDb, forgetChurchData } from '../../web/offline/church-cache';
import { connection } from './support/in-process-send';

let app: TestApp;
/** The status of each answer the browser received. */
let statuses: number[];
let link: ReturnType<typeof connection>;

/** The browser's fetch, into the real server as `client`. */
function browseAs(client: TestClient): void {
  link = connection(client);
  statuses = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const response = await link.send(url, init);
    statuses.push(response.status);
    return response;
  });
}

beforeEach(async () => {
  app = await createTestApp();
  clearQueryCache();
  await forgetChurchData(churchCacheDb());
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await app.close();
});

describe("a church read's fetch", () => {
  it('keeps the answer with its ETag, keeps the copy on a 304, and takes a changed answer', async () => {
    const grace = await churchWithProfile(app, 'grace@church.test');
    browseAs(grace.client);
    const db = churchCacheDb();

    await fetchChurchRead(db, grace.user.id, churchReads.stats, undefined, 1000);
    const first = await cachedChurchData(db, grace.user.id, 'stats');
    expect(first).toMatchObject({ value: { totalPositions: 0 }, refreshedAt: 1000 });
    expect(first?.etag).toMatch(/^W\/"/);

    // Nothing changed: the server says so without the data, and the copy is current as of now.
    await fetchChurchRead(db, grace.user.id, churchReads.stats, undefined, 2000);
    expect(statuses).toEqual([200, 304]);
    expect(await cachedChurchData(db, grace.user.id, 'stats')).toEqual({
      ...first,
      refreshedAt: 2000,
    });

    await postedPosition(grace.client, { title: 'Youth Pastor' });
    await fetchChurchRead(db, grace.user.id, churchReads.stats, undefined, 3000);
    expect(statuses).toEqual([200, 304, 200]);
    const changed = await cachedChurchData(db, grace.user.id, 'stats');
    expect(changed).toMatchObject({ value: { totalPositions: 1 }, refreshedAt: 3000 });
    expect(changed?.etag).not.toBe(first?.etag);
  });

  it("keeps a church's missing profile (404) as none yet", async () => {
    const { client, user } = await signedInUser(app, 'new@church.test', 'church');
    browseAs(client);
    await fetchChurchRead(churchCacheDb(), user.id, churchReads.profile);
    expect(await cachedChurchData(churchCacheDb(), user.id, 'profile')).toMatchObject({
      value: null,
    });
  });
});

describe('useChurchRead', () => {
  let root: Root;
  let shown: ChurchRead<ChurchStats> | undefined;

  function Stats({ user }: { user: CurrentUser }) {
    shown = useChurchRead(user.id, churchReads.stats);
    return null;
  }

  async function open(user: CurrentUser): Promise<void> {
    clearQueryCache();
    shown = undefined;
    const container = document.createElement('div');
    root = createRoot(container);
    // Rendered as in a browser: the read settles by itself (IndexedDB, the server), not in act().
    root.render(createElement(Stats, { user }));
    await Promise.resolve();
  }

  /** The browser says it is offline: a read that failed is not made again at once. */
  function goOffline(): void {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  }

  afterEach(() => {
    root.unmount();
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it("shows the server's answer online, and offline the kept copy with when it was read", async () => {
    const grace = await churchWithProfile(app, 'grace@church.test');
    await postedPosition(grace.client, { title: 'Youth Pastor' });
    browseAs(grace.client);

    await open(grace.user);
    await vi.waitFor(() =>
      expect(shown).toMatchObject({
        status: 'ready',
        data: { totalPositions: 1 },
        savedAt: undefined,
        unreachable: false,
        settled: true,
      }),
    );
    const kept = await cachedChurchData(churchCacheDb(), grace.user.id, 'stats');
    root.unmount();

    goOffline();
    link.failNext('GET', '/api/church/stats', 'network');
    await open(grace.user);
    await vi.waitFor(() =>
      expect(shown).toMatchObject({
        status: 'ready',
        data: { totalPositions: 1 },
        savedAt: kept?.refreshedAt,
        unreachable: true,
        settled: true,
      }),
    );
  });

  it('says the server cannot be reached when nothing was kept', async () => {
    const grace = await churchWithProfile(app, 'grace@church.test');
    browseAs(grace.client);
    goOffline();
    link.failNext('GET', '/api/church/stats', 'network');
    await open(grace.user);
    await vi.waitFor(() => expect(shown?.status).toBe('error'));
  });
});
