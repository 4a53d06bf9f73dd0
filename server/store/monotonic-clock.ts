// Record timestamps come from the store, not the caller. Two records written within the same
// millisecond would tie and make "newest first" depend on the database's whim, so each store's
// clock never repeats or goes back a reading.

/** A clock whose readings strictly increase (by at least 1 ms) for the life of the store. */
export function monotonicClock(read: () => number = Date.now): () => Date {
  let last = 0;
  return () => {
    last = Math.max(read(), last + 1);
    return new Date(last);
  };
}
