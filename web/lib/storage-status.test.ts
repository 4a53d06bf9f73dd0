// @vitest-environment happy-dom
// The storage status: a full device and data cleared by the browser become a notice; the browser
// is asked for persistent storage and its answer kept. The databases are the offline layer's own,
// in fake-indexeddb.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it, vi, afterEach } from 'vitest';
import { CacheDb } from '../offline/cache-db';
import { OutboxDb } from '../offline/outbox-db';
import {
  checkForClearedData,
  dismissStorageProblem,
  getStorageStatus,
  isQuotaError,
  PERSIST_ANSWER_KEY,
  recordSavedData,
  reportStorageError,
  requestPersistentStorage,
  resetStorageStatusForTests,
  SAVED_DATA_MARKER,
} from './storage-status';

function marker(): unknown {
  return JSON.parse(localStorage.getItem(SAVED_DATA_MARKER) ?? 'null');
}

/** Writes to the databases as the offline layer does, which creates them. */
async function useOfflineLayer(): Promise<void> {
  const cache = new CacheDb();
  await cache.meta.put({ key: 'public-etag', value: 'W/"1"' });
  cache.close();
  const outbox = new OutboxDb();
  await outbox.entries.count();
  outbox.close();
}

beforeEach(() => {
  // A fresh device: no databases, nothing in localStorage, no status. Dexie keeps the factory it
  // found first, so it is given the new one too.
  const factory = new IDBFactory();
  globalThis.indexedDB = factory;
  Dexie.dependencies.indexedDB = factory;
  localStorage.clear();
  resetStorageStatusForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a full device', () => {
  it('recognises the quota error however IndexedDB or Dexie wraps it', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(isQuotaError(quota)).toBe(true);
    // Dexie: a transaction aborted by the quota, and a bulk write with per-item failures.
    expect(
      isQuotaError(Object.assign(new Error('aborted'), { name: 'AbortError', inner: quota })),
    ).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('aborted', quota))).toBe(true);
    expect(isQuotaError(new Dexie.BulkError('bulk', { 3: quota }))).toBe(true);
    expect(isQuotaError(new Error('wrapped', { cause: quota }))).toBe(true);
    expect(isQuotaError(new DOMException('gone', 'NotFoundError'))).toBe(false);
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it('reports a quota error as a full device, and leaves other errors to the caller', () => {
    expect(reportStorageError(new TypeError('Failed to fetch'))).toBe(false);
    expect(getStorageStatus().problem).toBeNull();

    expect(reportStorageError(new DOMException('', 'QuotaExceededError'))).toBe(true);
    expect(getStorageStatus().problem).toBe('full');

    dismissStorageProblem();
    expect(getStorageStatus().problem).toBeNull();
  });
});

describe('data cleared by the browser', () => {
  it('says nothing on a first visit, then remembers the databases the app created', async () => {
    await checkForClearedData();
    expect(getStorageStatus().problem).toBeNull();
    expect(marker()).toEqual([]);

    await useOfflineLayer();
    await recordSavedData();
    expect(marker()).toEqual(['job-board-cache', 'job-board-outbox']);
    // The next start finds them: nothing to say.
    await checkForClearedData();
    expect(getStorageStatus().problem).toBeNull();
  });

  it('says so once when a database the device had is gone', async () => {
    await useOfflineLayer();
    await recordSavedData();

    await Dexie.delete('job-board-cache');
    // A check while the page is open never forgets a database: the next start must see it gone.
    await recordSavedData();
    expect(marker()).toEqual(['job-board-cache', 'job-board-outbox']);

    await checkForClearedData();
    expect(getStorageStatus().problem).toBe('cleared');
    expect(marker()).toEqual(['job-board-outbox']);

    // Told once: the start after that has nothing to say.
    resetStorageStatusForTests();
    await checkForClearedData();
    expect(getStorageStatus().problem).toBeNull();
  });

  it('notices the whole site cleared, outbox included', async () => {
    await useOfflineLayer();
    await recordSavedData();
    globalThis.indexedDB = new IDBFactory();

    await checkForClearedData();
    expect(getStorageStatus().problem).toBe('cleared-outbox');
  });

  it('compares the databases listed at start, before the app re-created any', async () => {
    localStorage.setItem(SAVED_DATA_MARKER, JSON.stringify(['job-board-cache']));
    // A fresh page: the snapshot is taken as the modules load, on a device whose data is gone.
    vi.resetModules();
    const fresh = await import('./storage-status');
    // The offline layer opens its databases again before the (lazily loaded) check runs.
    await useOfflineLayer();
    await fresh.checkForClearedData();
    expect(fresh.getStorageStatus().problem).toBe('cleared');
  });

  it('tells a first-time visitor nothing when a second tab opened while the first made the databases', async () => {
    // The second tab starts: its list of databases is taken as its modules load, before the first
    // tab created any (or while it had made only the first of them).
    vi.resetModules();
    const secondTab = await import('./storage-status');
    // The first tab's offline layer creates the databases and records them (it went to the
    // background as the second tab opened, or its timer fired) before the second tab's check runs.
    await useOfflineLayer();
    await recordSavedData();
    expect(marker()).toEqual(['job-board-cache', 'job-board-outbox']);

    await secondTab.checkForClearedData();
    expect(secondTab.getStorageStatus().problem).toBeNull();
    // What the first tab recorded stays, so a later clearing of it is still noticed.
    expect(marker()).toEqual(['job-board-cache', 'job-board-outbox']);

    // And it is: the next start after the browser cleared the cache says so.
    await Dexie.delete('job-board-cache');
    resetStorageStatusForTests();
    await checkForClearedData();
    expect(getStorageStatus().problem).toBe('cleared');
  });

  it('does nothing where the browser cannot list its databases', async () => {
    localStorage.setItem(SAVED_DATA_MARKER, JSON.stringify(['job-board-cache']));
    vi.stubGlobal('indexedDB', { open: indexedDB.open.bind(indexedDB) });
    await checkForClearedData();
    await recordSavedData();
    expect(getStorageStatus().problem).toBeNull();
    expect(marker()).toEqual(['job-board-cache']);
  });
});

describe('persistent storage', () => {
  function stubStorage(persisted: boolean, persist: boolean) {
    const storage = {
      persisted: vi.fn(() => Promise.resolve(persisted)),
      persist: vi.fn(() => Promise.resolve(persist)),
    };
    vi.stubGlobal('navigator', { ...navigator, storage });
    return storage;
  }

  it('asks the browser to keep the data and records the answer', async () => {
    const storage = stubStorage(false, true);
    expect(await requestPersistentStorage()).toBe('granted');
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(getStorageStatus().persisted).toBe('granted');
    expect(localStorage.getItem(PERSIST_ANSWER_KEY)).toBe('granted');
  });

  it('records a refusal', async () => {
    stubStorage(false, false);
    expect(await requestPersistentStorage()).toBe('denied');
    expect(localStorage.getItem(PERSIST_ANSWER_KEY)).toBe('denied');
  });

  it('does not ask again when the data is already kept', async () => {
    const storage = stubStorage(true, false);
    expect(await requestPersistentStorage()).toBe('granted');
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('answers null where the browser has no persistent storage', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    expect(await requestPersistentStorage()).toBeNull();
    expect(getStorageStatus().persisted).toBeNull();
  });
});
