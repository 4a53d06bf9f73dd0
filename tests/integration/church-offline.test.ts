// The church's offline layer against the real server (in-process, no port), IndexedDB in
// fake-indexeddb: its data kept per account for reading offline, and its writes through the
// outbox: delivered at once online, kept while offline, held for sign-in after a 401, refused
// with the server's message after a 4xx, and a refused entry corrected and sent again.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { ChurchProfile, ChurchStats, ChurchPosition } from '../../shared/types';
import { churchWithProfile, LONG_DESCRIPTION, postedPosition } from '../../server/testing/fixtures';
import type { TestApp } from '../../server/testing/test-app';
import { CacheDb } from '../../web/offline/cache-db';
import {
  cachedChurchData,
  forgetChurchData,
  forgetSignedInChurch,
  lastSignedInChurch,
  rememberChurchData,
  rememberSignedInChurch,
} from '../../web/offline/church-cache';
import { pendingPositionCard } from '../../web/offline/church-position-writes';
import {
  churchEntries,
  pendingChurchEdits,
  profileWithPending,
} from '../../web/offline/church-queue';
import { submitWrite } from '../../web/offline/outbox-submit';
import { openChurchDevice, type ChurchDevice } from './support/church-device';
import { connection } from './support/in-process-send';

let device: ChurchDevice;
let app: TestApp;
let cache: CacheDb;
let outboxFor: ChurchDevice['outboxFor'];

const newPosition = (title: string) => ({
  kind: 'position-create' as const,
  input: { title, description: LONG_DESCRIPTION, positionType: 'full-time' as const },
});

const deletePosition = (position: { id: string; title: string }) => ({
  kind: 'position-delete' as const,
  positionId: position.id,
  title: position.title,
});

const profileUpdate = (churchName: string, location: string) => ({
  kind: 'church-profile' as const,
  mode: 'update' as const,
  input: { churchName, location },
});

beforeEach(async () => {
  device = await openChurchDevice('church-offline');
  ({ app, cache, outboxFor } = device);
});

afterEach(() => device.close());

describe("the church's data offline", () => {
  it('keeps what the server answered, for that church only', async () => {
    const grace = await churchWithProfile(app, 'grace@church.test');
    await postedPosition(grace.client, { title: 'Youth Pastor' });
    const profile = await grace.client.get<ChurchProfile>(api.churchProfile);
    const positions = await grace.client.get<ChurchPosition[]>(api.churchPositions);
    const stats = await grace.client.get<ChurchStats>(api.churchStats);

    await rememberSignedInChurch(cache, grace.user, 1000);
    await rememberChurchData(cache, grace.user.id, 'profile', profile.body, 1000);
    await rememberChurchData(cache, grace.user.id, 'positions', positions.body, 1000);
    await rememberChurchData(cache, grace.user.id, 'stats', stats.body, 1000);

    expect(await lastSignedInChurch(cache)).toMatchObject({ id: grace.user.id, role: 'church' });
    expect((await cachedChurchData(cache, grace.user.id, 'profile'))?.value).toMatchObject({
      churchName: 'Grace Community Church',
    });
    const cachedPositions = await cachedChurchData(cache, grace.user.id, 'positions');
    expect(cachedPositions?.value.map((p) => [p.title, p.applicationCount])).toEqual([
      ['Youth Pastor', 0],
    ]);
    expect((await cachedChurchData(cache, grace.user.id, 'stats'))?.value).toEqual(stats.body);
    expect(stats.body.totalPositions).toBe(1);

    // Another church signs in on the same device: the first one's data is gone, not just hidden.
    const hope = await churchWithProfile(app, 'hope@church.test', { churchName: 'Hope Chapel' });
    expect(await cachedChurchData(cache, hope.user.id, 'positions')).toBeUndefined();
    expect(await cachedChurchData(cache, 'someone-else', 'profile')).toBeUndefined();
    await rememberSignedInChurch(cache, hope.user, 2000);
    expect(await cache.church.toArray()).toEqual([
      expect.objectContaining({ key: 'user', userId: hope.user.id }),
    ]);
    expect(await cachedChurchData(cache, grace.user.id, 'profile')).toBeUndefined();

    // The server said 401: the pages no longer open offline as this church.
    await forgetSignedInChurch(cache);
    expect(await lastSignedInChurch(cache)).toBeNull();
  });
});

