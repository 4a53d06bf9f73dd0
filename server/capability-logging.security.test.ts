// Capabilities in the log: a status link, a keep-open link, a verification or reset link and an
// upload address each grant what they name to whoever reads them. One request of each kind, in
// several letter cases and shapes of path, goes through the app with the real logger (pino) and
// the .eml mail writer; then no line it wrote may hold any of those secrets, in any case.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createEmlWriter } from './mail/eml-writer';
import { startMailWorker } from './mail/mail-worker';
import { keepOpenToken } from './positions/keep-open-link';
import {
  appliedFor,
  churchWithApprovedPosition,
  queuedMail,
  signedInUser,
} from './testing/fixtures';
import { TestClient } from './testing/http-client';
import { createTestApp, type TestApp } from './testing/test-app';

let app: TestApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The real logger, writing its lines (both streams) into memory. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  return { log: createLogger(stream, stream), lines };
}

/** Every way of writing a path the router (or a 404) might see, in other letter cases. */
function variants(pathname: string): string[] {
  const upper = pathname.replace(/^\/[^/]+(\/[^/]+)?/, (head) => head.toUpperCase());
  const mixed = pathname.replace(/^\/(\w)(\w*)/, (_all, first: string, rest: string) => {
    return `/${first.toUpperCase()}${rest}`;
  });
  return [pathname, upper, mixed];
}

/** The value of `name` in the first link of the queued mail to `to` that has it. */
async function tokenInMail(test: TestApp, to: string, name: string): Promise<string> {
  for (const message of (await queuedMail(test, to)).reverse()) {
    for (const link of message.text.match(/https?:\/\/\S+/g) ?? []) {
      const value = new URL(link).searchParams.get(name);
      if (value) return value;
    }
  }
  throw new Error(`no link with ${name} queued for ${to}`);
}

describe('attack: capabilities written into the log', () => {
  it('no log line holds a status, keep-open, verification or reset token or an upload signature, in any letter case of any path', async () => {
    const { log, lines } = capturedLogger();
    app = await createTestApp({ alsoLog: log });
    const test = app;
    const client = new TestClient(test.callback);
    const { position } = await churchWithApprovedPosition(test);

    // The student's status link: the API, its resume route, the page, and a path it is not.
    const statusToken = (await appliedFor(test, position.id)).statusToken;
    for (const route of [
      `/api/application-status/${statusToken}`,
      `/api/application-status/${statusToken}/resume`,
      `/application-status/${statusToken}`,
      `/api/application-status/${statusToken}/no/such/route`,
    ]) {
      for (const variant of variants(route)) await client.get(variant);
    }

    // The church's single-use keep-open link: its preview, its use and its page.
    const keepOpen = keepOpenToken(test.deps.config, {
      id: position.id,
      approvedAt: position.approvedAt ?? '',
    });
    for (const variant of variants(`/api/keep-open/${keepOpen}`)) await client.get(variant);
    await client.post(`/API/KEEP-OPEN/${encodeURIComponent(keepOpen)}`, {});
    for (const variant of variants(`/keep-open/${keepOpen}`)) await client.get(variant);

    // A verification link, also with its token moved into the path.
    await signedInUser(test, 'pastor@church.test');
    await client.post('/api/auth/local/signup', {
      firstName: 'Nova',
      lastName: 'Tester',
      email: 'nova@church.test',
      password: 'correct horse battery staple',
    });
    const verifyToken = await tokenInMail(test, 'nova@church.test', 'token');
    for (const variant of variants('/api/auth/local/verify')) {
      await client.get(`${variant}?TOKEN=${verifyToken}`);
      await client.get(`${variant}/${verifyToken}`);
    }

    // A reset link: the page, the API with the token in the body, and the token in a path.
    await client.post('/api/auth/local/forgot', { email: 'pastor@church.test' });
    const resetToken = await tokenInMail(test, 'pastor@church.test', 'token');
    for (const variant of variants('/reset-password')) {
      await client.get(`${variant}?token=${resetToken}`);
      await client.get(`${variant}/${resetToken}`);
    }
    await client.post('/api/auth/local/reset', {
      token: resetToken,
      password: 'a new password 123',
    });

    // An upload address: its signature in the query, and copied into a path.
    const grant = await client.post<{ url: string }>('/api/object-storage/resume', {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: 2000,
    });
    const upload = new URL(grant.body.url, 'http://localhost');
    const signature = upload.searchParams.get('sig') ?? '';
    expect(signature.length).toBeGreaterThanOrEqual(20);
    for (const variant of variants(upload.pathname)) {
      await client.request('PUT', `${variant}${upload.search}`, {
        raw: Buffer.from('not a pdf'),
        headers: { 'content-type': 'application/pdf' },
      });
      await client.get(`${variant}/${signature}`);
    }

    // The mail those requests queued, written as .eml files by the worker: one line each.
    const worker = startMailWorker({
      store: test.store,
      transport: createEmlWriter({
        dir: path.join(test.dataDir, 'mail'),
        from: test.deps.config.mailFrom,
        log,
        now: () => new Date(),
      }),
      log,
      now: () => new Date(Date.now() + 60_000),
      intervalMs: 60_000,
    });
    while ((await worker.runOnce()) > 0);
    await worker.stop();

    const written = lines.join('\n').toLowerCase();
    const secrets = {
      statusToken,
      keepOpenMac: keepOpen.split('~').at(-1) ?? '',
      verifyToken,
      resetToken,
      signature,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThanOrEqual(20);
      expect(written.includes(secret.toLowerCase()), `${name} in the log`).toBe(false);
    }
    // The lines are still there, with the places named.
    expect(written).toContain('mail written to file');
    expect(written).toContain('/api/application-status/:token');
    expect(written).toContain('/keep-open/:token');
  });
});
