// @vitest-environment happy-dom
// A write reaches the screens that show public positions: publicPositionsChanged
// syncs the list this browser keeps (which /jobs renders) and has an open position page ask
// for its position again, against the real server. (This DOM has no Worker: the list sync runs in
// the page, as list-sync-client.ts does wherever no worker can run.) Nothing is asked when nothing is kept, an answer
// that predates the write is not the last word, and offline the kept copy stays without a fuss.
import 'fake-indexeddb/auto';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api-routes';
import {
  adminApproves,
  adminClient,
  churchWithProfile,
  postedPosition,
} from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { appPerTest } from '../../server/testing/per-test';
import type { Send } from '../../web/offline/outbox-delivery';
import type { PositionDetail } from '../../shared/types';
import type { PositionDetailState } from '../../web/offline/use-position-detail';
import { connection } from './support/in-process-send';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Lists = typeof import('../../web/offline/use-public-positions');
type Cache = typeof import('../../web/offline/public-cache');
type SyncClient = typeof import('../../web/offline/list-sync-client');

const app = appPerTest();
let net: ReturnType<typeof connection>;
/** What the page's fetch does; a test may put something in front of the connection. */
let send: Send;
// Fresh modules per test: the list's state lives in its module, as it does in a page.
let lists: Lists;
let cache: Cache;
let syncClient: SyncClient;

beforeEach(async () => {
  net = connection(new TestClient(app.callback));
  send = net.send;
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => send(url, init));
  localStorage.clear();
  vi.resetModules();
  lists = await import('../../web/offline/use-public-positions');
  cache = await import('../../web/offline/public-cache');
  syncClient = await import('../../web/offline/list-sync-client');
  await Promise.all(cache.cacheDb.tables.map((table) => table.clear()));
});

afterEach(() => {
  vi.unstubAllGlobals();
  cache.cacheDb.close();
});

async function board() {
  const admin = await adminClient(app);
  const grace = await churchWithProfile(app, 'grace@church.test', { churchName: 'Grace Chapel' });
  const youth = await postedPosition(grace.client, { title: 'Youth Pastor' }, admin);
  const pending = await postedPosition(grace.client, { title: 'Worship Leader' });
  return { admin, grace, youth, pending };
}

const listRequests = () => net.requests.filter((r) => r.path === api.positionsSync).length;
const keptTitles = async () =>
  (await cache.cacheDb.positions.toArray()).map((position) => position.title).sort();

describe('publicPositionsChanged', () => {
  it('asks nothing when this browser keeps no list and shows none', async () => {
    await board();
    await lists.publicPositionsChanged();
    expect(listRequests()).toBe(0);
  });

  it('brings an approval and a deletion into the kept list', async () => {
    const { admin, grace, youth, pending } = await board();
    await syncClient.syncInWorker();
    expect(await keptTitles()).toEqual(['Youth Pastor']);

    await adminApproves(admin, pending);
    await lists.publicPositionsChanged();
    expect(await keptTitles()).toEqual(['Worship Leader', 'Youth Pastor']);

    await grace.client.delete(api.position(youth.id));
    await lists.publicPositionsChanged();
    expect(await keptTitles()).toEqual(['Worship Leader']);
  });

  it('asks again when the answer on its way predates the write', async () => {
    const { admin, pending } = await board();
    await syncClient.syncInWorker();
    // The next list answer is held back until the write has been made.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    send = async (url, init) => {
      const response = await net.send(url, init);
      if (!held && url.startsWith(api.positionsSync)) {
        held = true;
        await released;
      }
      return response;
    };
    const first = lists.publicPositionsChanged();
    await vi.waitFor(() => expect(held).toBe(true));
    await adminApproves(admin, pending);
    const second = lists.publicPositionsChanged();
    release();
    await Promise.all([first, second]);
    expect(await keptTitles()).toEqual(['Worship Leader', 'Youth Pastor']);
  });

  it('keeps the kept list when the server cannot be reached, and says nothing', async () => {
    const { admin, pending } = await board();
    await syncClient.syncInWorker();
    await adminApproves(admin, pending);
    net.failNext('GET', api.positionsSync, 'network');
    await lists.publicPositionsChanged();
    expect(await keptTitles()).toEqual(['Youth Pastor']);
  });
});

describe("an open position's page", () => {
  let root: Root;
  let container: HTMLElement;
  let seen: PositionDetailState[];

  async function open(id: string) {
    const { usePositionDetail } = await import('../../web/offline/use-position-detail');
    function Probe() {
      seen.push(usePositionDetail(id));
      return null;
    }
    seen = [];
    container = document.createElement('div');
    root = createRoot(container);
    await act(async () => {
      root.render(createElement(Probe));
      await Promise.resolve();
    });
  }

  afterEach(() => {
    act(() => root.unmount());
  });

  const latest = () => seen.at(-1);

  it('shows a renamed church, then learns the position was deleted, without a pending moment', async () => {
    const { grace, youth } = await board();
    await syncClient.syncInWorker();
    await open(youth.id);
    await vi.waitFor(() => expect(latest()?.data?.church?.churchName).toBe('Grace Chapel'));

    await grace.client.put(api.churchProfile, {
      churchName: 'Grace Fellowship',
      location: 'Springfield',
    });
    const before = seen.length;
    await act(() => lists.publicPositionsChanged());
    await vi.waitFor(() => expect(latest()?.data?.church?.churchName).toBe('Grace Fellowship'));
    expect(seen.slice(before).map((state) => state.status)).not.toContain('pending');

    await grace.client.delete(api.position(youth.id));
    await act(() => lists.publicPositionsChanged());
    await vi.waitFor(() => expect(latest()?.status).toBe('error'));
    expect(await cache.cacheDb.positions.get(youth.id)).toBeUndefined();
  });

  it('starts from the position its server-rendered page drew, without asking for it, and keeps it once the page is quiet', async () => {
    const { grace, youth } = await board();
    const drawn = (await grace.client.get<PositionDetail>(api.position(youth.id))).body;
    const { seedPositionDetail } = await import('../../web/offline/use-position-detail');
    seedPositionDetail(drawn);
    await open(youth.id);
    expect(seen[0]).toMatchObject({ status: 'success', data: { title: 'Youth Pastor' } });
    await vi.waitFor(async () => expect(await cache.cachedDetail(youth.id)).toEqual(drawn));
    const detailRequests = () => net.requests.filter((r) => r.path === api.position(youth.id));
    expect(detailRequests()).toHaveLength(0);

    // A write still has the page ask the server.
    await grace.client.put(api.churchProfile, {
      churchName: 'Grace Fellowship',
      location: 'Springfield',
    });
    await act(() => lists.publicPositionsChanged());
    await vi.waitFor(() => expect(latest()?.data?.church?.churchName).toBe('Grace Fellowship'));
    expect(detailRequests()).toHaveLength(1);
  });

  it('keeps what it shows when asking again fails', async () => {
    // The church's own pending position: shown from the server only, never kept in the cache.
    const { grace, pending } = await board();
    const church = connection(grace.client);
    send = church.send;
    await open(pending.id);
    await vi.waitFor(() => expect(latest()?.status).toBe('success'));

    church.failNext('GET', api.position(pending.id), 'network');
    await act(() => lists.publicPositionsChanged());
    await vi.waitFor(() =>
      expect(church.requests.filter((r) => r.path === api.position(pending.id))).toHaveLength(2),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(latest()).toMatchObject({ status: 'success', data: { title: 'Worship Leader' } });
  });
});
