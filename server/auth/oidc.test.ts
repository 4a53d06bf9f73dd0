// OpenID Connect sign-in against a real provider (oidc-provider on 127.0.0.1): authorization code
// with PKCE driven through the provider's dev login and consent pages, then the app's callback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/types';
import type { OidcSignIn } from '../deps';
import { createOidcSignIn, namesFromClaims } from './oidc';
import { SESSION_COOKIE } from './session';
import { TestBrowser, type BrowserResponse } from '../testing/test-browser';
import {
  signUp,
  signUpVerified,
  startListeningApp,
  type ListeningApp,
} from '../testing/auth-fixture';
import { startTestProvider, type TestProvider } from '../testing/oidc-test-provider';

let server: ListeningApp;
let provider: TestProvider;

beforeAll(async () => {
  // The app needs its OIDC client at creation and the provider needs the app's callback address:
  // the app gets a forwarder that is pointed at the real client once both are listening.
  const forward: { client?: OidcSignIn } = {};
  const ready = () => {
    if (!forward.client) throw new Error('OIDC client not ready');
    return forward.client;
  };
  server = await startListeningApp({
    oidc: {
      start: (uri) => ready().start(uri),
      finish: (url, expected) => ready().finish(url, expected),
    },
  });
  provider = await startTestProvider(server.url('/api/callback'));
  forward.client = await createOidcSignIn(
    { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
    { allowInsecureIssuer: true },
  );
});

afterAll(async () => {
  expect(provider.errors).toEqual([]);
  await provider?.close();
  await server?.close();
});

/** The action of the provider page's form, as an absolute URL. */
function formAction(page: BrowserResponse, pageUrl: string): string {
  const action = page.text.match(/<form[^>]*action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`No form on ${pageUrl}: ${page.text.slice(0, 300)}`);
  return new URL(action.replace(/&amp;/g, '&'), pageUrl).href;
}

/**
 * Signs in like a person would: /api/login, the provider's login form (any password), its consent
 * form, and back to the app's callback. Returns the callback's answer.
 */
async function signInWithProvider(
  browser: TestBrowser,
  login: string,
  loginPath = '/api/login',
): Promise<BrowserResponse> {
  const start = await browser.request(server.url(loginPath));
  expect(start.status).toBe(302);
  const authorize = new URL(start.location ?? '');
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(server.url('/api/callback'));
  for (const parameter of ['code_challenge', 'state', 'nonce'])
    expect(authorize.searchParams.get(parameter)).toBeTruthy();

  const atApp = (_: BrowserResponse, url: string) => url.startsWith(server.origin);
  let { response, url } = await browser.follow(authorize, atApp);
  for (let step = 0; step < 5 && !url.startsWith(server.origin); step += 1) {
    const action = formAction(response, url);
    const form: Record<string, string> = response.text.includes('name="prompt" value="login"')
      ? { prompt: 'login', login, password: 'any password' }
      : { prompt: 'consent' };
    const submitted = await browser.request(action, { form });
    if (submitted.location === null)
      throw new Error(`The provider answered ${submitted.status}: ${submitted.text.slice(0, 300)}`);
    ({ response, url } = await browser.follow(submitted.location, atApp));
  }
  expect(new URL(url).pathname).toBe('/api/callback');
  return response;
}

async function me(browser: TestBrowser) {
  return browser.request(server.url('/api/auth/user'));
}

describe('OIDC sign-in', () => {
  it('creates the user from the claims and signs them in', async () => {
    provider.accounts.set('ada', {
      email: 'Ada@Church.test',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: 'https://pictures.test/ada.png',
    });
    const browser = new TestBrowser();
    const callback = await signInWithProvider(browser, 'ada');
    expect(callback.status).toBe(302);
    expect(callback.location).toBe(server.url('/'));
    expect(browser.cookie(server.origin, SESSION_COOKIE)).toBeTruthy();

    const current = await me(browser);
    expect(current.status).toBe(200);
    expect(current.json<CurrentUser>()).toMatchObject({
      email: 'ada@church.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: 'https://pictures.test/ada.png',
      emailVerified: true,
      role: null,
    });
    const stored = await server.app.store.users.findByEmail('ada@church.test');
    expect(stored?.oidcSubject).toBe(`${provider.issuer}|ada`);
    expect(stored?.passwordHash).toBeNull();
  });

  it('updates names and picture at each sign-in and keeps the same account', async () => {
    provider.accounts.set('grace', {
      email: 'grace@church.test',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const first = new TestBrowser();
    await signInWithProvider(first, 'grace');
    const before = (await me(first)).json<CurrentUser>();

    provider.accounts.set('grace', {
      email: 'grace@church.test',
      email_verified: true,
      given_name: 'Amazing Grace',
      family_name: 'Hopper',
      picture: 'https://pictures.test/grace.png',
    });
    const second = new TestBrowser();
    const callback = await signInWithProvider(
      second,
      'grace',
      '/api/login?returnTo=/church/dashboard',
    );
    expect(callback.location).toBe(server.url('/church/dashboard'));
    const after = (await me(second)).json<CurrentUser>();
    expect(after.id).toBe(before.id);
    expect(after).toMatchObject({
      firstName: 'Amazing Grace',
      profileImageUrl: 'https://pictures.test/grace.png',
    });
  });

  it('gives a first and last name from a provider that sends only `name` (as Dex does)', async () => {
    provider.accounts.set('dex', {
      email: 'mary@church.test',
      email_verified: true,
      name: 'Mary Ann Jackson',
    });
    const browser = new TestBrowser();
    expect((await signInWithProvider(browser, 'dex')).location).toBe(server.url('/'));
    expect((await me(browser)).json<CurrentUser>()).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'Jackson',
    });
  });

  it('links an existing account when the provider vouches for the address', async () => {
    const local = await signUpVerified(server, 'linked@church.test');
    const localUser = (await me(local)).json<CurrentUser>();
    provider.accounts.set('linked', {
      email: 'linked@church.test',
      email_verified: true,
      given_name: 'Linus',
    });
    const browser = new TestBrowser();
    expect((await signInWithProvider(browser, 'linked')).location).toBe(server.url('/'));
    const linked = (await me(browser)).json<CurrentUser>();
    expect(linked.id).toBe(localUser.id);
    expect(linked.firstName).toBe('Linus');
    // The verified built-in account keeps its password.
    const password = await new TestBrowser().request(server.url('/api/auth/local/login'), {
      json: { email: 'linked@church.test', password: 'correct horse battery staple' },
    });
    expect(password.status).toBe(200);
  });

  it('refuses an address of another account that the provider does not vouch for', async () => {
    await signUp(server, 'taken@church.test');
    provider.accounts.set('taken', { email: 'taken@church.test', email_verified: false });
    const browser = new TestBrowser();
    const callback = await signInWithProvider(browser, 'taken');
    expect(callback.location).toBe(server.url('/login?error=email-in-use'));
    expect((await me(browser)).status).toBe(401);
  });

  it('takes an unverified built-in account back from whoever registered it', async () => {
    const squatter = await signUp(server, 'owner@church.test', 'squatter password');
    provider.accounts.set('owner', { email: 'owner@church.test', email_verified: true });
    const owner = new TestBrowser();
    await signInWithProvider(owner, 'owner');
    expect((await me(owner)).json<CurrentUser>()).toMatchObject({
      email: 'owner@church.test',
      emailVerified: true,
    });
    // The squatter's session and password no longer work.
    expect((await me(squatter)).status).toBe(401);
    const password = await new TestBrowser().request(server.url('/api/auth/local/login'), {
      json: { email: 'owner@church.test', password: 'squatter password' },
    });
    expect(password.status).toBe(401);
  });

  it('makes an allow-listed address admin when the provider verified it', async () => {
    provider.accounts.set('dean', {
      email: 'admin@college.test',
      email_verified: true,
      given_name: 'Dean',
    });
    const browser = new TestBrowser();
    await signInWithProvider(browser, 'dean');
    expect((await me(browser)).json<CurrentUser>()).toMatchObject({
      role: 'admin',
      adminEligible: true,
    });
  });

  it("sends 'Get Started' (/api/login?mode=sign-up) to the provider too", async () => {
    const start = await new TestBrowser().request(server.url('/api/login?mode=sign-up'));
    expect(start.status).toBe(302);
    expect(start.location?.startsWith(provider.issuer)).toBe(true);
  });

  it('sends a callback without a sign-in in progress, or with a forged state, back to /login', async () => {
    const stray = await new TestBrowser().request(server.url('/api/callback?code=abc&state=def'));
    expect(stray.location).toBe(server.url('/login?error=sign-in-expired'));

    const browser = new TestBrowser();
    const start = await browser.request(server.url('/api/login'));
    expect(start.status).toBe(302);
    const forged = await browser.request(
      server.url(`/api/callback?code=abc&state=forged&iss=${encodeURIComponent(provider.issuer)}`),
    );
    expect(forged.location).toBe(server.url('/login?error=sign-in-failed'));
    expect(server.app.log.lines.some((line) => line.msg === 'oidc sign-in failed')).toBe(true);
    expect((await me(browser)).status).toBe(401);

    // The provider's "access denied" is a cancellation, not a fault.
    await browser.request(server.url('/api/login'));
    const denied = await browser.request(
      server.url(
        `/api/callback?error=access_denied&state=x&iss=${encodeURIComponent(provider.issuer)}`,
      ),
    );
    expect(denied.location).toBe(server.url('/login?error=sign-in-cancelled'));
  });
});

describe('namesFromClaims', () => {
  it('prefers given_name and family_name', () => {
    expect(
      namesFromClaims({ given_name: 'Ada', family_name: 'Lovelace', name: 'Countess Ada' }),
    ).toEqual({ givenName: 'Ada', familyName: 'Lovelace' });
  });

  it('splits `name` at the last space when the parts are missing', () => {
    expect(namesFromClaims({ name: '  Mary  Ann   Jackson ' })).toEqual({
      givenName: 'Mary Ann',
      familyName: 'Jackson',
    });
    expect(namesFromClaims({ name: 'Cher' })).toEqual({ givenName: 'Cher', familyName: null });
  });

  it('completes one missing part from `name`', () => {
    expect(namesFromClaims({ given_name: 'Ada', name: 'Ada King Lovelace' })).toEqual({
      givenName: 'Ada',
      familyName: 'King Lovelace',
    });
    expect(namesFromClaims({ family_name: 'Hopper', name: 'Grace Brewster Hopper' })).toEqual({
      givenName: 'Grace Brewster',
      familyName: 'Hopper',
    });
    expect(namesFromClaims({ given_name: 'Ada', name: 'Someone Else' })).toEqual({
      givenName: 'Ada',
      familyName: null,
    });
  });

  it('gives nulls without any name and ignores non-text values', () => {
    expect(namesFromClaims({})).toEqual({ givenName: null, familyName: null });
    expect(namesFromClaims({ name: 42, given_name: ['x'] })).toEqual({
      givenName: null,
      familyName: null,
    });
  });
});

describe('createOidcSignIn', () => {
  it('refuses an http:// issuer unless allowed for a loopback test', async () => {
    await expect(
      createOidcSignIn(
        { issuer: 'http://idp.example.org', clientId: 'x', clientSecret: null },
        { allowInsecureIssuer: true },
      ),
    ).rejects.toThrow(/https/);
    await expect(
      createOidcSignIn({ issuer: provider.issuer, clientId: 'x', clientSecret: null }),
    ).rejects.toThrow(/https/);
  });
});
