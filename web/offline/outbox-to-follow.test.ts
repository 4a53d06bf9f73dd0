// @vitest-environment happy-dom
// When the screens follow the outbox: at once when a write is announced, once the page is
// quiet where the outbox was there at start, and not on a first visit that writes nothing. The
// databases are listed at start (storage-snapshot.ts), so each test loads the modules afresh over
// a fresh fake-indexeddb.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  Dexie.dependencies.indexedDB = indexedDB;
  vi.resetModules();
});

/** The module under test and what it waits on, loaded after the databases are in place. */
async function load() {
  const { outboxToFollow } = await import('./outbox-to-follow');
  const { pageQuiet } = await import('../lib/after-first-paint');
  const { databasesAtStart } = await import('../lib/storage-snapshot');
  const { announceWrite } = await import('./outbox-events');
  return { outboxToFollow, pageQuiet, databasesAtStart, announceWrite };
}

/** Whether `promise` has settled once everything it waits on (a quiet page, the list) is done. */
async function settledAfter(promise: Promise<void>, done: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await done;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('outboxToFollow', () => {
  it('waits on a first visit, and follows once a write is announced', async () => {
    const { outboxToFollow, pageQuiet, databasesAtStart, announceWrite } = await load();
    const following = outboxToFollow();
    expect(await settledAfter(following, Promise.all([pageQuiet(), databasesAtStart]))).toBe(false);
    announceWrite();
    await following;
  });

  it('follows once the page is quiet where the outbox was there at start', async () => {
    const { OutboxDb } = await import('./outbox-db');
    const outbox = new OutboxDb();
    await outbox.entries.count();
    outbox.close();
    const { outboxToFollow, pageQuiet } = await load();
    const following = outboxToFollow();
    expect(await settledAfter(following, pageQuiet())).toBe(true);
  });
});
