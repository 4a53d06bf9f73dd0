// What became of this device's saved data, so the user is told instead of the app failing silently:
// the browser is asked on start to keep the data (persistent storage); a write refused because the
// device is full, or data the browser removed (it may evict a site's storage under pressure), is
// shown as a notice. No Dexie here: this loads with every screen and must stay small.
import { useSyncExternalStore } from 'react';
import {
  databasesAtStart,
  OUTBOX_DATABASE,
  SAVED_DATA_MARKER,
  savedDataAtStart,
} from './storage-snapshot';

/**
 * What the storage notice says: the device is full, or saved data was removed by the browser
 * (`cleared-outbox` when the outbox went with it, so writes waiting to be sent may be lost).
 */
export type StorageProblem = 'full' | 'cleared' | 'cleared-outbox';

/** The browser's answer to the request for persistent storage (null: not asked or not supported). */
export type PersistAnswer = 'granted' | 'denied' | null;

/** The storage status shown by the notice. */
export interface StorageStatus {
  problem: StorageProblem | null;
  persisted: PersistAnswer;
}

/** The databases the offline layer keeps (web/offline/cache-db.ts and outbox-db.ts). */
export const WATCHED_DATABASES = ['job-board-cache', OUTBOX_DATABASE] as const;

/** localStorage: the databases seen on this device, to notice when they are gone. */
export { SAVED_DATA_MARKER };
/** localStorage: the browser's last answer to the persistent storage request. */
export const PERSIST_ANSWER_KEY = 'job-board:storage-persisted';

let status: StorageStatus = { problem: null, persisted: null };
const listeners = new Set<() => void>();

function update(change: Partial<StorageStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

const MAX_CAUSE_DEPTH = 5;

/**
 * Whether `error` means the device's storage is full. Dexie wraps IndexedDB's errors (a failed
 * transaction is an AbortError whose `inner` is the QuotaExceededError; a bulk write lists its
 * `failures`), so the chain is followed.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_CAUSE_DEPTH) return false;
  const { name, inner, cause, failures } = error as {
    name?: unknown;
    inner?: unknown;
    cause?: unknown;
    failures?: unknown;
  };
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  if (isQuotaError(inner, depth + 1) || isQuotaError(cause, depth + 1)) return true;
  const list: unknown[] = Array.isArray(failures)
    ? failures
    : typeof failures === 'object' && failures !== null
      ? Object.values(failures)
      : [];
  return list.some((failure) => isQuotaError(failure, depth + 1));
}

/**
 * For the offline layer: call with any error of an IndexedDB write. Returns true when it meant the
 * device is full (the notice then says so); other errors are left to the caller.
 */
export function reportStorageError(error: unknown): boolean {
  if (!isQuotaError(error)) return false;
  update({ problem: 'full' });
  return true;
}

/** Hides the notice until the next problem. */
export function dismissStorageProblem(): void {
  update({ problem: null });
}

function parseMarker(raw: string | null): Set<string> {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((name) => typeof name === 'string') : []);
  } catch {
    return new Set(); // a damaged value: nothing known
  }
}

function readMarker(): Set<string> {
  try {
    return parseMarker(window.localStorage.getItem(SAVED_DATA_MARKER));
  } catch {
    return new Set(); // storage blocked: nothing known
  }
}

function writeMarker(names: Iterable<string>): void {
  try {
    window.localStorage.setItem(SAVED_DATA_MARKER, JSON.stringify([...names].sort()));
  } catch {
    // localStorage blocked: a later clearing cannot be noticed, which is what happened before
  }
}

/** What the device had at start: the marker, read before the databases were listed. */
interface StartSnapshot {
  marker: string | null;
  databases: Promise<IDBDatabaseInfo[] | null>;
}

// Taken at start and used once, by the start check; later looks read and list anew.
let startSnapshot: StartSnapshot | null = {
  marker: savedDataAtStart,
  databases: databasesAtStart,
};

