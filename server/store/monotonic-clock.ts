// Record timestamps come from the store, not the caller. Two records written within the same
// millisecond would tie and make "newest first" depend on the database's whim, so each store's
// clock never repeats or goes back a reading.

/** A clock whose readings strictly increase, and a look at it that takes no reading. */
export interface MonotonicClock {
  /** A reading for a record: later than every earlier reading and look. */
  (): Date;
  /**
   * The clock's time without taking a reading: the latest reading, or the time now if later.
   * Readings after it are later than it, so a record written after a look is stamped after it.
   * A reader asking often (a synced list's cursor) must not push the clock ahead of the time, as
   * a reading per call would under load.
   */
  peek: () => Date;
}

/** A clock whose readings strictly increase (by at least 1 ms) for the life of the store. */
export function monotonicClock(read: () => number = Date.now): MonotonicClock {
  let last = 0;
  let looked = 0;
  const next = () => {
    last = Math.max(read(), last + 1, looked + 1);
    return new Date(last);
  };
  const peek = () => {
    looked = Math.max(read(), last);
    return new Date(looked);
  };
  return Object.assign(next, { peek });
}
