// Built-in accounts through the real app over HTTP: sign-up, e-mail verification, sign-in,
// sign-out, session ids, the one-time role choice and the rate limit.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, CurrentUser } from '../../shared/types';
import { SESSION_COOKIE } from './session';
import { INVALID_CREDENTIALS, ROLE_ALREADY_CHOSEN, VERIFY_FIRST } from './auth-messages';
import { TestBrowser } from '../testing/test-browser';
import { linkIn, signUp, signUpVerified } from '../testing/auth-fixture';
import { listeningAppPerTest } from '../testing/per-test';

const PASSWORD = 'correct horse battery staple';
const server = listeningAppPerTest();

async function me(browser: TestBrowser) {
  return browser.request(server.url('/api/auth/user'));
}

describe('sign-up', () => {
  it('creates an unverified account, queues a verification link and waits without signing in', async () => {
    const browser = new TestBrowser();
    const response = await browser.request(server.url('/api/auth/local/signup'), {
      json: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'Grace@Church.test',
        password: PASSWORD,
      },
    });
    expect(response.status).toBe(201);
    const user = response.json<CurrentUser & Record<string, unknown>>();
    expect(user).toMatchObject({
      email: 'grace@church.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: null,
      emailVerified: false,
      adminEligible: false,
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('oidcSubject');
    expect(user).not.toHaveProperty('authVersion');
    expect(browser.cookie(server.origin, SESSION_COOKIE)).toBeTruthy();

    // The browser shows the pending sign-up ('Check your e-mail'); it is not signed in as the account.
    const current = await me(browser);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('no-store');
    expect(current.json<CurrentUser>()).toEqual(user);
    const stored = await server.app.store.users.findByEmail('grace@church.test');
    expect(stored).toMatchObject({ id: user.id, emailVerified: false, role: null });
    const role = await browser.request(server.url('/api/auth/select-role'), {
      json: { role: 'church' },
    });
    expect(role.status).toBe(401);

    const [message, ...others] = await server.takeMail();
    expect(others).toHaveLength(0);
    expect(message).toMatchObject({
      to: 'grace@church.test',
      subject: 'Confirm your e-mail address',
    });
    expect(linkIn(message, server.url('/api/auth/local/verify?token='))).toMatch(
      /token=[A-Za-z0-9_-]{43}$/,
    );
    expect(message?.html).toContain('/api/auth/local/verify?token=');
  });

  it('answers 400 with a message per field', async () => {
    const response = await new TestBrowser().request(server.url('/api/auth/local/signup'), {
      json: { firstName: '', lastName: 'Hopper', email: 'not-an-email', password: 'short' },
    });
    expect(response.status).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.errors).toMatchObject({
      firstName: ['First name is required'],
      email: ['Valid email is required'],
      password: ['Password must be at least 8 characters'],
    });
  });

  it('makes no second account for an address that is already registered, whatever its case', async () => {
    await signUp(server, 'grace@church.test');
    await server.takeMail();
    const again = await new TestBrowser().request(server.url('/api/auth/local/signup'), {
      json: { firstName: 'G', lastName: 'H', email: 'GRACE@church.test', password: PASSWORD },
    });
    // Answered like a new address (account-enumeration.security.test.ts); the owner is told.
    expect(again.status).toBe(201);
    const [notice, ...others] = await server.takeMail();
    expect(others).toHaveLength(0);
    expect(notice?.to).toBe('grace@church.test');
    const stored = await server.app.store.users.findByEmail('grace@church.test');
    expect(stored?.firstName).toBe('Grace');
  });

  it('leaves no record behind when it refuses a sign-up', async () => {
    const response = await new TestBrowser().request(server.url('/api/auth/local/signup'), {
      json: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@church.test',
        password: 'short',
      },
    });
    expect(response.status).toBe(400);
    expect(await server.app.store.users.findByEmail('grace@church.test')).toBeUndefined();
    expect(await server.takeMail()).toHaveLength(0);
  });

  it('rejects non-text values instead of passing them to the store', async () => {
    const response = await new TestBrowser().request(server.url('/api/auth/local/login'), {
      json: { email: { $gt: '' }, password: PASSWORD },
    });
    expect(response.status).toBe(400);
  });
});

