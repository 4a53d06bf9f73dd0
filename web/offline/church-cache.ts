// The signed-in church's own data in the read model (CacheDb `church` table): its profile,
// positions and figures, each position's applications and each application it opened, as the
// server last answered, and the church itself, so its pages open offline. Every record carries the
// church's user id; records of anyone else are never returned and are removed as soon as another
// account is seen on this device, and all of them on logout.
import type {
  ApplicationNote,
  ApplicationReview,
  ChurchPosition,
  ChurchProfile,
  ChurchStats,
  CurrentUser,
  ReviewedApplication,
} from '../../shared/types';
import { CacheDb } from './cache-db';

/** What each key of the church table holds. */
export interface ChurchData {
  profile: ChurchProfile | null;
  positions: ChurchPosition[];
  stats: ChurchStats;
  /** One position as its own page last read it (positionKey). */
  [key: `position:${string}`]: ChurchPosition;
  /** A position's applications, newest first (applicationsKey). */
  [key: `applications:${string}`]: ReviewedApplication[];
  /** One application as last opened, with its notes (applicationKey). */
  [key: `application:${string}`]: ApplicationReview;
}

/** The kinds of church data kept for reading offline. */
export type ChurchDataKey = keyof ChurchData;

/** The key of one position as its page read it. */
export function positionKey(positionId: string): `position:${string}` {
  return `position:${positionId}`;
}

/** The key of a position's applications. */
export function applicationsKey(positionId: string): `applications:${string}` {
  return `applications:${positionId}`;
}

/** The key of one opened application. */
export function applicationKey(applicationId: string): `application:${string}` {
  return `application:${applicationId}`;
}

/** A cached value with when the server gave it, and its ETag when the server sent one. */
export interface Cached<T> {
  value: T;
  refreshedAt: number;
  etag?: string;
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
  etag?: string,
): Promise<void> {
  await db.transaction('rw', db.church, async () => {
    await dropOtherAccounts(db, userId);
    await db.church.put({ key, userId, value, refreshedAt: now, etag });
    if (key === 'positions') await dropGonePositions(db, value as ChurchPosition[]);
  });
}

/**
 * A position the church no longer has (deleted, here or elsewhere) takes its applications with
 * it: their kept copies leave the device with the next list that no longer names it.
 */
async function dropGonePositions(db: CacheDb, positions: readonly ChurchPosition[]) {
  const kept = new Set(positions.map((position) => position.id));
  await db.church
    .filter((record) => {
      if (record.key.startsWith('position:'))
        return !kept.has(record.key.slice('position:'.length));
      if (record.key.startsWith('applications:')) {
        return !kept.has(record.key.slice('applications:'.length));
      }
      if (record.key.startsWith('application:')) {
        return !kept.has((record.value as ApplicationReview).positionId);
      }
      return false;
    })
    .delete();
}

/**
 * Keeps what the server said of one of the church's positions (its own page's read, the answer to
 * an edit, a closing, a duplicate) as that position, and in the kept list of positions: a position
 * the list has is replaced, a new one (a duplicate) goes first. The list keeps the time it was
 * read; without a kept list there is no list to update.
 */
export async function rememberChurchPosition(
  db: CacheDb,
  userId: string,
  position: ChurchPosition,
  now = Date.now(),
  etag?: string,
): Promise<void> {
  await db.transaction('rw', db.church, async () => {
    await dropOtherAccounts(db, userId);
    await db.church.put({
      key: positionKey(position.id),
      userId,
      value: position,
      refreshedAt: now,
      etag,
    });
    const list = await cachedChurchData(db, userId, 'positions');
    if (!list) return;
    const known = list.value.some((item) => item.id === position.id);
    const value = known
      ? list.value.map((item) => (item.id === position.id ? position : item))
      : [position, ...list.value];
    await db.church.put({ key: 'positions', userId, value, refreshedAt: list.refreshedAt });
  });
}

/**
 * The kept copy of one position: as its page last read it, else as the kept list has it. A list
 * read since is newer: its fields win, over what only the page's read has (the church's place).
 */
export async function cachedPosition(
  db: CacheDb,
  userId: string,
  positionId: string,
): Promise<Cached<ChurchPosition> | undefined> {
  const own = await cachedChurchData(db, userId, positionKey(positionId));
  const list = await cachedChurchData(db, userId, 'positions');
  const listed = list?.value.find((position) => position.id === positionId);
  if (!listed || !list || (own && own.refreshedAt >= list.refreshedAt)) return own;
  return { value: { ...own?.value, ...listed }, refreshedAt: list.refreshedAt };
}

