// Keeps the cached public list in step with the server: GET /api/positions with the stored ETag
// (a 304 costs almost nothing), then the church details every listed position's page needs, one
// request per church rather than per position. Positions that left the list leave the cache.
// The list shows only a church's name, location and logo, so a change to its description or
// website does not change the list: church details are fetched again once they are a few hours
// old, and whenever the position's page is opened online. A first visit writes the list in pieces
// between which the browser handles input (storePublicList).
import { api } from '../../shared/api-routes';
import type { PositionDetail, PositionWithChurch } from '../../shared/types';
import { whenIdle } from '../lib/after-first-paint';
import type { CacheDb, CacheMeta } from './cache-db';
import type { Send } from './outbox-delivery';
import { refreshSavedCopies } from './saved-positions';

/** Meta keys of the public list. */
export const PUBLIC_LIST_ETAG = 'publicListEtag';
export const PUBLIC_LIST_REFRESHED_AT = 'publicListRefreshedAt';

/** Church details older than this are fetched again on the next refresh. */
export const CHURCH_DETAIL_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/** What a refresh did. */
export type RefreshOutcome =
  | { status: 'unchanged' }
  | { status: 'updated'; count: number; removed: number }
  | { status: 'offline' }
  | { status: 'failed'; httpStatus: number };

async function fetchChurchDetails(
  db: CacheDb,
  send: Send,
  positions: PositionWithChurch[],
  now: number,
): Promise<void> {
  const cached = new Map((await db.churches.toArray()).map((c) => [c.churchProfileId, c]));
  // One position per church is enough: the detail nests the same church for all of them.
  const oneEach = new Map<string, string>();
  for (const position of positions) {
    const known = cached.get(position.churchProfileId);
    const summary = position.church;
    // The list shows the church's name, location and logo: if they changed, so may the rest.
    const sameSummary =
      known !== undefined &&
      summary !== null &&
      known.church.churchName === summary.churchName &&
      known.church.location === summary.location &&
      known.church.logoUrl === summary.logoUrl;
    if (sameSummary && now - known.fetchedAt < CHURCH_DETAIL_MAX_AGE_MS) continue;
    if (!oneEach.has(position.churchProfileId)) oneEach.set(position.churchProfileId, position.id);
  }
  for (const [churchProfileId, positionId] of oneEach) {
    let response: Response;
    try {
      response = await send(api.position(positionId), { headers: { Accept: 'application/json' } });
    } catch {
      return; // offline midway: the rest is fetched on the next refresh
    }
    if (!response.ok) continue;
    const detail = (await response.json()) as PositionDetail;
    if (detail.church)
      await db.churches.put({ churchProfileId, church: detail.church, fetchedAt: now });
  }
  // Churches with no listed position are no longer needed.
  const listed = new Set(positions.map((p) => p.churchProfileId));
  await db.churches.filter((c) => !listed.has(c.churchProfileId)).delete();
}

/**
 * Refreshes the cached public list (and the church details of its positions). Safe to call often:
 * an unchanged list is a 304.
 */
export async function refreshPublicPositions(
  db: CacheDb,
  send: Send,
  now: () => number = Date.now,
): Promise<RefreshOutcome> {
  const etag = (await db.meta.get(PUBLIC_LIST_ETAG))?.value;
  let response: Response;
  try {
    response = await send(api.positions, {
      headers: {
        Accept: 'application/json',
        // The ETag lives in the same database as the list it names: cleared together.
        ...(typeof etag === 'string' && etag !== '' ? { 'If-None-Match': etag } : {}),
      },
      cache: 'no-store',
    });
  } catch {
    return { status: 'offline' };
  }
  if (response.status === 304) {
    await db.meta.put({ key: PUBLIC_LIST_REFRESHED_AT, value: now() });
    // Church details may still be missing (a refresh cut short); fetch what is missing.
    await fetchChurchDetails(db, send, await db.positions.toArray(), now());
    return { status: 'unchanged' };
  }
  if (!response.ok) return { status: 'failed', httpStatus: response.status };
  const positions = (await response.json()) as PositionWithChurch[];
  const removed = await storePublicList(db, positions, response.headers.get('ETag') ?? '', now());
  await fetchChurchDetails(db, send, positions, now());
  await refreshSavedCopies(db);
  return { status: 'updated', count: positions.length, removed };
}

/** Rows per transaction when a list is written in pieces: each piece is a short task on a phone. */
export const WRITE_PIECE_ROWS = 50;

