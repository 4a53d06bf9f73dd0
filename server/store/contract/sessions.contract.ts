// sessions: the koa-session store, with expiry.
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import { plus } from '../../testing/store-fixtures';

/** The sessions repository's contract. */
export function sessionsContract({ store }: ContractContext): void {
  describe('sessions', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');

    it('stores, replaces and destroys a session', async () => {
      const sess = {
        userId: 'u1',
        authVersion: 2,
        cookie: { maxAge: 86_400_000, httpOnly: true },
        flags: ['a'],
      };
      await store().sessions.set('sid-1', sess, plus(now, 60_000));
      expect(await store().sessions.get('sid-1', now)).toEqual(sess);

      await store().sessions.set('sid-1', { userId: 'u2' }, plus(now, 120_000));
      expect(await store().sessions.get('sid-1', plus(now, 90_000))).toEqual({ userId: 'u2' });

      await store().sessions.destroy('sid-1');
      expect(await store().sessions.get('sid-1', now)).toBeUndefined();
      await store().sessions.destroy('sid-1');
      expect(await store().sessions.get('never-set', now)).toBeUndefined();
    });

    it('does not return a session at or after its expiry', async () => {
      await store().sessions.set('sid-2', { userId: 'u1' }, plus(now, 1000));
      expect(await store().sessions.get('sid-2', plus(now, 999))).toEqual({ userId: 'u1' });
      expect(await store().sessions.get('sid-2', plus(now, 1000))).toBeUndefined();
      expect(await store().sessions.get('sid-2', plus(now, 5000))).toBeUndefined();
    });

    it('deletes only the expired sessions and counts them', async () => {
      await store().sessions.set('old-1', { n: 1 }, plus(now, -2000));
      await store().sessions.set('old-2', { n: 2 }, plus(now, -1));
      await store().sessions.set('live', { n: 3 }, plus(now, 60_000));
      expect(await store().sessions.deleteExpired(now)).toBe(2);
      expect(await store().sessions.deleteExpired(now)).toBe(0);
      expect(await store().sessions.get('live', now)).toEqual({ n: 3 });
      // A removed session's id can be used again.
      await store().sessions.set('old-1', { n: 4 }, plus(now, 30_000));
      expect(await store().sessions.get('old-1', now)).toEqual({ n: 4 });
    });
  });
}
