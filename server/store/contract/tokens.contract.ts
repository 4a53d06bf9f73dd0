// tokens: single-use verification and reset tokens, stored by hash.
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import { newUser, plus } from '../../testing/store-fixtures';

/** The token repository's contract. */
export function tokensContract({ store }: ContractContext): void {
  describe('tokens', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');

    it('consumes a token once, for its purpose only', async () => {
      const user = await store().users.create(newUser());
      await store().tokens.create('hash-1', user.id, 'verify', plus(now, 60_000));
      expect(await store().tokens.consume('hash-1', 'reset', now)).toBeUndefined();
      expect(await store().tokens.consume('hash-1', 'verify', now)).toBe(user.id);
      expect(await store().tokens.consume('hash-1', 'verify', now)).toBeUndefined();
      expect(await store().tokens.consume('unknown', 'verify', now)).toBeUndefined();
    });

    it('does not consume an expired token', async () => {
      const user = await store().users.create(newUser());
      await store().tokens.create('hash-2', user.id, 'reset', plus(now, 1000));
      expect(await store().tokens.consume('hash-2', 'reset', plus(now, 1000))).toBeUndefined();
      expect(await store().tokens.consume('hash-2', 'reset', plus(now, 999))).toBe(user.id);
    });

    it("deletes a user's tokens of one purpose", async () => {
      const user = await store().users.create(newUser());
      const other = await store().users.create(newUser());
      await store().tokens.create('reset-1', user.id, 'reset', plus(now, 60_000));
      await store().tokens.create('reset-2', user.id, 'reset', plus(now, 60_000));
      await store().tokens.create('verify-1', user.id, 'verify', plus(now, 60_000));
      await store().tokens.create('reset-other', other.id, 'reset', plus(now, 60_000));
      await store().tokens.deleteForUser(user.id, 'reset');
      expect(await store().tokens.consume('reset-1', 'reset', now)).toBeUndefined();
      expect(await store().tokens.consume('reset-2', 'reset', now)).toBeUndefined();
      expect(await store().tokens.consume('verify-1', 'verify', now)).toBe(user.id);
      expect(await store().tokens.consume('reset-other', 'reset', now)).toBe(other.id);
    });

    it('gives a token to exactly one of several concurrent consumers', async () => {
      const user = await store().users.create(newUser());
      await store().tokens.create('hash-3', user.id, 'reset', plus(now, 60_000));
      const results = await Promise.all(
        Array.from({ length: 6 }, () => store().tokens.consume('hash-3', 'reset', now)),
      );
      expect(results.filter((r) => r === user.id)).toHaveLength(1);
    });
  });
}