/**
 * Keeps what the server said of one application: an opened one (with its notes) is kept whole; a
 * status change's answer (no notes) updates the kept application. Either way the kept list of its
 * position shows it as it now is, so the list read offline agrees with the application.
 */
export async function rememberReviewedApplication(
  db: CacheDb,
  userId: string,
  application: ReviewedApplication & { notes?: ApplicationNote[] },
  now = Date.now(),
  etag?: string,
): Promise<void> {
  const { notes, ...reviewed } = application;
  await db.transaction('rw', db.church, async () => {
    await dropOtherAccounts(db, userId);
    const key = applicationKey(application.id);
    const opened = await cachedChurchData(db, userId, key);
    if (notes) {
      await db.church.put({ key, userId, value: { ...reviewed, notes }, refreshedAt: now, etag });
    } else if (opened) {
      await db.church.put({
        key,
        userId,
        value: { ...opened.value, ...reviewed },
        refreshedAt: opened.refreshedAt,
      });
    }
    const listKey = applicationsKey(application.positionId);
    const list = await cachedChurchData(db, userId, listKey);
    if (list?.value.some((item) => item.id === application.id)) {
      const value = list.value.map((item) =>
        item.id === application.id ? { ...item, ...reviewed } : item,
      );
      // The list itself was not read again: it keeps the time it was.
      await db.church.put({ key: listKey, userId, value, refreshedAt: list.refreshedAt });
    }
  });
}

/**
 * The kept copy of one application: as it was last opened, else as the last list of its position
 * showed it (no notes then: `notes` is undefined), else undefined.
 */
export async function cachedApplication(
  db: CacheDb,
  userId: string,
  applicationId: string,
): Promise<Cached<ReviewedApplication & { notes?: ApplicationReview['notes'] }> | undefined> {
  const opened = await cachedChurchData(db, userId, applicationKey(applicationId));
  if (opened) return opened;
  const lists = await db.church
    .filter((record) => record.userId === userId && record.key.startsWith('applications:'))
    .toArray();
  for (const record of lists) {
    const found = (record.value as ReviewedApplication[]).find((a) => a.id === applicationId);
    if (found) return { value: found, refreshedAt: record.refreshedAt };
  }
  return undefined;
}

/** The cached `key` of `userId`, or undefined when there is none (or it is another account's). */
export async function cachedChurchData<K extends ChurchDataKey>(
  db: CacheDb,
  userId: string,
  key: K,
): Promise<Cached<ChurchData[K]> | undefined> {
  const record = await db.church.get(key);
  if (!record || record.userId !== userId) return undefined;
  const { value, refreshedAt, etag } = record;
  return { value: value as ChurchData[K], refreshedAt, ...(etag ? { etag } : {}) };
}

/** What a delivered church write answered: the record as the server now has it. */
export type ChurchAnswer =
  | { profile: ChurchProfile }
  | { position: ChurchPosition }
  | { application: ReviewedApplication }
  | { noteAdded: ApplicationNote }
  | { noteDeleted: { applicationId: string; noteId: string } };

/** Changes the notes of a kept opened application (a note added or deleted on the server). */
async function changeNotes(
  db: CacheDb,
  userId: string,
  applicationId: string,
  change: (notes: ApplicationNote[]) => ApplicationNote[],
): Promise<void> {
  const opened = await cachedChurchData(db, userId, applicationKey(applicationId));
  if (!opened) return;
  const value = { ...opened.value, notes: change(opened.value.notes) };
  await db.church.put({
    key: applicationKey(applicationId),
    userId,
    value,
    refreshedAt: opened.refreshedAt,
  });
}

/**
 * Keeps a delivered write's answer for the church signed in on this device, so the screens, which
 * read the kept copies, show it at once (their reads then ask the server again).
 */
export async function keepChurchAnswer(db: CacheDb, answer: ChurchAnswer): Promise<void> {
  const church = await db.church.get('user');
  if (!church) return;
  const userId = church.userId;
  if ('profile' in answer) await rememberChurchData(db, userId, 'profile', answer.profile);
  else if ('position' in answer) await rememberChurchPosition(db, userId, answer.position);
  else if ('application' in answer) {
    await rememberReviewedApplication(db, userId, answer.application);
  } else if ('noteAdded' in answer) {
    const note = answer.noteAdded;
    await changeNotes(db, userId, note.applicationId, (notes) =>
      notes.some((kept) => kept.id === note.id) ? notes : [...notes, note],
    );
  } else {
    const { applicationId, noteId } = answer.noteDeleted;
    await changeNotes(db, userId, applicationId, (notes) => notes.filter((n) => n.id !== noteId));
  }
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
 * The church logged out: its profile, positions, figures, applications and the record of who was signed in leave
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
