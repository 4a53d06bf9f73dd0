// Shared rate-limit counters: a window of one limiter's key holds at most `limit` places however
// many callers race for them (instances sharing the database count together), a place given back
// can be taken again, and ended windows are forgotten. Only stores several instances can share
// keep them (SQLite's limits count in memory).
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import type { RateLimitRepository, RateWindow } from '../port';

const MINUTE = 60 * 1000;
const T0 = new Date('2026-05-04T10:00:00.000Z');
const WINDOW: RateWindow = { start: T0, end: new Date(T0.getTime() + 10 * MINUTE) };
const NEXT: RateWindow = { start: WINDOW.end, end: new Date(WINDOW.end.getTime() + 10 * MINUTE) };

/** How many of `count` takes, one after another, got a place. */
async function takes(
  limits: RateLimitRepository,
  count: number,
  limiter = 'sign-in',
  key = 'k1',
  window = WINDOW,
): Promise<number> {
  let taken = 0;
  for (let i = 0; i < count; i += 1) if (await limits.take(limiter, key, window, 3)) taken += 1;
  return taken;
}

/** The rate-limit repository's contract (stores with shared counters). */
export function rateLimitsContract({ store }: ContractContext): void {
  describe('rate limits', () => {
    const limits = (): RateLimitRepository => {
      const shared = store().rateLimits;
      if (shared === null) throw new Error('This store keeps no shared rate-limit counters');
      return shared;
    };

    it('holds at most `limit` places per limiter, key and window', async () => {
      expect(await takes(limits(), 5)).toBe(3);
      expect(await takes(limits(), 5, 'sign-in', 'k2')).toBe(3);
      expect(await takes(limits(), 5, 'application', 'k1')).toBe(3);
      expect(await takes(limits(), 5, 'sign-in', 'k1', NEXT)).toBe(3);
    });

    it('gives each place to one of many callers racing for it', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => limits().take('sign-in', 'race', WINDOW, 10)),
      );
      expect(answers.filter(Boolean)).toHaveLength(10);
    });

    it('takes a place cheaply under a limit set so high it is lifted', async () => {
      const lifted = 1_000_000_000;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => limits().take('application', 'lifted', WINDOW, lifted)),
      );
      expect(answers.every(Boolean)).toBe(true);
      expect(await limits().take('application', 'lifted', WINDOW, lifted)).toBe(true);
    });

    it('a place given back can be taken again, once', async () => {
      expect(await takes(limits(), 3)).toBe(3);
      await limits().giveBack('sign-in', 'k1', WINDOW);
      expect(await takes(limits(), 2)).toBe(1);
      // Another key's or window's give-back frees nothing here.
      await limits().giveBack('sign-in', 'k2', WINDOW);
      await limits().giveBack('sign-in', 'k1', NEXT);
      expect(await takes(limits(), 1)).toBe(0);
    });

    it('concurrent give-backs free each held place once, and no more than are held', async () => {
      expect(await takes(limits(), 3)).toBe(3);
      await Promise.all(
        Array.from({ length: 5 }, () => limits().giveBack('sign-in', 'k1', WINDOW)),
      );
      expect(await takes(limits(), 5)).toBe(3);
    });

    it('forgets the places of ended windows only', async () => {
      expect(await takes(limits(), 2)).toBe(2);
      expect(await takes(limits(), 1, 'sign-in', 'k1', NEXT)).toBe(1);
      expect(await limits().deleteEnded(new Date(WINDOW.end.getTime() - 1))).toBe(0);
      expect(await limits().deleteEnded(WINDOW.end)).toBe(2);
      expect(await takes(limits(), 5, 'sign-in', 'k1', NEXT)).toBe(2);
    });
  });
}
