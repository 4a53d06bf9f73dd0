// jobs: periodic work (archiving, clean-ups) claimed by exactly one server per period.
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import { plus, DAY_MS } from '../../testing/store-fixtures';

/** The job repository's contract. */
export function jobsContract({ store }: ContractContext): void {
  describe('jobs', () => {
    const t0 = new Date('2026-03-01T03:00:00.000Z');

    it('claims a job once per period', async () => {
      expect(await store().jobs.claim('archive', t0, plus(t0, -DAY_MS))).toBe(true);
      expect(await store().jobs.claim('archive', plus(t0, 1000), plus(t0, 1000 - DAY_MS))).toBe(
        false,
      );
      expect(await store().jobs.claim('archive', plus(t0, DAY_MS - 1), plus(t0, -1))).toBe(false);
      expect(await store().jobs.claim('cleanup', plus(t0, 1000), plus(t0, 1000 - DAY_MS))).toBe(
        true,
      );
      const nextDay = plus(t0, DAY_MS);
      expect(await store().jobs.claim('archive', nextDay, plus(nextDay, -DAY_MS))).toBe(false);
      expect(await store().jobs.claim('archive', plus(nextDay, 1), plus(nextDay, 1 - DAY_MS))).toBe(
        true,
      );
      expect(await store().jobs.claim('archive', plus(nextDay, 2), plus(nextDay, 2 - DAY_MS))).toBe(
        false,
      );
    });

    it('gives each period to exactly one of several concurrent servers', async () => {
      for (const day of [0, 1, 2]) {
        const now = plus(t0, day * DAY_MS + day);
        const results = await Promise.all(
          Array.from({ length: 6 }, () => store().jobs.claim('archive', now, plus(now, -DAY_MS))),
        );
        expect(results.filter(Boolean), `day ${day}`).toHaveLength(1);
      }
    });
  });
}
