// The list sync against the real server (the app's request handler, no port): a first sync keeps the
// snapshot's cards with the cursor in the last piece, later ones ask for the changes since it,
// a cursor the server refuses (410) starts again, and a sync cut short is never taken for whole.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { positionCard } from '../../shared/position-card';
import type { PositionDetail } from '../../shared/types';
import { TestClient } from '../../server/testing/http-client';
import { appPerTest } from '../../server/testing/per-test';
import { churchData, seedChurch, seedPosition } from '../../server/testing/store-fixtures';
import type { Send } from '../../web/lib/api-client';
import { CacheDb } from '../../web/offline/cache-db';
import {
  LIST_CURSOR,
  PUBLIC_LIST_REFRESHED_AT,
  SYNC_PIECE_ROWS,
  syncPublicList,
} from '../../web/offline/list-sync';
import { dbPerTest } from './support/db-per-test';
import { connection } from './support/in-process-send';

const app = appPerTest();
const db = dbPerTest('list-sync-test', (name) => new CacheDb(name));
/** Every URL the device asked, in order, with its query. */
let asked: string[];
let send: Send;
const offline: Send = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  asked = [];
  const net = connection(new TestClient(app.callback));
  send = (url, init) => {
    asked.push(url);
    return net.send(url, init);
  };
});

const cursorNow = async () => (await db().meta.get(LIST_CURSOR))?.value;
const idsNow = async () => (await db().positions.toCollection().primaryKeys()).sort();

/** A church with `count` approved positions; returns their ids. */
async function board(count: number): Promise<{ churchUserId: string; ids: string[] }> {
  const { user, profile } = await seedChurch(app.store, { churchName: 'Grace Chapel' });
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push(
      (await seedPosition(app.store, profile.id, { approved: true, title: `P${index}` })).id,
    );
  }
  return { churchUserId: user.id, ids };
}

describe('syncPublicList', () => {
  it('keeps the snapshot as cards on a first sync, then asks only for what changed since', async () => {
    const { ids } = await board(3);

    expect(await syncPublicList(db(), send, () => 1000)).toEqual({
      status: 'updated',
      upserts: 3,
      removed: 0,
    });
    expect(asked).toEqual([api.positionsSync]);
    expect(await idsNow()).toEqual([...ids].sort());
    const kept = await db().positions.get(ids[0] ?? '');
    const detail = await app.store.positions.findDetail(ids[0] ?? '');
    expect(detail).toBeDefined();
    const { church, ...position } = detail as PositionDetail;
    expect(kept).toEqual(
      positionCard({
        ...position,
        church: church && {
          churchName: church.churchName,
          location: church.location,
          logoUrl: church.logoUrl,
        },
      }),
    );
    expect(typeof (await cursorNow())).toBe('string');
    expect((await db().meta.get(PUBLIC_LIST_REFRESHED_AT))?.value).toBe(1000);

    // One approved, one closed: the next sync brings both changes.
    const churchProfileId = kept?.churchProfileId ?? '';
    const added = await seedPosition(app.store, churchProfileId, {
      approved: true,
      title: 'Newly approved',
    });
    await app.store.positions.close(ids[1] ?? '', 'filled');
    asked = [];

    const outcome = await syncPublicList(db(), send, () => 2000);

    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(new RegExp(`^${api.positionsSync}\\?since=\\d+$`));
    expect(outcome).toMatchObject({ status: 'updated', removed: 1 });
    expect(await idsNow()).toEqual([ids[0], ids[2], added.id].sort());
    expect((await db().positions.get(added.id))?.title).toBe('Newly approved');
    expect((await db().meta.get(PUBLIC_LIST_REFRESHED_AT))?.value).toBe(2000);

    // Asked again at once: the server re-sends the last minute's changes, which are kept already.
    expect(await syncPublicList(db(), send, () => 3000)).toEqual({ status: 'unchanged' });
    expect(await idsNow()).toEqual([ids[0], ids[2], added.id].sort());
    expect((await db().meta.get(PUBLIC_LIST_REFRESHED_AT))?.value).toBe(3000);
  });

  it('writes a long snapshot in pieces, the cursor with the last, so a cut-short sync starts again', async () => {
    const { ids } = await board(SYNC_PIECE_ROWS + 20);
    let written = 0;
    // IndexedDB refusing the second piece (a tab closed, a full device): that piece's transaction
    // is undone, the first piece stays.
    const refuse = function (this: unknown) {
      if (++written > SYNC_PIECE_ROWS) throw new Error('tab closed');
    };
    db().positions.hook('creating', refuse);

    await expect(syncPublicList(db(), send)).rejects.toThrow();

    expect(await db().positions.count()).toBe(SYNC_PIECE_ROWS);
    expect(await cursorNow()).toBeUndefined();

    db().positions.hook('creating').unsubscribe(refuse);
    asked = [];
    expect(await syncPublicList(db(), send)).toMatchObject({ status: 'updated' });
    // No cursor was kept: the whole list again, not the changes.
    expect(asked).toEqual([api.positionsSync]);
    expect(await idsNow()).toEqual([...ids].sort());
    expect(typeof (await cursorNow())).toBe('string');
  });

  it('drops the cursor and the rows on a 410 and takes the snapshot again', async () => {
    const { ids } = await board(2);
    await syncPublicList(db(), send);
    // A cursor from a clock an hour ahead: the server can no longer answer it.
    const ahead = String(Date.now() + 60 * 60 * 1000);
    await db().meta.put({ key: LIST_CURSOR, value: ahead });
    const [card] = await db().positions.toArray();
    if (!card) throw new Error('the first sync should have kept the cards');
    await db().positions.put({ ...card, id: 'ghost' });
    asked = [];

    expect(await syncPublicList(db(), send)).toMatchObject({ status: 'updated', upserts: 2 });

    expect(asked).toEqual([`${api.positionsSync}?since=${ahead}`, api.positionsSync]);
    expect(await idsNow()).toEqual([...ids].sort());
    expect(await cursorNow()).not.toBe(ahead);
  });

  it('says offline and changes nothing when the server cannot be reached', async () => {
    await board(2);
    await syncPublicList(db(), send);
    const before = { ids: await idsNow(), cursor: await cursorNow() };

    expect(await syncPublicList(db(), offline)).toEqual({ status: 'offline' });

    expect({ ids: await idsNow(), cursor: await cursorNow() }).toEqual(before);
  });

  it('fetches a saved position again when its card changed, and drops a kept detail that no longer matches', async () => {
    const { churchUserId, ids } = await board(2);
    await syncPublicList(db(), send);
    const [savedId, openedId] = ids as [string, string];
    const savedDetail = (await app.store.positions.findDetail(savedId)) as PositionDetail;
    const openedDetail = (await app.store.positions.findDetail(openedId)) as PositionDetail;
    await db().saved.put({ positionId: savedId, savedAt: 1, snapshot: savedDetail });
    await db().details.bulkPut([savedDetail, openedDetail]);

    // The church's new name changes every card of the church.
    await app.store.churches.upsertForUser(
      churchUserId,
      churchData({ churchName: 'Grace Church' }),
    );
    await syncPublicList(db(), send);

    expect((await db().saved.get(savedId))?.snapshot.church?.churchName).toBe('Grace Church');
    expect((await db().details.get(savedId))?.church?.churchName).toBe('Grace Church');
    expect(await db().details.get(openedId)).toBeUndefined();
    expect((await db().positions.get(openedId))?.church?.churchName).toBe('Grace Church');
  });
});
