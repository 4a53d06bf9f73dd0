// Sets up people through the real API, for tests whose journey starts later (an admin approving,
// a church that already has a profile). The journey tests themselves go through the screens.
import type { Browser, BrowserContext } from 'playwright-core';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../../shared/api-routes';
import { waitForMailLink } from './mail';
import type { RunningServer } from './server';

/** A person to sign up. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

async function expectOk(
  what: string,
  response: { ok(): boolean; status(): number; text(): Promise<string> },
) {
  if (!response.ok())
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
}

/**
 * Signs `person` up in `context` and follows the verification link from their message, so the
 * context is signed in with a verified address (an ADMIN_EMAILS address is admin from then on).
 */
export async function signUpVerified(
  server: RunningServer,
  context: BrowserContext,
  person: Person,
): Promise<void> {
  // State-changing requests must carry the app's own Origin.
  const headers = { Origin: server.url };
  await expectOk(
    'sign-up',
    await context.request.post(`${server.url}${api.localSignup}`, { data: person, headers }),
  );
  const link = await waitForMailLink(server.dataDir, person.email, api.localVerify);
  // A used or stale link also ends on a page that loads: the redirect itself says whether it worked.
  const verified = await context.request.get(link, { maxRedirects: 0 });
  const to = verified.headers()['location'] ?? '';
  if (verified.status() !== 302 || to.includes('error=')) {
    throw new Error(`verification of ${person.email} answered ${verified.status()} to ${to}`);
  }
}

/** Signs `person` in in `context` through the built-in sign-in's API, as the sign-in form does. */
export async function signInThroughApi(
  server: RunningServer,
  context: BrowserContext,
  person: Pick<Person, 'email' | 'password'>,
): Promise<void> {
  // State-changing requests must carry the app's own Origin.
  const headers = { Origin: server.url };
  const { email, password } = person;
  await expectOk(
    'sign-in',
    await context.request.post(`${server.url}${api.localLogin}`, {
      data: { email, password },
      headers,
    }),
  );
}

/** A verified church account with its role chosen and its profile saved. */
export async function createChurch(
  server: RunningServer,
  context: BrowserContext,
  person: Person,
  profile: { churchName: string; location: string } & Record<string, string>,
): Promise<void> {
  await signUpVerified(server, context, person);
  const headers = { Origin: server.url };
  await expectOk(
    'select-role',
    await context.request.post(`${server.url}${api.selectRole}`, {
      data: { role: 'church' },
      headers,
    }),
  );
  await expectOk(
    'church profile',
    await context.request.post(`${server.url}${api.churchProfile}`, { data: profile, headers }),
  );
}

/** Posts a position as `church` and has `admin` approve it, so students see it; returns its id. */
export async function postApprovedPosition(
  server: RunningServer,
  church: BrowserContext,
  admin: BrowserContext,
  position: Record<string, string>,
): Promise<string> {
  const headers = { Origin: server.url };
  const posted = await church.request.post(`${server.url}${api.positions}`, {
    data: position,
    headers,
  });
  await expectOk('posting a position', posted);
  const { id, version } = (await posted.json()) as { id: string; version: number };
  await expectOk(
    'approving a position',
    await admin.request.post(`${server.url}${api.adminApprove(id)}`, {
      data: {},
      headers: { ...headers, [IF_MATCH_HEADER]: ifMatchValue(version) },
    }),
  );
  return id;
}

/** The password of the people churchPerson makes. */
export const CHURCH_PASSWORD = 'correct horse battery staple';

/** `name` of a church, at `name`@church.test, for tests that sign up churches of their own. */
export function churchPerson(name: string, lastName = 'Pastor'): Person {
  return {
    firstName: name,
    lastName,
    email: `${name.toLowerCase()}@church.test`,
    password: CHURCH_PASSWORD,
  };
}

/** The pastor of Grace Fellowship Church, the church most browser tests post as. */
export const GRACE_PASTOR: Person = {
  firstName: 'Grace',
  lastName: 'Pastor',
  email: 'grace@church.test',
  password: 'password-1',
};

/** The college's admin: the server must list admin@college.test in ADMIN_EMAILS. */
export const ADA_ADMIN: Person = {
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@college.test',
  password: 'password-1',
};

/**
 * Grace Fellowship Church in Springfield (its profile with `moreProfile` added) and the admin, each
 * signed in in a browser context of its own; the caller closes both.
 */
export async function graceChurchAndAdmin(
  server: RunningServer,
  browser: Browser,
  moreProfile: Record<string, string> = {},
): Promise<{ church: BrowserContext; admin: BrowserContext }> {
  const church = await browser.newContext({ baseURL: server.url });
  await createChurch(server, church, GRACE_PASTOR, {
    churchName: 'Grace Fellowship Church',
    location: 'Springfield',
    ...moreProfile,
  });
  const admin = await browser.newContext({ baseURL: server.url });
  await signUpVerified(server, admin, ADA_ADMIN);
  return { church, admin };
}
