// idempotency: the outbox protocol's key store (claim, replay, mismatch, release, takeover, expiry).
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import { plus } from '../../testing/store-fixtures';

const MINUTE_MS = 60_000;

/** The idempotency repository's contract. */
export function idempotencyContract({ store }: ContractContext): void {
  describe('idempotency', () => {
    const t0 = new Date('2026-03-01T12:00:00.000Z');
    // A claim counts as stale when it was last touched more than five minutes ago.
    const staleBefore = (now: Date) => plus(now, -5 * MINUTE_MS);
    const begin = (key: string, hash: string, now: Date, scope = 'user-1') =>
      store().idempotency.begin(scope, key, hash, now, staleBefore(now));

    it('starts a new key, then reports it in progress, then replays the stored response', async () => {
      expect(await begin('k1', 'h1', t0)).toEqual({ state: 'started' });
      expect(await begin('k1', 'h1', plus(t0, 1000))).toEqual({ state: 'in-progress' });
      await store().idempotency.complete('user-1', 'k1', 201, '{"id":"p1"}');
      expect(await begin('k1', 'h1', plus(t0, 2000))).toEqual({
        state: 'done',
        status: 201,
        body: '{"id":"p1"}',
      });
      // A stored response is never taken over, however old.
      expect(await begin('k1', 'h1', plus(t0, 60 * MINUTE_MS))).toEqual({
        state: 'done',
        status: 201,
        body: '{"id":"p1"}',
      });
    });

    it('reports a mismatch for the same key with another body', async () => {
      await begin('k2', 'h1', t0);
      expect(await begin('k2', 'other', plus(t0, 1000))).toEqual({ state: 'mismatch' });
      await store().idempotency.complete('user-1', 'k2', 200, 'ok');
      expect(await begin('k2', 'other', plus(t0, 2000))).toEqual({ state: 'mismatch' });
    });

    it('keeps keys apart by scope', async () => {
      expect(await begin('k3', 'h1', t0, 'user-1')).toEqual({ state: 'started' });
      expect(await begin('k3', 'h2', t0, 'user-2')).toEqual({ state: 'started' });
      await store().idempotency.complete('user-2', 'k3', 204, '');
      expect(await begin('k3', 'h1', t0, 'user-1')).toEqual({ state: 'in-progress' });
      expect(await begin('k3', 'h2', t0, 'user-2')).toEqual({
        state: 'done',
        status: 204,
        body: '',
      });
    });

    it('lets a retry run again after a release, but never releases a stored response', async () => {
      await begin('k4', 'h1', t0);
      await store().idempotency.release('user-1', 'k4');
      expect(await begin('k4', 'h2', plus(t0, 1000))).toEqual({ state: 'started' });
      await store().idempotency.complete('user-1', 'k4', 200, 'first');
      await store().idempotency.release('user-1', 'k4');
      expect(await begin('k4', 'h2', plus(t0, 2000))).toEqual({
        state: 'done',
        status: 200,
        body: 'first',
      });
    });

    it('takes over a stale claim once', async () => {
      await begin('k5', 'h1', t0);
      const later = plus(t0, 6 * MINUTE_MS);
      expect(await begin('k5', 'h1', later)).toEqual({ state: 'started' });
      // The takeover refreshed the claim: it is in progress again, not stale.
      expect(await begin('k5', 'h1', plus(later, 1000))).toEqual({ state: 'in-progress' });
      expect(await begin('k5', 'h1', plus(later, 6 * MINUTE_MS))).toEqual({ state: 'started' });
      await store().idempotency.complete('user-1', 'k5', 201, 'done');
      expect(await begin('k5', 'h1', plus(later, 7 * MINUTE_MS))).toEqual({
        state: 'done',
        status: 201,
        body: 'done',
      });
    });

    it('starts exactly one of several concurrent requests with one key', async () => {
      const results = await Promise.all(Array.from({ length: 6 }, () => begin('k6', 'h1', t0)));
      expect(results.filter((r) => r.state === 'started')).toHaveLength(1);
      expect(results.filter((r) => r.state === 'in-progress')).toHaveLength(5);
    });

    it('lets exactly one of several concurrent retries take over a stale claim', async () => {
      await begin('k7', 'h1', t0);
      const later = plus(t0, 10 * MINUTE_MS);
      const results = await Promise.all(Array.from({ length: 6 }, () => begin('k7', 'h1', later)));
      expect(results.filter((r) => r.state === 'started')).toHaveLength(1);
      expect(results.filter((r) => r.state === 'in-progress')).toHaveLength(5);
    });

    it('forgets keys created before a date and counts them', async () => {
      await begin('old-1', 'h', t0);
      await begin('old-2', 'h', plus(t0, 1000));
      await store().idempotency.complete('user-1', 'old-2', 200, 'x');
      await begin('new', 'h', plus(t0, 10 * MINUTE_MS));
      expect(await store().idempotency.deleteCreatedBefore(plus(t0, MINUTE_MS))).toBe(2);
      expect(await store().idempotency.deleteCreatedBefore(plus(t0, MINUTE_MS))).toBe(0);
      expect(await begin('old-2', 'other', plus(t0, 11 * MINUTE_MS))).toEqual({ state: 'started' });
      expect(await begin('new', 'h', plus(t0, 11 * MINUTE_MS))).toEqual({ state: 'in-progress' });
    });
  });
}
