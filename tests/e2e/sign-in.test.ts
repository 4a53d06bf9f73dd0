// Built-in accounts end to end (DESIGN.md "Sign-in and roles"): a church creates its account on
// /login, confirms its address from the message in DATA_DIR/mail, picks its role; confirming on
// another device finishes there with a password; wrong passwords,
// sign-out, a password reset and its single use; an ADMIN_EMAILS address becomes admin by itself.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { createChurch, type Person } from './support/accounts';
import { checkedPages, sessionWithServerAndBrowser } from './support/app-session';
import { expectAccessible } from './support/axe';
import { waitForMailLink } from './support/mail';
import type { ExpectedFailure } from './support/page-errors';
import { screenshot } from './support/screenshot';
import { fillLabelled } from './support/forms';

const ADMIN_EMAIL = 'admin@college.test';

describe('sign-in and roles', () => {
  const session = sessionWithServerAndBrowser({
    env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: ADMIN_EMAIL },
  });
  const pages = checkedPages();

  /** A fresh browser context and page whose console errors fail the test. */
  function openPage(expected: ExpectedFailure[] = []): Promise<Page> {
    const { server, browser } = session;
    return pages.openAsNewPerson(browser, server, expected);
  }

  /** A church with a profile, set up through the API in a context of its own. */
  async function existingChurch(person: Person): Promise<void> {
    const { server, browser } = session;
    const context = await browser.newContext({ baseURL: server.url });
    try {
      await createChurch(server, context, person, {
        churchName: `${person.lastName} Church`,
        location: 'Springfield',
      });
    } finally {
      await context.close();
    }
  }

  /** Waits for a link to `pathPrefix` in a message to `email` other than `previous`. */
  async function waitForNewMailLink(email: string, pathPrefix: string, previous: string) {
    const { server } = session;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const link = await waitForMailLink(server.dataDir, email, pathPrefix);
      if (link !== previous) return link;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no new message to ${email} with a link to ${pathPrefix}`);
  }

  /** Presses 'Sign in' and waits for the server's answer; returns its status. */
  async function signInAndWait(page: Page): Promise<number> {
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === api.localLogin),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    return response.status();
  }

  /** Presses Tab, as a keyboard user would, until the focused element reads `text` (at most 40 times). */
  async function tabTo(page: Page, text: string): Promise<void> {
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (focused === text) return;
    }
    throw new Error(`Tab never reached '${text}'`);
  }

  it("opens account creation from 'Get Started' and 'Post a Position', with keyboard links between the forms", async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Post a Position' }).first().click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByLabel('First name').waitFor();

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(
      await page.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected'),
    ).toBe('true');

    // Someone who already has an account finds the way to sign-in with the keyboard.
    await tabTo(page, 'Already have an account? Sign in');
    await expectAccessible(page, '/login (create account, from Get Started)');
    await screenshot(page, 'login-create-account-switch');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // The focus moves into the form shown, so typing goes on there.
    await page.keyboard.type('ada@church.test');
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@church.test');

    // And the reverse, from sign-in to account creation; the address typed is kept.
    await tabTo(page, 'New here? Create an account');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(await page.getByLabel('First name').evaluate((e) => e === document.activeElement)).toBe(
      true,
    );
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@church.test');
  });

  it('a church signs up, confirms its e-mail and picks its role', async () => {
    const { server } = session;
    // The new church's dashboard asks for its profile before there is one.
    const page = await openPage([
      { path: api.churchProfile, status: 404 },
      { path: api.selectRole, status: 401 },
    ]);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, '/login (sign in)');
    await screenshot(page, 'login-sign-in');

    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    // Sending the empty form shows each message under its field.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Last name is required').waitFor();
    await page.getByText('Valid email is required').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, '/login (create account, with errors)');
    await screenshot(page, 'login-create-account-errors');

    await fillLabelled(page, {
      'First name': 'Grace',
      'Last name': 'Hopper',
      Email: 'grace@church.test',
      Password: 'a-long-password',
    });
    await page.getByRole('button', { name: 'Create account' }).click();

    // Waiting for the confirmation (not signed in yet): 'Check your e-mail' on /select-role.
    await page.waitForURL('**/select-role');
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await page.getByText('grace@church.test', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: "I'm a Church" }).count()).toBe(0);
    await expectAccessible(page, '/select-role (check your e-mail)');
    await screenshot(page, 'select-role-check-email');

    const firstLink = await waitForMailLink(server.dataDir, 'grace@church.test', api.localVerify);
    await page.getByRole('button', { name: 'Send again' }).click();
    await page.getByText('A new link is on its way to grace@church.test').waitFor();
    // Only the newest link works: follow the one from the second message.
    const link = await waitForNewMailLink('grace@church.test', api.localVerify, firstLink);

    await page.goto(link);
    await page.waitForURL('**/select-role');
    await page.getByRole('heading', { name: 'Welcome, Grace!' }).waitFor();
    const adminCard = page.getByRole('button', { name: "I'm an Admin" });
    expect(await adminCard.getAttribute('aria-disabled')).toBe('true');
    await page
      .getByText(
        "Only the college's administrators can choose this. Ask the college to add your e-mail address.",
      )
      .waitFor();
    await expectAccessible(page, '/select-role (role cards)');
    await screenshot(page, 'select-role-cards');

    // The session ends (signed out elsewhere) before the choice: it fails and can be made again.
    await page.context().clearCookies();
    await page.getByRole('button', { name: "I'm a Church" }).click();
    await page.getByText('Failed to set up your account. Please try again.').waitFor();
    await page
      .getByRole('button', { name: "I'm a Church" })
      .and(page.locator(':enabled'))
      .waitFor();
    const signIn = await page.context().request.post(`${server.url}${api.localLogin}`, {
      data: { email: 'grace@church.test', password: 'a-long-password' },
      headers: { Origin: server.url },
    });
    expect(signIn.status()).toBe(200);

    await page.getByRole('button', { name: "I'm a Church" }).click();
    await page.getByText('Welcome!', { exact: true }).waitFor();
    await page.getByText('Setting up your church account...').waitFor();
    // The app reloads at '/', which sends a church on to its dashboard.
    await page.waitForURL('**/church/dashboard', { timeout: 15_000 });
    await page.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    // With a role chosen, /select-role has nothing left to offer.
    await page.goto('/select-role');
    await page.waitForURL('**/church/dashboard');
  });

  it('confirms the address on another device, finishes there with a password, and the first device goes to sign-in', async () => {
    const { server } = session;
    // The laptop signs up and waits; the link is opened on the phone (another browser context).
    const laptop = await openPage([{ path: api.localLogin, status: 401 }]);
    await laptop.goto('/login');
    await laptop.getByRole('tab', { name: 'Create account' }).click();
    await fillLabelled(laptop, {
      'First name': 'Hedy',
      'Last name': 'Lamarr',
      Email: 'hedy@church.test',
      Password: 'laptop-password',
    });
    await laptop.getByRole('button', { name: 'Create account' }).click();
    await laptop.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await laptop.getByText('hedy@church.test', { exact: true }).first().waitFor();

    const link = await waitForMailLink(server.dataDir, 'hedy@church.test', api.localVerify);
    const phone = await openPage();
    await phone.goto(link);
    await phone.waitForURL((url) => url.pathname === '/reset-password');
    await phone.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    await phone.getByText('Choose a password to finish setting up your account.').waitFor();
    await expectAccessible(phone, '/reset-password (address confirmed)');
    await screenshot(phone, 'reset-password-confirmed');
    // The names typed at sign-up came from another browser and are gone: the phone gives them.
    await phone.getByLabel('First name').fill('Hedy');
    await phone.getByLabel('Last name').fill('Lamarr');
    await phone.getByLabel('New password').fill('phone-password');
    await phone.getByRole('button', { name: 'Set password' }).click();
    await phone.getByText('Account Ready').waitFor();
    await phone.waitForURL('**/select-role', { timeout: 15_000 });
    await phone.getByRole('heading', { name: 'Welcome, Hedy!' }).waitFor();

    // Back on the laptop: its sign-up is over; 'Check again' leads to sign-in.
    await laptop.getByRole('button', { name: 'Check again' }).click();
    await laptop.waitForURL('**/login', { timeout: 15_000 });
    await laptop.getByLabel('Email').fill('hedy@church.test');
    await laptop.getByLabel('Password').fill('laptop-password');
    expect(await signInAndWait(laptop)).toBe(401);
    await laptop.getByLabel('Password').fill('phone-password');
    expect(await signInAndWait(laptop)).toBe(200);
    await laptop.waitForURL('**/select-role', { timeout: 15_000 });
    await laptop.getByRole('button', { name: "I'm a Church" }).waitFor();
  });

  it('refuses a wrong password and an unknown address alike, and signs out from the menu', async () => {
    await existingChurch({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@church.test',
      password: 'correct-horse',
    });
    const page = await openPage([{ path: api.localLogin, status: 401 }]);

    await page.goto('/login?error=invalid-link');
    await page.getByText('That confirmation link is invalid, already used or expired.').waitFor();

    await page.getByLabel('Email').fill('ada@church.test');
    await page.getByLabel('Password').fill('wrong-password');
    await signInAndWait(page);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await expectAccessible(page, '/login (sign in, with errors)');
    await screenshot(page, 'login-wrong-password');

    await page.getByLabel('Email').fill('nobody@church.test');
    await page.getByLabel('Password').fill('correct-horse');
    expect(await signInAndWait(page)).toBe(401);
    // The same answer: the page does not tell which addresses have accounts.
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();

    await page.getByLabel('Email').fill('ada@church.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/church/dashboard', { timeout: 15_000 });

    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('resets a forgotten password once with the e-mailed link', async () => {
    const { server } = session;
    await existingChurch({
      firstName: 'Mary',
      lastName: 'Jackson',
      email: 'mary@church.test',
      password: 'old-password',
    });
    const page = await openPage([{ path: api.localReset, status: 400 }]);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill('mary@church.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('we have sent a link to reset its password').waitFor();
    await expectAccessible(page, '/login (reset link sent)');
    await screenshot(page, 'login-forgot-sent');

    const link = await waitForMailLink(server.dataDir, 'mary@church.test', '/reset-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await expectAccessible(page, '/reset-password (with errors)');
    await screenshot(page, 'reset-password');

    await page.getByLabel('New password').fill('new-password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password Changed').waitFor();
    await page.waitForURL('**/church/dashboard', { timeout: 15_000 });
    // The dashboard has its profile before the session ends: a request still on its way as the
    // session ends is rightly answered 401, which is not what this test is about.
    await page.getByRole('heading', { name: 'Jackson Church' }).waitFor();

    // Signed out, the same link a second time is refused.
    await page.goto(api.logout);
    await page.goto(link);
    await page.getByLabel('New password').fill('another-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This reset link is invalid or has expired. Ask for a new one.' })
      .waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await expectAccessible(page, '/reset-password (used link)');
    await screenshot(page, 'reset-password-used-link');

    // The new password signs in.
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByLabel('Email').fill('mary@church.test');
    await page.getByLabel('Password').fill('new-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/church/dashboard', { timeout: 15_000 });
  });

  it('makes an ADMIN_EMAILS address admin without the role choice', async () => {
    const { server } = session;
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await fillLabelled(page, {
      'First name': 'Alan',
      'Last name': 'Admin',
      Email: ADMIN_EMAIL,
      Password: 'admin-password',
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(await waitForMailLink(server.dataDir, ADMIN_EMAIL, api.localVerify));
    await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(visited).not.toContain('/select-role');
  });
});
