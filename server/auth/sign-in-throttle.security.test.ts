// Password guessing spread over many addresses: each address stays under the per-client limit, so
// sign-in is also throttled per account (10 failures in 15 minutes), for unknown accounts alike.
// Counted in memory on SQLite and in the store on MongoDB (when MONGODB_URL is set): the same
// answers from both (docs/decisions/0034-limits-leases-and-claims-across-instances.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../store/port';
import { TestClient, type TestResponse } from '../testing/http-client';
import { testStoreKinds } from '../testing/stores';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ACCOUNT_FAILURE_LIMIT, ACCOUNT_FAILURE_WINDOW_MS } from './login-throttle';
import { hashPassword } from './password';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'grace@church.test';

let app: TestApp;
let store: Store;
let address = 0;

describe.each(testStoreKinds())('on $name', (kind) => {
  beforeEach(async () => {
    store = await kind.open();
    app = await createTestApp({ store });
    await app.store.users.create({
      email: EMAIL,
      firstName: 'Grace',
      lastName: 'Tester',
      profileImageUrl: null,
      passwordHash: await hashPassword(PASSWORD),
      oidcSubject: null,
      emailVerified: true,
    });
  });
  afterEach(async () => {
    await app.close();
    await store.close();
  });

  /** A sign-in from an address never used before (a botnet: no per-client limit is ever reached). */
  function signInFromNewAddress(body: unknown): Promise<TestResponse<{ message: string }>> {
    address += 1;
    const client = new TestClient(app.callback, {
      remoteAddress: `198.51.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
    });
    return client.post('/api/auth/local/login', body);
  }

  const TOO_MANY =
    /^Too many failed sign-ins for this account\. Please try again in \d+ minutes?, or reset your password\.$/;

  describe('attack: guessing one password from many addresses', () => {
    it(`after ${ACCOUNT_FAILURE_LIMIT} failures the account answers 429, even to the right password`, async () => {
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
        const res = await signInFromNewAddress({ email: EMAIL, password: `guess ${i} guess` });
        expect(res.status).toBe(401);
      }
      const refused = await signInFromNewAddress({ email: EMAIL, password: PASSWORD });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(TOO_MANY);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_FAILURE_WINDOW_MS / 1000);

      app.clock.advance(ACCOUNT_FAILURE_WINDOW_MS);
      expect((await signInFromNewAddress({ email: EMAIL, password: PASSWORD })).status).toBe(200);
    });

    it('changing the case or padding of the e-mail does not reset the count', async () => {
      const spellings = [EMAIL, 'GRACE@church.test', ' Grace@Church.Test ', 'grace@CHURCH.TEST'];
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
        const email = spellings[i % spellings.length];
        await signInFromNewAddress({ email, password: `guess ${i} guess` });
      }
      const res = await signInFromNewAddress({ email: 'Grace@Church.test', password: PASSWORD });
      expect(res.status).toBe(429);
    });

    it('guesses sent all at once cannot pass the check together', async () => {
      const answers = await Promise.all(
        Array.from({ length: 3 * ACCOUNT_FAILURE_LIMIT }, (_, i) =>
          signInFromNewAddress({ email: EMAIL, password: `parallel guess ${i}` }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2 * ACCOUNT_FAILURE_LIMIT);
    });

    it('another account is not affected', async () => {
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 1; i += 1) {
        await signInFromNewAddress({ email: 'victim@church.test', password: `guess ${i} guess` });
      }
      expect((await signInFromNewAddress({ email: EMAIL, password: PASSWORD })).status).toBe(200);
    });
  });

  describe('attack: telling accounts apart by the throttle', () => {
    it('an unknown account is throttled the same way, with the same answers', async () => {
      const unknown = 'nobody@church.test';
      const known: number[] = [];
      const other: number[] = [];
      for (let i = 0; i <= ACCOUNT_FAILURE_LIMIT; i += 1) {
        known.push((await signInFromNewAddress({ email: EMAIL, password: `guess ${i} x` })).status);
        other.push(
          (await signInFromNewAddress({ email: unknown, password: `guess ${i} x` })).status,
        );
      }
      expect(other).toEqual(known);
      expect(known.at(-1)).toBe(429);
      const a = await signInFromNewAddress({ email: EMAIL, password: 'x'.repeat(12) });
      const b = await signInFromNewAddress({ email: unknown, password: 'x'.repeat(12) });
      expect(a.body.message).toBe(b.body.message);
    });
  });

  describe('only failures count', () => {
    it('the owner signing in again and again is never throttled', async () => {
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 5; i += 1) {
        expect((await signInFromNewAddress({ email: EMAIL, password: PASSWORD })).status).toBe(200);
      }
    });

    it('refused bodies (no password) are answered 400 and do not count', async () => {
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 5; i += 1) {
        expect((await signInFromNewAddress({ email: EMAIL })).status).toBe(400);
      }
      expect((await signInFromNewAddress({ email: EMAIL, password: PASSWORD })).status).toBe(200);
    });
  });
});
