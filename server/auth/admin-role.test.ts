// The admin allow-list (ADMIN_EMAILS, admin@college.test in test apps): a verified listed address
// becomes admin by itself; nobody else can take the role, and an unverified sign-up with the
// admin's address never gets it.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, CurrentUser } from '../../shared/types';
import { ADMIN_ROLE_RESTRICTED, VERIFY_FIRST } from './auth-messages';
import { TestBrowser } from '../testing/test-browser';
import { linkIn, resetThroughMail, signUp, signUpVerified } from '../testing/auth-fixture';
import { listeningAppPerTest } from '../testing/per-test';

const ADMIN = 'admin@college.test';
const server = listeningAppPerTest();

async function me(browser: TestBrowser): Promise<CurrentUser> {
  return (await browser.request(server.url('/api/auth/user'))).json<CurrentUser>();
}

describe('admin allow-list', () => {
  it('makes a verified allow-listed address admin automatically on verification', async () => {
    const browser = await signUp(server, 'Admin@College.test');
    expect(await me(browser)).toMatchObject({
      role: null,
      adminEligible: false,
      emailVerified: false,
    });

    const [message] = await server.takeMail();
    const verified = await browser.request(linkIn(message, server.url('/api/auth/local/verify')));
    // The role is already set, so the app goes to / (which routes admins to their dashboard).
    expect(verified.location).toBe(server.url('/'));
    expect(await me(browser)).toMatchObject({
      role: 'admin',
      adminEligible: true,
      emailVerified: true,
    });
  });

  it('gives admin on sign-in once the address is verified', async () => {
    await signUp(server, ADMIN);
    const admin = await server.app.store.users.findByEmail(ADMIN);
    // Verified some other way (e.g. through a provider): the next sign-in grants the role.
    await server.app.store.users.update(admin?.id ?? '', { emailVerified: true });
    const signedIn = await new TestBrowser().request(server.url('/api/auth/local/login'), {
      json: { email: ADMIN, password: 'correct horse battery staple' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json<CurrentUser>()).toMatchObject({ role: 'admin', adminEligible: true });
  });

  it('gives admin when a session open before the verification reads the current user', async () => {
    await signUp(server, ADMIN);
    const browser = new TestBrowser();
    await browser.request(server.url('/api/auth/local/login'), {
      json: { email: ADMIN, password: 'correct horse battery staple' },
    });
    expect((await me(browser)).role).toBeNull();
    const admin = await server.app.store.users.findByEmail(ADMIN);
    await server.app.store.users.update(admin?.id ?? '', { emailVerified: true });
    expect((await me(browser)).role).toBe('admin');
  });

  it('refuses the admin role to a verified address that is not on the list', async () => {
    const browser = await signUpVerified(server, 'pastor@church.test');
    expect((await me(browser)).adminEligible).toBe(false);
    const response = await browser.request(server.url('/api/auth/select-role'), {
      json: { role: 'admin' },
    });
    expect(response.status).toBe(403);
    expect(response.json<ApiErrorBody>().message).toBe(ADMIN_ROLE_RESTRICTED);
    expect(ADMIN_ROLE_RESTRICTED).toContain("only for the college's administrators");
    expect((await me(browser)).role).toBeNull();
  });

  it('never makes admin someone who signs up with the admin address but cannot read that mailbox', async () => {
    const squatter = await signUp(server, ADMIN, 'squatter password');
    await server.takeMail(); // the link goes to the real admin's mailbox, unread

    expect(await me(squatter)).toMatchObject({
      role: null,
      emailVerified: false,
      adminEligible: false,
    });
    // Sign-up signed nobody in; signed in with the password, the squatter is still refused.
    const pendingAsk = await squatter.request(server.url('/api/auth/select-role'), {
      json: { role: 'admin' },
    });
    expect(pendingAsk.status).toBe(401);
    const signedIn = new TestBrowser();
    const signedInAgain = await signedIn.request(server.url('/api/auth/local/login'), {
      json: { email: ADMIN, password: 'squatter password' },
    });
    expect(signedInAgain.json<CurrentUser>().role).toBeNull();
    const asked = await signedIn.request(server.url('/api/auth/select-role'), {
      json: { role: 'admin' },
    });
    expect(asked.status).toBe(403);
    expect(asked.json<ApiErrorBody>().message).toBe(VERIFY_FIRST);
    expect((await me(squatter)).role).toBeNull();

    // The real admin takes the address back through "Forgot password?": verified, admin, squatter out.
    const { response: done } = await resetThroughMail(server, ADMIN, 'the real admin passphrase');
    expect(done.json<CurrentUser>()).toMatchObject({ role: 'admin', emailVerified: true });
    expect((await squatter.request(server.url('/api/auth/user'))).status).toBe(401);
    expect((await signedIn.request(server.url('/api/auth/user'))).status).toBe(401);
  });
});