describe('logging out', () => {
  it("removes the church's data at once and keeps its queued edits, held for it", async () => {
    const grace = await churchWithProfile(app, 'grace@church.test');
    const positions = await grace.client.get<ChurchPosition[]>(api.churchPositions);
    const stats = await grace.client.get<ChurchStats>(api.churchStats);
    await rememberSignedInChurch(cache, grace.user, 1000);
    await rememberChurchData(cache, grace.user.id, 'profile', grace.profile, 1000);
    await rememberChurchData(cache, grace.user.id, 'positions', positions.body, 1000);
    await rememberChurchData(cache, grace.user.id, 'stats', stats.body, 1000);
    const net = connection(grace.client);
    const outbox = outboxFor(net.send);
    net.failNext('POST', api.positions, 'network');
    const queued = await submitWrite(outbox, () => outbox.flush(), {
      operation: newPosition('Worship Leader'),
      ownerId: grace.user.id,
    });
    expect(queued.type).toBe('queued');

    await forgetChurchData(cache);
    await grace.client.get(api.logout);

    expect(await cache.church.count()).toBe(0);
    expect(await lastSignedInChurch(cache)).toBeNull();
    expect(await churchEntries(outbox)).toEqual([
      expect.objectContaining({ id: queued.entry.id, ownerId: grace.user.id, state: 'queued' }),
    ]);
  });
});

