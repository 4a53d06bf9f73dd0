// Sessions: a cross-site page cannot sign someone out; a copy of the sessions table holds no cookie
// that signs anyone in; admin sessions end after 8 hours idle and 7 days at most, church ones last
// 30 days.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readTable } from '../store/sqlite/sqlite-store';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { hashPassword } from './password';
import { ADMIN_IDLE_MS, ADMIN_MAX_AGE_MS, SESSION_COOKIE } from './session';

const PASSWORD = 'correct horse battery staple';
const SECRET = 'test-secret-test-secret-test-secret-0123'; // createTestApp's SESSION_SECRET
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const app = appPerTest();

/** A verified account signed in through POST /api/auth/local/login; `church` also picks the role. */
async function signedIn(email: string, role?: 'church'): Promise<TestClient> {
  await app.store.users.create({
    email,
    firstName: 'Test',
    lastName: 'Person',
    profileImageUrl: null,
    passwordHash: await hashPassword(PASSWORD),
    oidcSubject: null,
    emailVerified: true,
  });
  const client = new TestClient(app.callback);
  const login = await client.post('/api/auth/local/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
  if (role) {
    const chosen = await client.post('/api/auth/select-role', { role });
    if (chosen.status !== 200) throw new Error(`role failed: ${chosen.status} ${chosen.text}`);
  }
  return client;
}

async function isSignedIn(client: TestClient): Promise<boolean> {
  const res = await client.get('/api/auth/user');
  if (res.status !== 200 && res.status !== 401) throw new Error(`unexpected ${res.status}`);
  return res.status === 200;
}

/** The cookie's signature as koa's cookies (keygrip) computes it, for forged cookies. */
function signature(value: string): string {
  return createHmac('sha1', SECRET)
    .update(`${SESSION_COOKIE}=${value}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c] ?? '');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

describe('attack: a copy of the sessions table (backup, leaked file)', () => {
  it('the table holds only the SHA-256 of each cookie id, never the id', async () => {
    const client = await signedIn('grace@church.test', 'church');
    const sid = client.cookies.get(SESSION_COOKIE) ?? '';
    expect(sid).not.toBe('');
    expect(client.cookies.get(`${SESSION_COOKIE}.sig`)).toBe(signature(sid));
    const rows = await readTable(app.store, 'sessions');
    expect(rows.map((row) => row.sid)).toEqual([sha256(sid)]);
    expect(JSON.stringify(rows)).not.toContain(sid);
  });

  it('a stored id sent as the cookie, even correctly signed, signs nobody in', async () => {
    await signedIn('grace@church.test', 'church');
    const [row] = await readTable(app.store, 'sessions');
    const stored = String(row?.sid);
    const thief = new TestClient(app.callback);
    thief.cookies.set(SESSION_COOKIE, stored);
    thief.cookies.set(`${SESSION_COOKIE}.sig`, signature(stored));
    expect(await isSignedIn(thief)).toBe(false);
  });

  it('signing out still ends the stored session: the old cookie no longer works', async () => {
    const client = await signedIn('grace@church.test', 'church');
    const cookies = new Map(client.cookies);
    const out = await client.get('/api/logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(out.status).toBe(302);
    expect(await readTable(app.store, 'sessions')).toEqual([]);
    const replay = new TestClient(app.callback);
    for (const [name, value] of cookies) replay.cookies.set(name, value);
    expect(await isSignedIn(replay)).toBe(false);
  });
});

describe('attack: a cross-site page signs the visitor out', () => {
  it.each(['cross-site', 'same-site'])(
    'GET /api/logout with Sec-Fetch-Site: %s leaves the session alone',
    async (site) => {
      const client = await signedIn('grace@church.test', 'church');
      const res = await client.get('/api/logout', { headers: { 'Sec-Fetch-Site': site } });
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(await isSignedIn(client)).toBe(true);
      expect(await readTable(app.store, 'sessions')).toHaveLength(1);
    },
  );

  it('a cross-site POST /api/logout is refused by the Origin check', async () => {
    const client = await signedIn('grace@church.test', 'church');
    const res = await client.post('/api/logout', undefined, {
      headers: { Origin: 'https://evil.test', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(await isSignedIn(client)).toBe(true);
  });

  it.each([
    ['the app itself (same-origin)', { 'Sec-Fetch-Site': 'same-origin' }],
    ['a typed address or bookmark (none)', { 'Sec-Fetch-Site': 'none' }],
    ['a client that is not a browser (no header)', {}],
  ])('GET /api/logout from %s signs out', async (_from, headers: Record<string, string>) => {
    const client = await signedIn('grace@church.test', 'church');
    const res = await client.get('/api/logout', { headers });
    expect(res.status).toBe(302);
    expect(await isSignedIn(client)).toBe(false);
  });

  it('POST /api/logout from the app signs out and sends the browser home (303)', async () => {
    const client = await signedIn('grace@church.test', 'church');
    const res = await client.post('/api/logout', undefined, {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(await isSignedIn(client)).toBe(false);
    expect(await readTable(app.store, 'sessions')).toEqual([]);
  });
});

describe('attack: a stolen or forgotten admin session', () => {
  it('ends after 8 hours without a request: 401, and the stored session is gone', async () => {
    const admin = await signedIn('admin@college.test');
    expect((await admin.get('/api/admin/positions')).status).toBe(200);
    app.clock.advance(ADMIN_IDLE_MS + MINUTE);
    const res = await admin.get('/api/admin/positions');
    expect(res.status).toBe(401);
    expect(await readTable(app.store, 'sessions')).toEqual([]);
    expect(await isSignedIn(admin)).toBe(false);
  });

  it('an admin at work keeps the session through the day', async () => {
    const admin = await signedIn('admin@college.test');
    for (let hour = 0; hour < 16; hour += 2) {
      app.clock.advance(2 * HOUR);
      expect((await admin.get('/api/admin/positions')).status, `after ${hour + 2} h`).toBe(200);
    }
  });

  it('ends 7 days after sign-in however active', async () => {
    const admin = await signedIn('admin@college.test');
    let elapsed = 0;
    while (elapsed + 4 * HOUR <= ADMIN_MAX_AGE_MS) {
      app.clock.advance(4 * HOUR);
      elapsed += 4 * HOUR;
      expect((await admin.get('/api/admin/positions')).status).toBe(200);
    }
    app.clock.advance(ADMIN_MAX_AGE_MS - elapsed + MINUTE);
    expect((await admin.get('/api/admin/positions')).status).toBe(401);
  });

  it('a session of an address on ADMIN_EMAILS gets the admin limits even before the role', async () => {
    // Not yet verified: the role is not given, but the address is the admin's.
    await app.store.users.create({
      email: 'admin@college.test',
      firstName: 'A',
      lastName: 'D',
      profileImageUrl: null,
      passwordHash: await hashPassword(PASSWORD),
      oidcSubject: null,
      emailVerified: false,
    });
    const client = new TestClient(app.callback);
    const login = await client.post('/api/auth/local/login', {
      email: 'admin@college.test',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    app.clock.advance(ADMIN_IDLE_MS + MINUTE);
    expect(await isSignedIn(client)).toBe(false);
  });

  it('church sessions keep 30 days, idle or not', async () => {
    const church = await signedIn('grace@church.test', 'church');
    app.clock.advance(ADMIN_IDLE_MS + HOUR);
    expect(await isSignedIn(church)).toBe(true);
    app.clock.advance(29 * DAY - ADMIN_IDLE_MS - HOUR);
    expect(await isSignedIn(church)).toBe(true);
    app.clock.advance(1 * DAY + MINUTE);
    expect(await isSignedIn(church)).toBe(false);
  });
});
