// Keeps the public list's cards in IndexedDB in step with the server by changes (decision 0048):
// without a cursor the device asks GET /api/positions/sync for the snapshot, with one for what
// changed since (`?since=`); a 410 says the server can no longer answer that cursor, so the cursor
// and the rows go and the snapshot is asked for. Rows are written a few hundred per transaction,
// and the cursor only in the transaction of the last piece: a sync cut short leaves no cursor (or
// the old one), so it is never taken for a whole one and its changes are asked for again. No DOM:
// it runs in the list worker (list-sync.worker.ts) and in unit tests.
import { api } from '../../shared/api-routes';
import type { PositionCard, SyncChangesBody, SyncSnapshotBody } from '../../shared/types';
import type { Send } from '../lib/api-client';
import type { CacheDb, CacheMeta } from './cache-db';
import { refreshChangedCopies, sameCard } from './kept-details';

/** Meta keys of the public list: the server's cursor, and when the server last confirmed it. */
export const LIST_CURSOR = 'publicListCursor';
export const PUBLIC_LIST_REFRESHED_AT = 'publicListRefreshedAt';

/** Rows per transaction: each piece is a short write, and a cut-short sync keeps what it wrote. */
export const SYNC_PIECE_ROWS = 400;

/** What a sync did. */
export type SyncOutcome =
  | { status: 'unchanged' }
  | { status: 'updated'; upserts: number; removed: number }
  | { status: 'offline' }
  | { status: 'failed'; httpStatus: number };

const JSON_ACCEPT = { Accept: 'application/json' };

/** Brings the kept list up to date with the server; never throws for the network's sake. */
export async function syncPublicList(
  db: CacheDb,
  send: Send,
  now: () => number = Date.now,
): Promise<SyncOutcome> {
  const cursor = (await db.meta.get(LIST_CURSOR))?.value;
  if (typeof cursor !== 'string' || cursor === '') return snapshot(db, send, now);
  const response = await ask(send, `${api.positionsSync}?since=${encodeURIComponent(cursor)}`, {
    headers: JSON_ACCEPT,
    // Each answer is for this cursor at this moment: nothing for the HTTP cache.
    cache: 'no-store',
  });
  if (!response) return { status: 'offline' };
  if (response.status === 410) {
    // Too old (or from another clock): start again from the whole list.
    await db.transaction('rw', db.positions, db.meta, async () => {
      await db.meta.delete(LIST_CURSOR);
      await db.positions.clear();
    });
    return snapshot(db, send, now);
  }
  if (!response.ok) return { status: 'failed', httpStatus: response.status };
  const changes = (await response.json()) as SyncChangesBody;
  // The server re-sends the last minute's changes (its look-back): a card kept as it is, or a
  // removal of an id not kept, writes nothing, so the screens do not read the list again for it.
  const [kept, known] = await Promise.all([
    db.positions.bulkGet(changes.upserts.map((card) => card.id)),
    db.positions.bulkGet(changes.removed),
  ]);
  const upserts = changes.upserts.filter((card, index) => !sameCard(kept[index], card));
  const removedIds = changes.removed.filter((_, index) => known[index] !== undefined);
  if (upserts.length === 0 && removedIds.length === 0) {
    await db.meta.bulkPut(listMeta(changes.cursor, now()));
    return { status: 'unchanged' };
  }
  const removed = await writeInPieces(db, upserts, removedIds, changes.cursor, now());
  await refreshChangedCopies(db, send, upserts);
  return { status: 'updated', upserts: upserts.length, removed };
}

/** Asks for the whole list and puts it in place of whatever rows are kept. */
async function snapshot(db: CacheDb, send: Send, now: () => number): Promise<SyncOutcome> {
  // The HTTP cache may keep the snapshot: it is the same for everyone and carries an ETag, so the
  // browser revalidates it (no-cache) and a repeated first sync costs a 304.
  const response = await ask(send, api.positionsSync, { headers: JSON_ACCEPT });
  if (!response) return { status: 'offline' };
  if (!response.ok) return { status: 'failed', httpStatus: response.status };
  const answer = (await response.json()) as SyncSnapshotBody;
  // Rows a sync cut short left behind, or the list before a 410, that the snapshot no longer has.
  const listed = new Set(answer.positions.map((card) => card.id));
  const stale = (await db.positions.toCollection().primaryKeys()).filter((id) => !listed.has(id));
  const removed = await writeInPieces(db, answer.positions, stale, answer.cursor, now());
  await refreshChangedCopies(db, send, answer.positions);
  return { status: 'updated', upserts: answer.positions.length, removed };
}

/** The request, or undefined when the server cannot be reached. */
async function ask(send: Send, url: string, init: RequestInit): Promise<Response | undefined> {
  try {
    return await send(url, init);
  } catch {
    return undefined;
  }
}

/** The meta rows that say the list is whole as of `cursor`, confirmed at `now`. */
function listMeta(cursor: string, now: number): CacheMeta[] {
  return [
    { key: LIST_CURSOR, value: cursor },
    { key: PUBLIC_LIST_REFRESHED_AT, value: now },
  ];
}

/**
 * Deletes `removedIds` and puts `cards`, SYNC_PIECE_ROWS rows per transaction: the removals go with
 * the first piece, the cursor with the last. Returns how many kept rows were removed.
 */
async function writeInPieces(
  db: CacheDb,
  cards: readonly PositionCard[],
  removedIds: readonly string[],
  cursor: string,
  now: number,
): Promise<number> {
  let removed = 0;
  let start = 0;
  do {
    const first = start === 0;
    const piece = cards.slice(start, start + SYNC_PIECE_ROWS);
    start += SYNC_PIECE_ROWS;
    const last = start >= cards.length;
    await db.transaction('rw', db.positions, db.details, db.meta, async () => {
      if (first && removedIds.length > 0) {
        removed = (await db.positions.bulkGet([...removedIds])).filter(Boolean).length;
        await db.positions.bulkDelete([...removedIds]);
        // A position that left the list is not opened offline from its kept detail either.
        await db.details.bulkDelete([...removedIds]);
      }
      await db.positions.bulkPut(piece);
      if (last) await db.meta.bulkPut(listMeta(cursor, now));
    });
  } while (start < cards.length);
  return removed;
}
