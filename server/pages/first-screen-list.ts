// The first positions of the public list for /jobs' server-rendered first screen, taken from the
// snapshot the API serves /api/positions from (positions/public-list-cache.ts): no query, and
// parsed again only when that snapshot changes. The page carries the cards the browse grid draws
// before its virtualised grid loads (FIRST_CARDS); the rest load with the app.
import type { PositionWithChurch } from '../../shared/types';
import { FIRST_CARDS, type FirstScreenList } from '../../shared/first-screen';
import type { PublicListCache } from '../positions/public-list-cache';

/** Reads the first positions of the current public list. */
export type FirstScreenListSource = () => Promise<FirstScreenList>;

/** The first positions of `publicList`'s snapshot, with its size; `now` dates the reading. */
export function firstScreenList(
  publicList: PublicListCache,
  now: () => number = Date.now,
): FirstScreenListSource {
  let kept: { etag: string; positions: PositionWithChurch[]; total: number } | null = null;
  return async () => {
    const snapshot = await publicList.current();
    if (kept?.etag !== snapshot.etag) {
      const all = JSON.parse(snapshot.identity.toString('utf8')) as PositionWithChurch[];
      kept = {
        etag: snapshot.etag,
        positions: all.slice(0, FIRST_CARDS),
        total: all.length,
      };
    }
    // The snapshot in hand was confirmed by the store within the cache's check interval.
    return { positions: kept.positions, total: kept.total, refreshedAt: now() };
  };
}
