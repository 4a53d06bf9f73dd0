// The store's clock: readings never repeat, and looking at it (a synced list's cursor) neither
// moves it ahead of the time nor lets a later reading equal what was seen.
import { describe, expect, it } from 'vitest';
import { monotonicClock } from './monotonic-clock';

describe('monotonicClock', () => {
  it('strictly increases its readings within one millisecond, and a look does not move it', () => {
    let time = 1000;
    const clock = monotonicClock(() => time);
    expect([clock(), clock(), clock()].map((d) => d.getTime())).toEqual([1000, 1001, 1002]);
    // However often it is looked at, the clock stays at its latest reading.
    expect([clock.peek(), clock.peek()].map((d) => d.getTime())).toEqual([1002, 1002]);
    time = 5000;
    expect(clock.peek().getTime()).toBe(5000);
  });

  it('stamps a reading after a look later than the look', () => {
    const clock = monotonicClock(() => 2000);
    expect(clock.peek().getTime()).toBe(2000);
    expect(clock().getTime()).toBe(2001);
    expect(clock.peek().getTime()).toBe(2001);
  });
});