describe("the church's writes through the outbox", () => {
  it('are applied at once when the server answers', async () => {
    const grace = await churchWithProfile(app, 'grace@church.test');
    const old = await postedPosition(grace.client, { title: 'Old Post' });
    const outbox = outboxFor(connection(grace.client).send);
    const flush = () => outbox.flush();

    const posted = await submitWrite(outbox, flush, {
      operation: {
        ...newPosition('Worship Leader'),
        input: { ...newPosition('Worship Leader').input, churchProfileId: grace.profile.id },
      },
    });
    expect(posted).toMatchObject({ type: 'delivered', body: { title: 'Worship Leader' } });
    const deleted = await submitWrite(outbox, flush, { operation: deletePosition(old) });
    expect(deleted.type).toBe('delivered');
    const saved = await submitWrite(outbox, flush, {
      operation: profileUpdate('Grace Chapel', 'Shelbyville'),
    });
    expect(saved).toMatchObject({ type: 'delivered', body: { churchName: 'Grace Chapel' } });

    expect(await churchEntries(outbox)).toEqual([]);
    const mine = await grace.client.get<ChurchPosition[]>(api.churchPositions);
    expect(mine.body.map((p) => p.title)).toEqual(['Worship Leader']);
    const profile = await grace.client.get<ChurchProfile>(api.churchProfile);
    expect(profile.body).toMatchObject({ churchName: 'Grace Chapel', location: 'Shelbyville' });
  });

  it('are kept while offline, shown as pending, and sent once when the connection returns', async () => {
    const grace = await churchWithProfile(app, 'grace@church.test');
    const old = await postedPosition(grace.client, { title: 'Old Post' });
    const net = connection(grace.client);
    const outbox = outboxFor(net.send);
    const flush = () => outbox.flush();

    net.failNext('POST', api.positions, 'network');
    const posted = await submitWrite(outbox, flush, { operation: newPosition('Worship Leader') });
    expect(posted.type).toBe('queued');
    // The flush stopped at the first entry: the ones behind it wait (with the backoff cleared
    // below, as 'Retry now' does).
    const deleted = await submitWrite(outbox, flush, { operation: deletePosition(old) });
    expect(deleted.type).toBe('queued');
    const saved = await submitWrite(outbox, flush, {
      operation: profileUpdate('Grace Chapel', 'Shelbyville'),
    });
    expect(saved.type).toBe('queued');

    const pending = pendingChurchEdits(await outbox.store.all());
    expect(pending.creates.map((e) => e.operation.input.title)).toEqual(['Worship Leader']);
    expect([...pending.deletes.keys()]).toEqual([old.id]);
    expect(pending.profile?.operation.input.churchName).toBe('Grace Chapel');
    const [create] = pending.creates;
    if (!create) throw new Error('the queued position should be listed');
    expect(pendingPositionCard(create, grace.profile)).toMatchObject({
      id: create.id,
      title: 'Worship Leader',
      approved: false,
      applicationCount: 0,
      church: { churchName: 'Grace Community Church' },
    });
    expect(
      profileWithPending(grace.profile, pending.profile?.operation.input ?? {}, 5000),
    ).toMatchObject({ id: grace.profile.id, churchName: 'Grace Chapel', location: 'Shelbyville' });

    await outbox.store.clearBackoff();
    const report = await outbox.flush();
    expect(report.delivered.map((d) => d.entry.operation.kind)).toEqual([
      'position-create',
      'position-delete',
      'church-profile',
    ]);
    const mine = await grace.client.get<ChurchPosition[]>(api.churchPositions);
    expect(mine.body.map((p) => p.title)).toEqual(['Worship Leader']);
    // Delivered once, though the first attempt was tried twice.
    const posts = net.requests.filter((r) => r.method === 'POST' && r.path === api.positions);
    expect(posts).toHaveLength(2);
    expect(new Set(posts.map((p) => p.key)).size).toBe(1);
  });

  it('are held after a 401 and go out once the church signed in again', async () => {
    const grace = await churchWithProfile(app, 'grace@church.test');
    const outbox = outboxFor(connection(grace.client).send);
    const flush = () => outbox.flush();
    await grace.client.get(api.logout);

    const outcome = await submitWrite(outbox, flush, { operation: newPosition('Worship Leader') });
    expect(outcome).toMatchObject({ type: 'needs-sign-in', entry: { state: 'needs-sign-in' } });

    const login = await grace.client.post(api.localLogin, {
      email: 'grace@church.test',
      password: 'correct horse battery staple',
    });
    expect(login.status).toBe(200);
    await outbox.store.releaseSignInHolds();
    expect((await outbox.flush()).delivered).toHaveLength(1);
    const mine = await grace.client.get<ChurchPosition[]>(api.churchPositions);
    expect(mine.body.map((p) => p.title)).toEqual(['Worship Leader']);
  });

  it('refused by the server are kept with its message, can be corrected or discarded', async () => {
    const grace = await churchWithProfile(app, 'grace@church.test');
    const gone = await postedPosition(grace.client, { title: 'Gone Post' });
    const net = connection(grace.client);
    const outbox = outboxFor(net.send);
    const flush = () => outbox.flush();

    // Deleted elsewhere (another device) before the queued deletion arrives: 404.
    net.failNext('DELETE', api.position(gone.id), 'network');
    const queued = await submitWrite(outbox, flush, { operation: deletePosition(gone) });
    expect(queued.type).toBe('queued');
    await grace.client.delete(api.position(gone.id));
    await outbox.store.clearBackoff();
    await outbox.flush();
    const [refusedDelete] = (await churchEntries(outbox)).filter((e) => e.state === 'rejected');
    expect(refusedDelete).toMatchObject({
      state: 'rejected',
      lastProblem: { status: 404, message: 'Position not found' },
    });
    expect(pendingChurchEdits(await outbox.store.all()).deletes.size).toBe(0);
    await outbox.store.remove(refusedDelete?.id ?? '');

    // A profile the server refuses (a name only spaces: valid length in a form that does not trim).
    const refused = await submitWrite(outbox, flush, {
      operation: profileUpdate('   ', 'Springfield'),
    });
    expect(refused).toMatchObject({
      type: 'rejected',
      problem: {
        status: 400,
        fieldErrors: { churchName: ['Church name must be at least 2 characters'] },
      },
    });
    const pending = pendingChurchEdits(await outbox.store.all());
    expect(pending.rejected.map((e) => e.id)).toEqual([refused.entry.id]);
    expect(pending.profile).toBeUndefined();

    const corrected = await submitWrite(
      outbox,
      flush,
      { operation: profileUpdate('Grace Chapel', 'Springfield') },
      refused.entry.id,
    );
    expect(corrected.type).toBe('delivered');
    // A new key: the old one holds the server's refusal.
    const keys = net.requests
      .filter((r) => r.method === 'PUT' && r.path === api.churchProfile)
      .map((r) => r.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(await churchEntries(outbox)).toEqual([]);
    const profile = await grace.client.get<ChurchProfile>(api.churchProfile);
    expect(profile.body.churchName).toBe('Grace Chapel');
  });
});