/** The watched databases that exist now (or in `listed`), or null where the browser cannot list them. */
async function presentDatabases(
  listed?: Promise<IDBDatabaseInfo[] | null>,
): Promise<Set<string> | null> {
  const databases =
    (await listed) ??
    (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function'
      ? null
      : await indexedDB.databases());
  if (!databases) return null;
  const watched = new Set<string>(WATCHED_DATABASES);
  return new Set(
    databases.map((database) => database.name ?? '').filter((name) => watched.has(name)),
  );
}

/**
 * On start: if a database this device had is gone, the browser cleared the saved data; say so once,
 * then remember what is there now. It compares the list taken at start (storage-snapshot.ts),
 * before the offline layer could re-create the databases, with the marker as it was read just
 * before that list: a database another tab created and recorded after the list was taken is not
 * one this device lost (two tabs opened at once on a first visit).
 */
export async function checkForClearedData(): Promise<void> {
  const snapshot = startSnapshot;
  startSnapshot = null;
  // Read before the databases are listed, never after.
  const known = snapshot ? parseMarker(snapshot.marker) : readMarker();
  const present = await presentDatabases(snapshot?.databases);
  if (!present) return;
  const lost = [...known].filter((name) => !present.has(name));
  if (lost.includes(OUTBOX_DATABASE)) update({ problem: 'cleared-outbox' });
  else if (lost.length > 0) update({ problem: 'cleared' });
  // Told once: the lost ones leave the marker. What other tabs recorded meanwhile stays in it.
  const remembered = readMarker();
  for (const name of lost) remembered.delete(name);
  for (const name of present) remembered.add(name);
  writeMarker(remembered);
}

/**
 * Adds databases created since start to the marker. Never removes one: a database deleted while
 * the page is open is noticed at the next start, which this must not hide.
 */
export async function recordSavedData(): Promise<void> {
  const present = await presentDatabases();
  if (!present) return;
  const known = readMarker();
  const before = known.size;
  for (const name of present) known.add(name);
  if (known.size !== before) writeMarker(known);
}

/** Asks the browser to keep this site's data unless it already does, and records the answer. */
export async function requestPersistentStorage(): Promise<PersistAnswer> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.persist !== 'function') return null;
  const granted = (await storage.persisted()) || (await storage.persist());
  const answer: PersistAnswer = granted ? 'granted' : 'denied';
  update({ persisted: answer });
  try {
    window.localStorage.setItem(PERSIST_ANSWER_KEY, answer);
  } catch {
    // not recorded across starts; the browser still knows its own answer
  }
  return answer;
}

// The offline layer creates its databases a moment after the first visit starts: look again a few
// times, then whenever the page is hidden (the last chance before the tab may be closed).
const RECHECK_DELAYS_MS = [2_000, 5_000, 15_000, 60_000];
let started = false;

function warn(what: string) {
  return (error: unknown) => console.warn(`${what} failed:`, error);
}

/** Starts the storage checks once per page: cleared data, persistent storage, the marker. */
export function startStorageStatus(): void {
  if (started) return;
  started = true;
  void checkForClearedData()
    .catch(warn('Checking for cleared data'))
    .then(() => requestPersistentStorage())
    .catch(warn('Requesting persistent storage'));
  for (const delay of RECHECK_DELAYS_MS) {
    window.setTimeout(() => void recordSavedData().catch(warn('Recording saved data')), delay);
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      void recordSavedData().catch(warn('Recording saved data'));
    }
  });
}

/** The storage status now. */
export function getStorageStatus(): StorageStatus {
  return status;
}

/** The storage status, for the notice. */
export function useStorageStatus(): StorageStatus {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getStorageStatus);
}

/** Forgets the page's state (tests). */
export function resetStorageStatusForTests(): void {
  status = { problem: null, persisted: null };
  started = false;
  startSnapshot = null;
}
