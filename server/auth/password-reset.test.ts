// Forgot / reset password through the real app: no account enumeration, single-use links that
// expire after an hour, the new password works, and every older session ends.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, CurrentUser } from '../../shared/types';
import { RESET_LINK_INVALID } from './auth-messages';
import { TestBrowser } from '../testing/test-browser';
import { linkIn, signUp } from '../testing/auth-fixture';
import { listeningAppPerTest } from '../testing/per-test';

const OLD_PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a brand new passphrase';
const server = listeningAppPerTest();

async function askForReset(email: string) {
  return new TestBrowser().request(server.url('/api/auth/local/forgot'), { json: { email } });
}

/** The token of the newest reset message for an address. */
async function resetTokenFor(email: string): Promise<string> {
  const mail = (await server.takeMail()).filter(
    (message) => message.subject === 'Reset your password' && message.to === email,
  );
  const link = linkIn(mail.at(-1), server.url('/reset-password?token='));
  return new URL(link).searchParams.get('token') ?? '';
}

async function reset(browser: TestBrowser, token: string, password = NEW_PASSWORD) {
  return browser.request(server.url('/api/auth/local/reset'), { json: { token, password } });
}

async function login(email: string, password: string) {
  const browser = new TestBrowser();
  const response = await browser.request(server.url('/api/auth/local/login'), {
    json: { email, password },
  });
  return { browser, response };
}

describe('forgot password', () => {
  it('answers the same for known and unknown addresses and mails only real accounts', async () => {
    await signUp(server, 'grace@church.test', OLD_PASSWORD);
    await server.takeMail();

    const unknown = await askForReset('nobody@church.test');
    const known = await askForReset('Grace@Church.test');
    expect([unknown.status, unknown.json()]).toEqual([200, { ok: true }]);
    expect([known.status, known.json()]).toEqual([200, { ok: true }]);

    const mail = await server.takeMail();
    expect(mail.map((message) => [message.to, message.subject])).toEqual([
      ['grace@church.test', 'Reset your password'],
    ]);
    expect(mail[0]?.text).toContain('expires in one hour');
  });

  it('validates the address', async () => {
    const response = await askForReset('not an address');
    expect(response.status).toBe(400);
  });

  it('limits requests per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await askForReset(`someone${i}@church.test`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });
});

describe('reset password', () => {
  it('sets the new password once, verifies the address and ends every other session', async () => {
    const laptop = await signUp(server, 'grace@church.test', OLD_PASSWORD);
    const { browser: tablet } = await login('grace@church.test', OLD_PASSWORD);
    expect((await tablet.request(server.url('/api/auth/user'))).status).toBe(200);
    await askForReset('grace@church.test');
    const token = await resetTokenFor('grace@church.test');

    const tooShort = await reset(new TestBrowser(), token, 'short');
    expect(tooShort.status).toBe(400);
    expect(tooShort.json<ApiErrorBody>().errors?.password).toEqual([
      'Password must be at least 8 characters',
    ]);

    const phone = new TestBrowser();
    const done = await reset(phone, token);
    expect(done.status).toBe(200);
    expect(done.json<CurrentUser>()).toMatchObject({
      email: 'grace@church.test',
      emailVerified: true,
    });
    expect((await phone.request(server.url('/api/auth/user'))).status).toBe(200);

    // Sessions from before the reset are over.
    expect((await laptop.request(server.url('/api/auth/user'))).status).toBe(401);
    expect((await tablet.request(server.url('/api/auth/user'))).status).toBe(401);

    const again = await reset(new TestBrowser(), token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.json<ApiErrorBody>().message).toBe(RESET_LINK_INVALID);

    expect((await login('grace@church.test', OLD_PASSWORD)).response.status).toBe(401);
    expect((await login('grace@church.test', NEW_PASSWORD)).response.status).toBe(200);
  });

  it('keeps names given with the new password, and the old ones when none are given', async () => {
    await signUp(server, 'grace@church.test', OLD_PASSWORD);
    await askForReset('grace@church.test');
    const kept = await reset(new TestBrowser(), await resetTokenFor('grace@church.test'));
    expect(kept.json<CurrentUser>()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });

    await askForReset('grace@church.test');
    const named = await new TestBrowser().request(server.url('/api/auth/local/reset'), {
      json: {
        token: await resetTokenFor('grace@church.test'),
        password: NEW_PASSWORD,
        firstName: ' Grace Brewster ',
        lastName: 'Murray',
      },
    });
    expect(named.status).toBe(200);
    expect(named.json<CurrentUser>()).toMatchObject({
      firstName: 'Grace Brewster',
      lastName: 'Murray',
    });
  });

  it('refuses a link older than an hour', async () => {
    await signUp(server, 'grace@church.test', OLD_PASSWORD);
    await askForReset('grace@church.test');
    const token = await resetTokenFor('grace@church.test');
    server.app.clock.advance(60 * 60 * 1000 + 1000);
    const late = await reset(new TestBrowser(), token);
    expect(late.status).toBe(400);
    expect(late.json<ApiErrorBody>().message).toBe(RESET_LINK_INVALID);
    expect((await login('grace@church.test', OLD_PASSWORD)).response.status).toBe(200);
  });

  it('still accepts a link just inside the hour', async () => {
    await signUp(server, 'grace@church.test', OLD_PASSWORD);
    await askForReset('grace@church.test');
    const token = await resetTokenFor('grace@church.test');
    server.app.clock.advance(59 * 60 * 1000);
    expect((await reset(new TestBrowser(), token)).status).toBe(200);
  });

  it('only the newest link works after asking twice', async () => {
    await signUp(server, 'grace@church.test', OLD_PASSWORD);
    await askForReset('grace@church.test');
    const first = await resetTokenFor('grace@church.test');
    await askForReset('grace@church.test');
    const second = await resetTokenFor('grace@church.test');
    expect((await reset(new TestBrowser(), first)).status).toBe(400);
    expect((await reset(new TestBrowser(), second)).status).toBe(200);
  });

  it('refuses made-up tokens with the same message', async () => {
    for (const token of ['x', 'A'.repeat(43), '../../etc/passwd']) {
      const response = await reset(new TestBrowser(), token);
      expect(response.status).toBe(400);
      expect(response.json<ApiErrorBody>().message).toBe(RESET_LINK_INVALID);
    }
  });
});
