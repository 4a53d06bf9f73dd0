// The first positions of the public list for /jobs' server-rendered first screen, taken from the
// snapshot the API serves /api/positions from (positions/public-list-cache.ts): no query, no
// parsing. The page carries the cards the browse grid draws before its virtualised grid loads
// (FIRST_CARDS); the rest load with the app.
import { FIRST_CARDS, type FirstScreenList } from '../../shared/first-screen';
import type { PublicListCache } from '../positions/public-list-cache';

/** Reads the first positions of the current public list. */
export type FirstScreenListSource = () => Promise<FirstScreenList>;

/** The first positions of `publicList`'s snapshot, with its size; `now` dates the reading. */
export function firstScreenList(
  publicList: PublicListCache,
  now: () => number = Date.now,
): FirstScreenListSource {
  return async () => {
    const { positions } = await publicList.current();
    // The snapshot in hand was confirmed by the store within the cache's check interval.
    return {
      positions: positions.slice(0, FIRST_CARDS),
      total: positions.length,
      refreshedAt: now(),
    };
  };
}
