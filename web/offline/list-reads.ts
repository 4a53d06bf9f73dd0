// Reading and following the kept public list for /jobs without a long task (decision 0048): the
// newest few cards and the list's size first, in one short read, so the screen shows them at once;
// then the whole list, a piece of rows per IndexedDB request, so each piece is parsed in its own
// task (a request's rows reach the page in one go: a getAll of 10,000 cards held a slowed-down
// phone's main thread for a quarter of a second); then again only when its rows change. No DOM:
// unit tests read a CacheDb.
import Dexie, { RangeSet, rangesOverlap, type ObservabilitySet } from 'dexie';
import { FIRST_CARDS } from '../../shared/first-screen';
import type { PositionCard } from '../../shared/types';
import type { CacheDb } from './cache-db';
import { LIST_CURSOR, PUBLIC_LIST_REFRESHED_AT } from './list-sync';

/** Rows per request of a whole-list read: each piece is parsed in a task of a few milliseconds. */
export const LIST_READ_PIECE = 500;

/** What the kept list holds, as far as it has been read. */
export interface CachedList {
  /** Newest first, as the server lists them: all of them, or only the newest few. */
  positions: PositionCard[];
  /** How many positions the kept list has. */
  total: number;
  /** Whether `positions` is the whole list. */
  complete: boolean;
  /** When the list was last confirmed by the server (epoch ms), null if never. */
  refreshedAt: number | null;
}

/** When the server last confirmed the kept list (epoch ms), null if never. */
export async function readRefreshedAt(db: CacheDb): Promise<number | null> {
  const refreshed = (await db.meta.get(PUBLIC_LIST_REFRESHED_AT))?.value;
  return typeof refreshed === 'number' ? refreshed : null;
}

/**
 * The newest `count` cards and the list's size; null while the list is not whole (no cursor yet:
 * a first sync is still writing it, or a sync started again from a snapshot).
 */
export function readNewestCards(db: CacheDb, count: number): Promise<CachedList | null> {
  return db.transaction('r', db.positions, db.meta, async () => {
    if ((await db.meta.get(LIST_CURSOR)) === undefined) return null;
    const [positions, total, refreshedAt] = await Promise.all([
      db.positions.orderBy('createdAt').reverse().limit(count).toArray(),
      db.positions.count(),
      readRefreshedAt(db),
    ]);
    return { positions, total, complete: positions.length >= total, refreshedAt };
  });
}

/**
 * The whole kept list, newest first; null while it is not whole. One read-only transaction, so the
 * pieces agree with each other; each piece is `LIST_READ_PIECE` cards down the `createdAt` index
 * from where the last one ended. Cards of the same `createdAt` come in the index's order (by id),
 * so those already read at the boundary are the first of the next piece, and are skipped.
 */
export function readWholeList(db: CacheDb): Promise<CachedList | null> {
  return db.transaction('r', db.positions, db.meta, async () => {
    if ((await db.meta.get(LIST_CURSOR)) === undefined) return null;
    const positions: PositionCard[] = [];
    /** The `createdAt` the last piece ended at, and how many cards read so far have it. */
    let boundary: { createdAt: string; read: number } | undefined;
    for (;;) {
      const below = boundary
        ? db.positions.where('createdAt').belowOrEqual(boundary.createdAt)
        : db.positions.orderBy('createdAt');
      const skip = boundary?.read ?? 0;
      const rows = await below
        .reverse()
        .limit(skip + LIST_READ_PIECE)
        .toArray();
      const piece = rows.slice(skip);
      positions.push(...piece);
      const last = piece.at(-1);
      if (rows.length < skip + LIST_READ_PIECE || !last) break;
      boundary = { createdAt: last.createdAt, read: sameCreatedAtAtEnd(positions) };
    }
    const refreshedAt = await readRefreshedAt(db);
    return { positions, total: positions.length, complete: true, refreshedAt };
  });
}

/** How many cards at the end of `cards` were created at the same moment as the last one. */
function sameCreatedAtAtEnd(cards: readonly PositionCard[]): number {
  const createdAt = cards.at(-1)?.createdAt;
  let count = 0;
  while (count < cards.length && cards[cards.length - 1 - count]?.createdAt === createdAt) count++;
  return count;
}

/** What a screen following the kept list is told. */
export interface ListFollower {
  /** The list: first its newest cards and size (`complete` false), then all of it. */
  list: (list: CachedList) => void;
  /** The server confirmed the list again without changing a row. */
  refreshedAt: (refreshedAt: number | null) => void;
  error: (error: unknown) => void;
}

/**
 * Whether Dexie's report of a committed write names keys of a table of `db` (its rows or any of its
 * indexes; 'all' after the page came back from the back-forward cache). A write that put no row
 * names the table with no keys.
 */
function touches(parts: ObservabilitySet, db: Dexie, table: string): boolean {
  const prefix = `idb://${db.name}/${table}/`;
  const everyKey = new RangeSet(Dexie.minKey, Dexie.maxKey);
  return Object.entries(parts).some(
    ([part, keys]) => (part === 'all' || part.startsWith(prefix)) && rangesOverlap(keys, everyKey),
  );
}

/**
 * Follows the kept list once it is whole (a cursor is kept: while a first sync is still writing,
 * the screen keeps what it shows). The first read gives the newest FIRST_CARDS cards and the
 * list's size at once, then the whole list read in pieces (list-reads.ts). Later, the list is read
 * again only when a committed write changed its rows, in this page, another tab or the list
 * worker (Dexie reports every commit, wherever it was made): a sync that found nothing new rewrites
 * only the cursor and the date, and costs one read of that date. Returns the unsubscribe.
 */
export function followKeptList(db: CacheDb, follower: ListFollower): () => void {
  let stopped = false;
  let reading = false;
  /** Rows changed while a read was on its way: its answer may predate them. */
  let readAgain = false;
  let wholeShown = false;

  const fail = (error: unknown) => {
    if (!stopped) follower.error(error);
  };

  /** Reads the list once; shows what it read unless rows changed meanwhile. */
  async function readOnce(): Promise<void> {
    if (!wholeShown) {
      const newest = await readNewestCards(db, FIRST_CARDS);
      if (!newest || stopped || readAgain) return;
      follower.list(newest);
      if (newest.complete) {
        wholeShown = true;
        return;
      }
    }
    const whole = await readWholeList(db);
    if (!whole || stopped || readAgain) return;
    wholeShown = true;
    follower.list(whole);
  }

  async function readUntilCurrent(): Promise<void> {
    do {
      readAgain = false;
      await readOnce();
    } while (readAgain && !stopped);
  }

  function readList(): void {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    readUntilCurrent()
      .catch(fail)
      .finally(() => (reading = false));
  }

  const onCommit = (parts: ObservabilitySet) => {
    // Until the list was shown whole, a new cursor alone (a snapshot of no rows) makes it whole.
    if (touches(parts, db, 'positions') || (!wholeShown && touches(parts, db, 'meta'))) {
      readList();
    } else if (touches(parts, db, 'meta')) {
      readRefreshedAt(db).then((at) => {
        if (!stopped) follower.refreshedAt(at);
      }, fail);
    }
  };
  Dexie.on('storagemutated', onCommit);
  readList();
  return () => {
    stopped = true;
    Dexie.on('storagemutated').unsubscribe(onCommit);
  };
}
