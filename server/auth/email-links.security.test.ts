// Poisoned e-mail links: a request with a forged Host (or, behind a trusted proxy, a forged
// X-Forwarded-Host) must not put the attacker's address into the verification, reset or notice
// links, nor into the OIDC redirect URI. Links come from PUBLIC_URL, else http://localhost:PORT.
// node:http is used because fetch() ignores a Host header set by the caller.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { OidcSignIn } from '../deps';
import type { MailMessage } from '../store/port';
import { createTestApp, type TestApp } from '../testing/test-app';

const EVIL = 'evil.test';
let app: TestApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

interface RawAnswer {
  status: number;
  location: string | undefined;
  cookie: string | undefined;
}

/** One request with exactly these headers (Host included), to the app's loopback origin. */
function raw(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<RawAnswer> {
  const target = new URL(origin);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            cookie: res.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; '),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function allMail(): Promise<MailMessage[]> {
  const horizon = Math.max(Date.now(), app?.clock.now().getTime() ?? 0) + 60_000;
  return (
    (await app?.store.mail.claimDue(new Date(horizon), new Date(horizon + 86_400_000), 100)) ?? []
  );
}

function linksIn(messages: MailMessage[]): string[] {
  return messages.flatMap((message) => [
    ...(message.text.match(/https?:\/\/[^\s<>"]+/g) ?? []),
    ...(message.html?.match(/https?:\/\/[^\s<>"&]+/g) ?? []),
  ]);
}

/**
 * Every mail-sending route, each called with forged headers: sign-up (new and taken address),
 * 'Send again' of that pending sign-up, and 'Forgot password?'.
 */
async function mailEverything(origin: string, forged: Record<string, string>) {
  const signup = (email: string) =>
    raw(origin, 'POST', '/api/auth/local/signup', forged, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      password: 'correct horse battery staple',
    });
  const first = await signup('grace@church.test');
  expect(first.status).toBe(201);
  expect((await signup('grace@church.test')).status).toBe(201);
  const resent = await raw(
    origin,
    'POST',
    '/api/auth/local/resend-verification',
    { ...forged, cookie: first.cookie ?? '' },
    {},
  );
  expect(resent.status).toBe(200);
  const forgot = await raw(origin, 'POST', '/api/auth/local/forgot', forged, {
    email: 'grace@church.test',
  });
  expect(forgot.status).toBe(200);
  const messages = await allMail();
  expect(messages.map((message) => message.subject).sort()).toEqual([
    'Confirm your e-mail address',
    'Confirm your e-mail address',
    'Reset your password',
    'Someone tried to create an account with your e-mail address',
  ]);
  return linksIn(messages);
}

describe('attack: poisoned e-mail links', () => {
  it('a forged Host header does not reach the links: they all start with PUBLIC_URL', async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://jobs.college.test' } });
    const origin = await app.listen();
    const links = await mailEverything(origin, {
      host: EVIL,
      origin: 'https://jobs.college.test',
    });
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) expect(link).toMatch(/^https:\/\/jobs\.college\.test\//);
  });

  it('a forged X-Forwarded-Host from behind a trusted proxy does not reach the links either', async () => {
    app = await createTestApp({
      env: { PUBLIC_URL: 'https://jobs.college.test', TRUST_PROXY: '1' },
    });
    const origin = await app.listen();
    const links = await mailEverything(origin, {
      host: 'jobs.college.test',
      'x-forwarded-host': EVIL,
      'x-forwarded-proto': 'https',
      origin: 'https://jobs.college.test',
    });
    for (const link of links) expect(link).toMatch(/^https:\/\/jobs\.college\.test\//);
  });

  it('without PUBLIC_URL a forged Host still gets links to http://localhost:PORT, never its own', async () => {
    app = await createTestApp({ env: { PORT: '4321' } });
    const origin = await app.listen();
    // The Origin check compares with the request's own origin here, so the attacker can pass it.
    const links = await mailEverything(origin, { host: EVIL, origin: `http://${EVIL}` });
    for (const link of links) expect(link).toMatch(/^http:\/\/localhost:4321\//);
    expect(links.join(' ')).not.toContain(EVIL);
  });

  it('the OIDC redirect URI ignores a forged Host and X-Forwarded-Host', async () => {
    const redirectUris: string[] = [];
    const oidc: OidcSignIn = {
      start: (redirectUri) => {
        redirectUris.push(redirectUri);
        return Promise.resolve({
          url: 'https://id.college.test/authorize',
          codeVerifier: 'v',
          state: 's',
          nonce: 'n',
        });
      },
      finish: () => Promise.reject(new Error('not used')),
    };
    app = await createTestApp({ env: { PORT: '4321', TRUST_PROXY: '1' }, oidc });
    const origin = await app.listen();
    const started = await raw(origin, 'GET', '/api/login', {
      host: EVIL,
      'x-forwarded-host': EVIL,
      'x-forwarded-proto': 'https',
    });
    expect(started.status).toBe(302);
    expect(redirectUris).toEqual(['http://localhost:4321/api/callback']);
  });

  it('the verification link sends the browser on with a path, never to a forged host', async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://jobs.college.test' } });
    const origin = await app.listen();
    await raw(
      origin,
      'POST',
      '/api/auth/local/signup',
      { host: EVIL, origin: 'https://jobs.college.test' },
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@church.test',
        password: 'correct horse battery staple',
      },
    );
    const [link] = linksIn(await allMail());
    const opened = await raw(
      origin,
      'GET',
      new URL(link ?? '').pathname + new URL(link ?? '').search,
      {
        host: EVIL,
      },
    );
    expect(opened.status).toBe(302);
    expect(opened.location).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}&confirmed=1$/);
  });
});