/** Waits between two pieces of a long write (until the browser is idle, so input goes first). */
export type Pause = () => Promise<void>;

/**
 * Replaces the cached list with `positions` (an answer the app already has, or a refresh's);
 * returns how many cached positions left the list. When a complete list is kept (it has an ETag),
 * it is replaced in one transaction: a failure leaves it whole. When none is (a first visit), the
 * list is written in pieces of WRITE_PIECE_ROWS, `pause` between them, so writing 1,000 positions
 * never blocks input; the ETag comes last, so a list cut short is never taken for a whole one.
 */
export async function storePublicList(
  db: CacheDb,
  positions: PositionWithChurch[],
  etag: string,
  now: number,
  pause: Pause = whenIdle,
): Promise<number> {
  const complete = (await db.meta.get(PUBLIC_LIST_ETAG)) !== undefined;
  return complete
    ? replaceList(db, positions, etag, now)
    : writeListInPieces(db, positions, etag, now, pause);
}

/** The meta rows that say the cached list is whole and when it was confirmed. */
function listMeta(etag: string, now: number): CacheMeta[] {
  return [
    { key: PUBLIC_LIST_ETAG, value: etag },
    { key: PUBLIC_LIST_REFRESHED_AT, value: now },
  ];
}

/** Deletes the cached positions not in `keep`; returns how many. */
async function deleteOthers(db: CacheDb, keep: readonly PositionWithChurch[]): Promise<number> {
  const ids = new Set(keep.map((p) => p.id));
  const stale = (await db.positions.toCollection().primaryKeys()).filter((id) => !ids.has(id));
  await db.positions.bulkDelete(stale);
  return stale.length;
}

async function replaceList(
  db: CacheDb,
  positions: PositionWithChurch[],
  etag: string,
  now: number,
): Promise<number> {
  return db.transaction('rw', db.positions, db.meta, async () => {
    const removed = await deleteOthers(db, positions);
    await db.positions.bulkPut(positions);
    await db.meta.bulkPut(listMeta(etag, now));
    return removed;
  });
}

async function writeListInPieces(
  db: CacheDb,
  positions: PositionWithChurch[],
  etag: string,
  now: number,
  pause: Pause,
): Promise<number> {
  // Whatever a write cut short left: no ETag, so the next start fetches the whole list again.
  const removed = await db.transaction('rw', db.positions, db.meta, async () => {
    await db.meta.bulkDelete([PUBLIC_LIST_ETAG, PUBLIC_LIST_REFRESHED_AT]);
    return deleteOthers(db, positions);
  });
  for (let start = 0; start < positions.length; start += WRITE_PIECE_ROWS) {
    await pause();
    await db.positions.bulkPut(positions.slice(start, start + WRITE_PIECE_ROWS));
  }
  await db.meta.bulkPut(listMeta(etag, now));
  return removed;
}

/** Fetches what the cached list's pages still miss (church details) and updates saved copies. */
export async function completePublicCache(db: CacheDb, send: Send, now: number): Promise<void> {
  await fetchChurchDetails(db, send, await db.positions.toArray(), now);
  await refreshSavedCopies(db);
}

/** The detail of a cached position: the list entry with its church's cached details. */
export async function cachedPositionDetail(
  db: CacheDb,
  id: string,
): Promise<PositionDetail | undefined> {
  const position = await db.positions.get(id);
  if (!position) return undefined;
  const church = (await db.churches.get(position.churchProfileId))?.church;
  return {
    ...position,
    church:
      church ??
      (position.church
        ? {
            ...position.church,
            description: null,
            denomination: null,
            website: null,
            contactPhone: null,
          }
        : null),
  };
}

/** Keeps a detail the app fetched: a public position updates the cache, another is ignored. */
export async function keepPositionDetail(
  db: CacheDb,
  detail: PositionDetail,
  now: number,
): Promise<void> {
  // A church or an admin also sees pending positions; only public ones belong in the cache.
  if (!detail.approved || detail.status !== 'active' || !detail.church) return;
  const { church, ...position } = detail;
  const summary = {
    churchName: church.churchName,
    location: church.location,
    logoUrl: church.logoUrl,
  };
  await db.transaction('rw', db.positions, db.churches, async () => {
    await db.positions.put({ ...position, church: summary });
    await db.churches.put({ churchProfileId: detail.churchProfileId, church, fetchedAt: now });
  });
}
