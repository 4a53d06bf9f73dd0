// The signed-in church's own data in the read model (CacheDb `church` table): its profile,
// positions and figures as the server last answered, and the church itself, so its pages open
// offline. Every record carries the church's user id; records of anyone else are never returned
// and are removed as soon as another account is seen on this device, and all of them on logout.
import type {
  ChurchProfile,
  ChurchStats,
  CurrentUser,
  PositionWithCount,
} from '../../shared/types';
import { CacheDb } from './cache-db';

/** What each key of the church table holds. */
export interface ChurchData {
  profile: ChurchProfile | null;
  positions: PositionWithCount[];
  stats: ChurchStats;
}

/** The kinds of church data kept for reading offline. */
export type ChurchDataKey = keyof ChurchData;

/** A cached value with when the server gave it. */
export interface Cached<T> {
  value: T;
  refreshedAt: number;
}

let instance: CacheDb | undefined;

/** The read-model database of this browser, opened on first use (lazily: Dexie stays off /jobs). */
export function churchCacheDb(): CacheDb {
  instance ??= new CacheDb();
  return instance;
}

/** Removes every record that belongs to someone other than `userId`. */
async function dropOtherAccounts(db: CacheDb, userId: string): Promise<void> {
  await db.church.filter((record) => record.userId !== userId).delete();
}

/** Keeps the server's answer for `key`, for `userId` only. */
export async function rememberChurchData<K extends ChurchDataKey>(
  db: CacheDb,
  userId: string,
  key: K,
  value: ChurchData[K],
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.church, async () => {
    await dropOtherAccounts(db, userId);
    await db.church.put({ key, userId, value, refreshedAt: now });
  });
}

/** The cached `key` of `userId`, or undefined when there is none (or it is another account's). */
export async function cachedChurchData<K extends ChurchDataKey>(
  db: CacheDb,
  userId: string,
  key: K,
): Promise<Cached<ChurchData[K]> | undefined> {
  const record = await db.church.get(key);
  if (!record || record.userId !== userId) return undefined;
  return { value: record.value as ChurchData[K], refreshedAt: record.refreshedAt };
}

/**
 * Remembers the church the server just confirmed as signed in. Another account's data leaves the
 * device at once: the next church on a shared computer must not see the previous one's.
 */
export async function rememberSignedInChurch(
  db: CacheDb,
  user: CurrentUser,
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.church, async () => {
    await dropOtherAccounts(db, user.id);
    await db.church.put({ key: 'user', userId: user.id, value: user, refreshedAt: now });
  });
}

/** The last church the server confirmed on this device, for opening its pages offline. */
export async function lastSignedInChurch(db: CacheDb): Promise<CurrentUser | null> {
  const record = await db.church.get('user');
  return record?.key === 'user' && record.value.role === 'church' ? record.value : null;
}

/**
 * The church logged out: its profile, positions, figures and the record of who was signed in leave
 * the device at once, not when another church signs in. The whole table goes, so no earlier
 * account's data outlives a logout either. Its queued edits stay in the outbox (another database),
 * held for it until it signs in again.
 */
export async function forgetChurchData(db: CacheDb): Promise<void> {
  await db.church.clear();
}

/**
 * Forgets who was signed in (the server said 401): the pages no longer open offline until the
 * church signs in again. Its data stays, scoped to it, for when it does.
 */
export async function forgetSignedInChurch(db: CacheDb): Promise<void> {
  await db.church.delete('user');
}
