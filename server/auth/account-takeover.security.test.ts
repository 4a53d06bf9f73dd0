// Pre-account takeover: someone signs up with an address they do not own (even an ADMIN_EMAILS
// one), sets the password, asks for the mail again and waits for the owner to open the link.
// Whoever proves the mailbox must be the only one in control afterwards (docs/decisions/0015).
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/types';
import { TestBrowser } from '../testing/test-browser';
import { linkIn, resetThroughMail, signUp } from '../testing/auth-fixture';
import { listeningAppPerTest } from '../testing/per-test';

const OWNER = 'owner@church.test';
const ADMIN = 'admin@college.test';
const SQUATTER_PASSWORD = 'squatter password';
const server = listeningAppPerTest();

async function status(browser: TestBrowser): Promise<number> {
  return (await browser.request(server.url('/api/auth/user'))).status;
}

async function login(email: string, password: string): Promise<TestBrowser & { status: number }> {
  const browser = new TestBrowser();
  const response = await browser.request(server.url('/api/auth/local/login'), {
    json: { email, password },
  });
  return Object.assign(browser, { status: response.status });
}

/**
 * The squatter's preparation: sign up with the victim's address (a pending sign-up in this
 * browser), sign in with the chosen password in a second browser, and ask for the mail again
 * so the newest link is the one the owner will open.
 */
async function squat(email: string) {
  const pending = await signUp(server, email, SQUATTER_PASSWORD);
  const signedIn = await login(email, SQUATTER_PASSWORD);
  expect(signedIn.status).toBe(200);
  const resent = await pending.request(server.url('/api/auth/local/resend-verification'), {
    json: {},
  });
  expect(resent.status).toBe(200);
  const mail = (await server.takeMail()).filter((message) => message.to === email);
  return { pending, signedIn, link: linkIn(mail.at(-1), server.url('/api/auth/local/verify')) };
}

/** The owner opens the link on their own device and finishes by choosing a password there. */
async function ownerProves(link: string, password = 'the owner passphrase') {
  const owner = new TestBrowser();
  const opened = await owner.request(link);
  expect(opened.status).toBe(302);
  const next = new URL(opened.location ?? '');
  expect(next.pathname).toBe('/reset-password');
  expect(next.searchParams.get('confirmed')).toBe('1');
  // Opening the link alone signs nobody in; the password chosen here does.
  expect(await status(owner)).toBe(401);
  const chosen = await owner.request(server.url('/api/auth/local/reset'), {
    json: { token: next.searchParams.get('token'), password },
  });
  expect(chosen.status).toBe(200);
  return { owner, user: chosen.json<CurrentUser>() };
}

describe('attack: pre-account takeover', () => {
  it('a squatter who signed up first loses password and session when the owner verifies from another device', async () => {
    const { pending, signedIn, link } = await squat(OWNER);
    const before = await server.app.store.users.findByEmail(OWNER);

    const { owner, user } = await ownerProves(link);
    expect(user).toMatchObject({ email: OWNER, emailVerified: true, role: null });
    expect(await status(owner)).toBe(200);

    // Both of the squatter's browsers are out, and the squatter's password opens nothing.
    expect(await status(pending)).toBe(401);
    expect(await status(signedIn)).toBe(401);
    expect((await login(OWNER, SQUATTER_PASSWORD)).status).toBe(401);
    expect((await login(OWNER, 'the owner passphrase')).status).toBe(200);

    // Same account (id), but nothing the squatter typed is left on it.
    const after = await server.app.store.users.findByEmail(OWNER);
    expect(after?.id).toBe(before?.id);
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    expect(after).toMatchObject({ firstName: null, lastName: null, role: null });
  });

  it('a squatter who signed up with an ADMIN_EMAILS address is out and the owner becomes admin', async () => {
    const { pending, signedIn, link } = await squat(ADMIN);
    // Before the proof the squatter has no role and cannot take one.
    const asked = await signedIn.request(server.url('/api/auth/select-role'), {
      json: { role: 'admin' },
    });
    expect(asked.status).toBe(403);

    const { owner, user } = await ownerProves(link);
    expect(user).toMatchObject({ email: ADMIN, role: 'admin', adminEligible: true });
    expect(await status(pending)).toBe(401);
    expect(await status(signedIn)).toBe(401);
    expect((await login(ADMIN, SQUATTER_PASSWORD)).status).toBe(401);
    expect((await owner.request(server.url('/api/admin/positions'))).status).toBe(200);
  });

  it('a squatter who stops the owner half-way still has nothing: no password until the owner chooses one', async () => {
    const { pending, signedIn, link } = await squat(OWNER);
    // The owner opens the link but does not choose a password (yet).
    const opened = await new TestBrowser().request(link);
    expect(new URL(opened.location ?? '').pathname).toBe('/reset-password');
    expect(await status(pending)).toBe(401);
    expect(await status(signedIn)).toBe(401);
    expect((await login(OWNER, SQUATTER_PASSWORD)).status).toBe(401);
    // Signing up again only mails the owner (a taken address); the squatter's password sets nothing.
    await server.takeMail();
    await signUp(server, OWNER, SQUATTER_PASSWORD);
    const mail = await server.takeMail();
    expect(mail.map((message) => [message.to, message.subject])).toEqual([
      [OWNER, 'Someone tried to create an account with your e-mail address'],
    ]);
    expect((await login(OWNER, SQUATTER_PASSWORD)).status).toBe(401);
  });

  it('a squatter is also out when the owner takes the address back with "Forgot password?"', async () => {
    const pending = await signUp(server, OWNER, SQUATTER_PASSWORD);
    const signedIn = await login(OWNER, SQUATTER_PASSWORD);
    await server.takeMail();

    const { response: done } = await resetThroughMail(server, OWNER, 'the owner passphrase');
    expect(done.json<CurrentUser>()).toMatchObject({ emailVerified: true });
    expect(await status(pending)).toBe(401);
    expect(await status(signedIn)).toBe(401);
    expect((await login(OWNER, SQUATTER_PASSWORD)).status).toBe(401);
  });

  it('the person who signs up and opens the link in the same browser keeps the password and is signed in', async () => {
    const browser = await signUp(server, OWNER, 'my own passphrase');
    const [message] = await server.takeMail();
    const opened = await browser.request(linkIn(message, server.url('/api/auth/local/verify')));
    expect(opened.location).toBe(server.url('/select-role'));
    expect(await status(browser)).toBe(200);
    expect((await login(OWNER, 'my own passphrase')).status).toBe(200);
  });

  it('a password session opened before the proof ends even for the person who signed up', async () => {
    const browser = await signUp(server, OWNER, 'my own passphrase');
    const other = await login(OWNER, 'my own passphrase');
    const [message] = await server.takeMail();
    await browser.request(linkIn(message, server.url('/api/auth/local/verify')));
    expect(await status(browser)).toBe(200);
    expect(await status(other)).toBe(401);
  });
});