describe('e-mail verification', () => {
  it('verifies the address, signs in on a new session id and goes on to /select-role, once', async () => {
    const browser = await signUp(server, 'grace@church.test');
    const [message] = await server.takeMail();
    const link = linkIn(message, server.url('/api/auth/local/verify'));
    const before = browser.cookie(server.origin, SESSION_COOKIE);

    // Opened in the browser that signed up: it keeps its password and is signed in.
    const opened = await browser.request(link);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(server.url('/select-role'));
    expect(browser.cookie(server.origin, SESSION_COOKIE)).toBeTruthy();
    expect(browser.cookie(server.origin, SESSION_COOKIE)).not.toBe(before);
    expect((await me(browser)).json<CurrentUser>()).toMatchObject({
      email: 'grace@church.test',
      emailVerified: true,
    });

    const reused = await new TestBrowser().request(link);
    expect(reused.status).toBe(302);
    expect(reused.location).toBe(server.url('/login?error=invalid-link'));
  });

  it('opened on another device, confirms the address and asks for a password there', async () => {
    const laptop = await signUp(server, 'grace@church.test');
    const [message] = await server.takeMail();
    const phone = new TestBrowser();
    const opened = await phone.request(linkIn(message, server.url('/api/auth/local/verify')));
    expect(opened.status).toBe(302);
    const next = new URL(opened.location ?? '');
    expect(next.pathname).toBe('/reset-password');
    expect(next.searchParams.get('confirmed')).toBe('1');
    const chosen = await phone.request(server.url('/api/auth/local/reset'), {
      json: { token: next.searchParams.get('token'), password: 'chosen on the phone' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.json<CurrentUser>()).toMatchObject({ emailVerified: true, role: null });
    // The laptop's 'Check again' now finds nobody signed in and goes to sign-in.
    expect((await me(laptop)).status).toBe(401);
  });

  it('sends an invalid, missing or expired link to /login?error=invalid-link, never a 500', async () => {
    for (const query of ['?token=nonsense', '', '?token=' + 'A'.repeat(43), '?token=a&token=b']) {
      const response = await new TestBrowser().request(
        server.url(`/api/auth/local/verify${query}`),
      );
      expect(response.status).toBe(302);
      expect(response.location).toBe(server.url('/login?error=invalid-link'));
    }
    await signUp(server, 'late@church.test');
    const link = linkIn((await server.takeMail())[0], server.url('/api/auth/local/verify'));
    server.app.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await new TestBrowser().request(link);
    expect(expired.location).toBe(server.url('/login?error=invalid-link'));
  });

  it('sends a fresh link on request and retires the old one', async () => {
    const anonymous = await new TestBrowser().request(
      server.url('/api/auth/local/resend-verification'),
      { json: {} },
    );
    expect(anonymous.status).toBe(401);

    const browser = await signUp(server, 'grace@church.test');
    const [first] = await server.takeMail();
    const resent = await browser.request(server.url('/api/auth/local/resend-verification'), {
      json: {},
    });
    expect(resent.status).toBe(200);
    expect(resent.json()).toEqual({ ok: true });
    const [second] = await server.takeMail();
    expect(second?.subject).toBe('Confirm your e-mail address');

    const old = await new TestBrowser().request(
      linkIn(first, server.url('/api/auth/local/verify')),
    );
    expect(old.location).toBe(server.url('/login?error=invalid-link'));
    const fresh = await browser.request(linkIn(second, server.url('/api/auth/local/verify')));
    expect(fresh.location).toBe(server.url('/select-role'));

    const afterVerified = await browser.request(server.url('/api/auth/local/resend-verification'), {
      json: {},
    });
    expect(afterVerified.status).toBe(200);
    expect(await server.takeMail()).toHaveLength(0);
  });
});

describe('role choice', () => {
  it('needs a signed-in, verified user', async () => {
    const anonymous = await new TestBrowser().request(server.url('/api/auth/select-role'), {
      json: { role: 'church' },
    });
    expect(anonymous.status).toBe(401);

    // Signed in with the password, but the address is not proven yet.
    await signUp(server, 'grace@church.test');
    const unverified = new TestBrowser();
    await unverified.request(server.url('/api/auth/local/login'), {
      json: { email: 'grace@church.test', password: PASSWORD },
    });
    const refused = await unverified.request(server.url('/api/auth/select-role'), {
      json: { role: 'church' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json<ApiErrorBody>().message).toBe(VERIFY_FIRST);
    expect((await me(unverified)).json<CurrentUser>().role).toBeNull();
  });

  it('is chosen once: the same choice again is fine, another one is a conflict', async () => {
    const browser = await signUpVerified(server, 'grace@church.test');
    const invalid = await browser.request(server.url('/api/auth/select-role'), {
      json: { role: 'student' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json<ApiErrorBody>().message).toBe('Role must be church or admin');

    const chosen = await browser.request(server.url('/api/auth/select-role'), {
      json: { role: 'church' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.json()).toEqual({ role: 'church' });
    expect((await me(browser)).json<CurrentUser>().role).toBe('church');

    const same = await browser.request(server.url('/api/auth/select-role'), {
      json: { role: 'church' },
    });
    expect(same.status).toBe(200);
    const other = await browser.request(server.url('/api/auth/select-role'), {
      json: { role: 'admin' },
    });
    expect(other.status).toBe(409);
    expect(other.json<ApiErrorBody>().message).toBe(ROLE_ALREADY_CHOSEN);
    expect((await me(browser)).json<CurrentUser>().role).toBe('church');
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for an unknown address, a wrong password and an account without a password', async () => {
    await signUp(server, 'grace@church.test');
    await server.app.store.users.create({
      email: 'oidc-only@church.test',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      passwordHash: null,
      oidcSubject: 'https://issuer.test|abc',
      emailVerified: true,
    });
    const answers = [];
    for (const [email, password] of [
      ['grace@church.test', 'wrong password!'],
      ['nobody@church.test', PASSWORD],
      ['oidc-only@church.test', PASSWORD],
    ] as const) {
      const response = await new TestBrowser().request(server.url('/api/auth/local/login'), {
        json: { email, password },
      });
      answers.push({ status: response.status, body: response.json<unknown>() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 401, body: { message: INVALID_CREDENTIALS } }));
  });

  it('signs in on a new session id and retires the old one', async () => {
    const browser = await signUp(server, 'grace@church.test');
    const before = browser.cookie(server.origin, SESSION_COOKIE);
    const beforeHeader = browser.cookieHeader(server.url('/api/auth/user'));
    expect(before).toBeTruthy();
    const response = await browser.request(server.url('/api/auth/local/login'), {
      json: { email: 'GRACE@church.test', password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.json<CurrentUser>()).toMatchObject({ email: 'grace@church.test' });
    const after = browser.cookie(server.origin, SESSION_COOKIE);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // The pre-sign-in id is gone from the store: whoever knew (or planted) it gains nothing.
    const replayed = await new TestBrowser().request(server.url('/api/auth/user'), {
      headers: { cookie: beforeHeader },
    });
    expect(replayed.status).toBe(401);
    expect((await me(browser)).status).toBe(200);
  });

  it('logs out by destroying the session: the old cookie no longer works', async () => {
    const browser = await signUpVerified(server, 'grace@church.test');
    const oldCookies = browser.cookieHeader(server.url('/api/auth/user'));
    expect((await me(browser)).status).toBe(200);

    const out = await browser.request(server.url('/api/logout'));
    expect(out.status).toBe(302);
    expect(out.location).toBe(server.url('/'));
    const signedOut = await me(browser);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Unauthorized' });

    const replayed = await new TestBrowser().request(server.url('/api/auth/user'), {
      headers: { cookie: oldCookies },
    });
    expect(replayed.status).toBe(401);
  });

  it('sends /api/login to the built-in page when no provider is configured', async () => {
    const response = await new TestBrowser().request(server.url('/api/login'));
    expect(response.status).toBe(302);
    expect(response.location).toBe(server.url('/login'));
  });

  it("opens the built-in page on account creation for 'Get Started' (?mode=sign-up) only", async () => {
    const signUp = await new TestBrowser().request(server.url('/api/login?mode=sign-up'));
    expect(signUp.status).toBe(302);
    expect(signUp.location).toBe(server.url('/login?mode=sign-up'));
    // Anything else in the query is not passed on.
    const other = await new TestBrowser().request(server.url('/api/login?mode=%2F%2Fevil.test'));
    expect(other.location).toBe(server.url('/login'));
  });

  it('limits sign-in attempts per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await new TestBrowser().request(server.url('/api/auth/local/login'), {
        // A new address each time: one account's own limit (10 failures) is tested elsewhere.
        json: { email: `nobody${attempt}@church.test`, password: 'x' },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
