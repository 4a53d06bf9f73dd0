// Two real server processes on one MongoDB database and one S3 bucket, as a deployment runs them
// behind a load balancer (docs/decisions/0034-limits-leases-and-claims-across-instances.md): a
// change made through one shows in the other's public list and synced list, a session works on
// both, every limit counts across both, each periodic job and each message goes once, a message
// held by an instance that died is sent by another after its lease, and killing one mid-stream
// loses no acknowledged application. Runs on MongoDB only (skipped without MONGODB_URL, as
// server/testing/stores.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient, type Db } from 'mongodb';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../shared/api-routes';
import type { PositionWithChurch, SyncChangesBody, SyncSnapshotBody } from '../shared/types';
import { ACCOUNT_FAILURE_LIMIT } from './auth/login-throttle';
import type { AppDeps } from './deps';
import { periodicJobs } from './jobs/scheduler';
import { hashPassword } from './auth/password';
import { STATUS_LINK_MISSES_PER_WINDOW } from './applications/status-page.routes';
import { openMongoStore } from './store/mongodb/mongo-store';
import type { Store } from './store/port';
import { newUser } from './testing/store-fixtures';
import { startInstance, Visitor, type ServerInstance } from './testing/server-instance';
import { churchData, positionData } from './testing/store-fixtures';

const MONGODB_URL = process.env.MONGODB_URL;
if (!MONGODB_URL) console.log('Several-instances test skipped: MONGODB_URL is not set');

const PASSWORD = 'correct horse battery staple';
const ADMIN_EMAIL = 'admin@college.test';
const CHURCH_EMAIL = 'pastor@grace.test';
/** Applications per client address in the window, small so the test reaches it quickly. */
const APPLICATION_LIMIT = 4;
/** Per-address sign-in attempts in the window (auth.routes.ts). */
const SIGN_IN_LIMIT = 20;
const MEGABYTE = 1024 * 1024;
/** The hourly cap of unclaimed upload bytes, all callers together. */
const UPLOAD_MB_PER_HOUR = 30;
const RESUME_BYTES = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600, 0x20)]);

/** The instances take turns: the i-th request goes to one, the next to the other. */
function either(i: number): ServerInstance {
  return i % 2 === 0 ? a : b;
}

let dbName: string;
let db: Db;
let admin: MongoClient;
let store: Store;
let s3rver: S3rver;
let root: string;
let a: ServerInstance;
let b: ServerInstance;
const started: ServerInstance[] = [];
let env: Record<string, string>;
let positionId: string;
let addressCount = 0;

/** A visitor from an address no other visitor used. */
function newVisitor(): Visitor {
  addressCount += 1;
  return new Visitor(
    `198.51.${String(Math.floor(addressCount / 250))}.${String((addressCount % 250) + 1)}`,
  );
}

function dataDir(name: string): string {
  return path.join(root, name);
}

async function seedUser(email: string, role: 'admin' | 'church' | null): Promise<string> {
  const user = await store.users.create(
    newUser({ email, passwordHash: await hashPassword(PASSWORD), emailVerified: true }),
  );
  if (role !== null) await store.users.setRoleOnce(user.id, role);
  return user.id;
}

async function signedIn(server: ServerInstance, email: string): Promise<Visitor> {
  const visitor = newVisitor();
  const res = await visitor.request(server, 'POST', '/api/auth/local/login', {
    body: { email, password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return visitor;
}

function application(email: string, extra: Record<string, unknown> = {}) {
  return {
    positionId,
    studentName: 'Sam Student',
    studentEmail: email,
    studentPhone: '555-010-0199',
    studentMajor: 'Leadership',
    studentGraduationYear: '2027',
    ...extra,
  };
}

/** Polls `check` every 100 ms until it holds or `timeoutMs` has passed; true when it held. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/** The queue ids of the messages written as .eml files under these data directories, one per file. */
function sentMessageIds(...dirs: string[]): string[] {
  return dirs.flatMap((dir) => {
    const mailDir = path.join(dir, 'mail');
    let files: string[];
    try {
      files = readdirSync(mailDir);
    } catch {
      return [];
    }
    // A message being written is a .part file until it is whole.
    return files
      .filter((file) => file.endsWith('.eml'))
      .map((file) => {
        const match = /^Message-ID: <([^@>]+)@/im.exec(
          readFileSync(path.join(mailDir, file), 'utf8'),
        );
        if (!match?.[1]) throw new Error(`${file} has no Message-ID`);
        return match[1];
      });
  });
}

describe.skipIf(!MONGODB_URL)('two instances on one MongoDB', () => {
  beforeAll(async () => {
    const url = MONGODB_URL ?? '';
    dbName = `jobboard_instances_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    root = mkdtempSync(path.join(tmpdir(), 'jb-instances-'));
    s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dataDir('s3'),
      configureBuckets: [{ name: 'instances' }],
    });
    const { port: s3Port } = await s3rver.run();
    store = await openMongoStore(url, dbName);
    admin = await MongoClient.connect(url);
    db = admin.db(dbName);

    await seedUser(ADMIN_EMAIL, 'admin');
    const churchUser = await seedUser(CHURCH_EMAIL, 'church');
    const { profile } = await store.churches.upsertForUser(churchUser, churchData());
    positionId = (await store.positions.create(profile.id, positionData())).id;

    const mongoUrl = new URL(url);
    mongoUrl.pathname = `/${dbName}`;
    env = {
      MONGODB_URL: mongoUrl.toString(),
      // One secret for all: a session cookie or status link one instance signed opens on the other.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'https://jobs.college.test',
      TRUST_PROXY: '1',
      ADMIN_EMAILS: ADMIN_EMAIL,
      APPLICATION_RATE_LIMIT: String(APPLICATION_LIMIT),
      UPLOAD_MB_PER_HOUR: String(UPLOAD_MB_PER_HOUR),
      MIN_FREE_DISK_MB: '0',
      LOG_REQUESTS: 'false',
      S3_BUCKET: 'instances',
      S3_ENDPOINT: `http://127.0.0.1:${String(s3Port)}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    [a, b] = await Promise.all([
      startInstance('a', { ...env, DATA_DIR: dataDir('a') }),
      startInstance('b', { ...env, DATA_DIR: dataDir('b') }),
    ]);
    started.push(a, b);
  }, 90_000);

  afterAll(async () => {
    for (const server of started) {
      server.signal('SIGCONT');
      server.signal('SIGKILL');
      await server.exited;
    }
    await store?.close();
    await db?.dropDatabase();
    await admin?.close();
    await s3rver?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('a position approved through one is in the other public list within 2 s', async () => {
    const listOnB = async () =>
      (await new Visitor('203.0.113.9').request<PositionWithChurch[]>(b, 'GET', '/api/positions'))
        .body;
    // B has its list in hand (cached by the store's version) before A changes it.
    expect((await listOnB()).map((p) => p.id)).not.toContain(positionId);
    const reviewer = await signedIn(a, ADMIN_EMAIL);
    const approved = await reviewer.request(
      a,
      'POST',
      `/api/admin/positions/${positionId}/approve`,
      {
        headers: { [IF_MATCH_HEADER]: ifMatchValue(1) },
      },
    );
    expect(approved.status).toBe(200);
    const shown = await eventually(
      async () => (await listOnB()).some((p) => p.id === positionId),
      2_000,
    );
    expect(shown, 'the approved position in B’s public list within 2 s').toBe(true);
  });

  it("a change through one is in the other's synced list: its changes at once, its snapshot within 2 s", async () => {
    const { id: churchProfileId } = (await store.churches.findByUserId(
      (await store.users.findByEmail(CHURCH_EMAIL))?.id ?? '',
    ))!;
    const pending = await store.positions.create(
      churchProfileId,
      positionData({ title: 'Synced' }),
    );
    const visitor = new Visitor('203.0.113.10');
    const syncOnB = async <T>(query = '') =>
      (await visitor.request<T>(b, 'GET', `${api.positionsSync}${query}`)).body;
    const first = await syncOnB<SyncSnapshotBody>();
    expect(first.positions.map((card) => card.id)).not.toContain(pending.id);

    const reviewer = await signedIn(a, ADMIN_EMAIL);
    const approved = await reviewer.request(a, 'POST', api.adminApprove(pending.id), {
      headers: { [IF_MATCH_HEADER]: ifMatchValue(pending.version) },
    });
    expect(approved.status).toBe(200);
    const changes = await syncOnB<SyncChangesBody>(`?since=${first.cursor}`);
    expect(changes.upserts.map((card) => card.id)).toContain(pending.id);
    const inSnapshot = await eventually(
      async () => (await syncOnB<SyncSnapshotBody>()).positions.some((c) => c.id === pending.id),
      2_000,
    );
    expect(inSnapshot, 'the approved position in B’s snapshot within 2 s').toBe(true);

    const church = await signedIn(a, CHURCH_EMAIL);
    expect((await church.request(a, 'DELETE', `/api/positions/${pending.id}`)).status).toBe(200);
    const after = await syncOnB<SyncChangesBody>(`?since=${changes.cursor}`);
    expect(after.removed).toContain(pending.id);
    expect(after.upserts.map((card) => card.id)).not.toContain(pending.id);
  });

  it('a session made on one works on the other, and signing out on one ends it on both', async () => {
    const reviewer = await signedIn(a, ADMIN_EMAIL);
    const cookies = new Map(reviewer.cookies);
    expect((await reviewer.request<{ email: string }>(b, 'GET', '/api/auth/user')).body.email).toBe(
      ADMIN_EMAIL,
    );
    expect((await reviewer.request(b, 'POST', '/api/logout')).status).toBe(303);
    // The same cookie as before the sign-out, on the other instance: the session is gone.
    const replay = new Visitor(reviewer.address);
    for (const [name, value] of cookies) replay.cookies.set(name, value);
    expect((await replay.request(a, 'GET', '/api/auth/user')).status).toBe(401);
    expect((await replay.request(b, 'GET', '/api/auth/user')).status).toBe(401);
  });

  it('a file uploaded through one is used through the other', async () => {
    const student = newVisitor();
    const target = await student.request<{ url: string }>(a, 'POST', '/api/object-storage/resume', {
      body: { filename: 'cv.pdf', contentType: 'application/pdf', size: RESUME_BYTES.length },
    });
    expect(target.status).toBe(200);
    const put = await fetch(target.body.url, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', 'if-none-match': '*' },
      body: RESUME_BYTES,
    });
    expect(put.status).toBe(200);
    const resumeUrl = target.body.url.split('?')[0] ?? '';
    const applied = await student.request<{ id: string }>(b, 'POST', '/api/applications', {
      body: application('with.resume@student.test', { resumeUrl }),
    });
    expect(applied.status).toBe(201);
    const church = await signedIn(a, CHURCH_EMAIL);
    const download = await church.request(a, 'GET', `/api/applications/${applied.body.id}/resume`);
    expect(download.status).toBe(302);
    const file = await fetch(download.headers.get('location') ?? '');
    expect(Buffer.from(await file.arrayBuffer()).equals(RESUME_BYTES)).toBe(true);
  });

  describe('limits count across both', () => {
    it('applications per client address', async () => {
      const student = newVisitor();
      for (let i = 0; i < APPLICATION_LIMIT; i += 1) {
        const res = await student.request(either(i), 'POST', '/api/applications', {
          body: application(`limited.${String(i)}@student.test`),
        });
        expect(res.status, `application ${String(i)}`).toBe(201);
      }
      for (const server of [a, b]) {
        const res = await student.request(server, 'POST', '/api/applications', {
          body: application(`limited.over.${server.name}@student.test`),
        });
        expect(res.status, `over the limit on ${server.name}`).toBe(429);
      }
    });

    it('upload addresses per client address, and the hourly cap of all callers', async () => {
      const student = newVisitor();
      const ask = (server: ServerInstance, visitor: Visitor, size: number) =>
        visitor.request(server, 'POST', '/api/object-storage/resume', {
          body: { filename: 'cv.pdf', contentType: 'application/pdf', size },
        });
      for (let i = 0; i < APPLICATION_LIMIT * 3; i += 1) {
        expect((await ask(either(i), student, 1000)).status, `upload ${String(i)}`).toBe(200);
      }
      for (const server of [a, b]) expect((await ask(server, student, 1000)).status).toBe(429);

      // Five-megabyte grants from new addresses until the cap refuses one: then both refuse.
      const statuses: number[] = [];
      while (statuses.length < 20 && statuses.at(-1) !== 429) {
        statuses.push((await ask(either(statuses.length), newVisitor(), 5 * MEGABYTE)).status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(statuses.length - 1).toBe(Math.floor(UPLOAD_MB_PER_HOUR / 5) - 1);
      const other = statuses.length % 2 === 0 ? a : b;
      expect((await ask(other, newVisitor(), 5 * MEGABYTE)).status).toBe(429);
    });

    it('status links that open nothing, per client address', async () => {
      const guesser = newVisitor();
      for (let i = 0; i < STATUS_LINK_MISSES_PER_WINDOW; i += 1) {
        const token = randomBytes(32).toString('base64url');
        const res = await guesser.request(either(i), 'GET', `/api/application-status/${token}`);
        expect(res.status, `miss ${String(i)}`).toBe(404);
      }
      for (const server of [a, b]) {
        const token = randomBytes(32).toString('base64url');
        const res = await guesser.request(server, 'GET', `/api/application-status/${token}`);
        expect(res.status).toBe(429);
      }
    });

    it('sign-in attempts per client address', async () => {
      const visitor = newVisitor();
      // Every attempt counts against the address, also one without a password: answered 400
      // without a password check, so quickly.
      for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
        const res = await visitor.request(either(i), 'POST', '/api/auth/local/login', {
          body: { email: `nobody.${String(i)}@church.test` },
        });
        expect(res.status, `attempt ${String(i)}`).toBe(400);
      }
      for (const server of [a, b]) {
        const res = await visitor.request(server, 'POST', '/api/auth/local/login', {
          body: { email: CHURCH_EMAIL, password: PASSWORD },
        });
        expect(res.status).toBe(429);
      }
    });

    it('failed sign-ins per account: counted before the check, given back unless the password was wrong', async () => {
      const email = 'owner@church.test';
      await seedUser(email, 'church');
      const signIn = (server: ServerInstance, body: unknown) =>
        newVisitor().request(server, 'POST', '/api/auth/local/login', { body });
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i += 1) {
        expect((await signIn(either(i), { email, password: `guess ${String(i)}` })).status).toBe(
          401,
        );
      }
      // The owner signing in and a body without a password give their attempt back, on either.
      expect((await signIn(a, { email, password: PASSWORD })).status).toBe(200);
      expect((await signIn(b, { email, password: PASSWORD })).status).toBe(200);
      expect((await signIn(a, { email })).status).toBe(400);
      expect((await signIn(b, { email, password: 'the last guess' })).status).toBe(401);
      for (const server of [a, b]) {
        expect((await signIn(server, { email, password: PASSWORD })).status).toBe(429);
      }
    });

    it('guesses sent to both at once cannot pass the check together', async () => {
      const email = 'guessed@church.test';
      await seedUser(email, 'church');
      const answers = await Promise.all(
        Array.from({ length: 3 * ACCOUNT_FAILURE_LIMIT }, (_, i) =>
          newVisitor().request(either(i), 'POST', '/api/auth/local/login', {
            body: { email, password: `parallel guess ${String(i)}` },
          }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2 * ACCOUNT_FAILURE_LIMIT);
    });
  });

  it('each periodic job runs once, and each queued message is sent once', async () => {
    const jobNames = periodicJobs({ store } as AppDeps).map((job) => job.name);
    const jobRuns = () =>
      [a, b].flatMap((server) =>
        server
          .logLines()
          .filter((line) => line.msg === 'job ran' || line.msg === 'job failed')
          .map((line) => String(line.job)),
      );
    // Both checked every job as they started; each job ran on one of them, once.
    const checked = await eventually(
      () => Promise.resolve(jobRuns().length >= jobNames.length),
      20_000,
    );
    expect(checked, 'every job ran').toBe(true);
    expect(jobRuns().sort()).toEqual([...jobNames].sort());
    const runs = await db.collection<{ name: string; rev: number }>('jobs').find({}).toArray();
    expect(runs.map((run) => [run.name, run.rev])).toEqual(
      expect.arrayContaining(jobNames.map((name) => [name, 1])),
    );

    // Mail queued through both (besides what the tests above queued): six password resets.
    const queue = db.collection('mailQueue');
    const before = new Date();
    for (let i = 0; i < 6; i += 1) {
      const res = await newVisitor().request(either(i), 'POST', '/api/auth/local/forgot', {
        body: { email: ADMIN_EMAIL },
      });
      expect(res.status).toBe(200);
    }
    const resets = { to: ADMIN_EMAIL, createdAt: { $gte: before } };
    expect(await queue.countDocuments(resets)).toBe(6);
    const allSent = await eventually(
      async () => (await queue.countDocuments({ ...resets, sentAt: null })) === 0,
      20_000,
    );
    expect(allSent, 'the six resets sent').toBe(true);
    const sent = (await queue.find({ sentAt: { $ne: null } }).toArray()).map((doc) =>
      String(doc._id),
    );
    const files = sentMessageIds(dataDir('a'), dataDir('b'));
    for (const id of sent)
      expect(
        files.filter((file) => file === id),
        id,
      ).toHaveLength(1);
    expect(new Set(files).size).toBe(files.length);
  });

  it('killing one mid-stream loses no acknowledged application, and the other keeps answering', async () => {
    const stream = Array.from({ length: 36 }, (_, i) => ({
      key: randomUUID(),
      email: `stream.${String(i)}@student.test`,
      visitor: newVisitor(),
      server: either(i),
    }));
    const acknowledged = new Map<string, string>();
    const retried: number[] = [];
    let killed = false;
    const send = async (item: (typeof stream)[number]) => {
      const post = (server: ServerInstance) =>
        item.visitor.request<{ id: string }>(server, 'POST', '/api/applications', {
          body: application(item.email),
          headers: { 'Idempotency-Key': item.key },
        });
      let res;
      try {
        res = await post(item.server);
      } catch {
        // The instance died with the request: the outbox sends it again, with its key, to A.
        res = await post(a);
        retried.push(res.status);
        // 409: B claimed the key and died; it is taken over once stale, later than this test.
        if (res.status === 409) return;
      }
      expect(res.status, item.email).toBe(201);
      acknowledged.set(item.email, res.body.id);
      if (!killed && acknowledged.size >= 12) {
        killed = true;
        b.signal('SIGKILL');
      }
    };
    // Four at a time, like several students' browsers.
    const queue = [...stream];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let item = queue.shift(); item; item = queue.shift()) await send(item);
      }),
    );
    await b.exited;
    expect(killed).toBe(true);
    expect(retried.length).toBeGreaterThan(0);
    expect(retried.every((status) => status === 201 || status === 409)).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(stream.length - 4);

    const stored = (await store.applications.listByPosition(positionId)).filter((app) =>
      app.studentEmail.startsWith('stream.'),
    );
    for (const [email, id] of acknowledged) {
      expect(
        stored.filter((app) => app.studentEmail === email).map((app) => app.id),
        email,
      ).toEqual([id]);
    }
    expect(new Set(stored.map((app) => app.studentEmail)).size).toBe(stored.length);
    expect((await newVisitor().request(a, 'GET', '/api/positions')).status).toBe(200);
  });

  it('a message claimed by an instance that dies is sent by another once its lease ends', async () => {
    // An SMTP server that accepts the connection and never answers: C's send hangs after its claim.
    const sockets: Socket[] = [];
    const smtp: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.address() as { port: number }).port;
    try {
      const c = await startInstance('c', {
        ...env,
        DATA_DIR: dataDir('c'),
        SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
        MAIL_LEASE_MS: '2000',
      });
      started.push(c);
      // The others pause, so that C is the one to claim what is queued now.
      a.signal('SIGSTOP');
      b.signal('SIGSTOP');
      const queue = db.collection('mailQueue');
      const before = new Date();
      const forgot = await newVisitor().request(c, 'POST', '/api/auth/local/forgot', {
        body: { email: CHURCH_EMAIL },
      });
      expect(forgot.status).toBe(200);
      const reset = await queue.findOne({ to: CHURCH_EMAIL, createdAt: { $gte: before } });
      const resetId = String(reset?._id);
      expect(await eventually(() => Promise.resolve(sockets.length > 0), 15_000)).toBe(true);
      // C has claimed the message (sign-in mail goes first) and is sending it: it dies before it
      // can mark it sent.
      c.signal('SIGKILL');
      await c.exited;
      expect(await db.collection('claims').countDocuments({ kind: 'mail', owner: resetId })).toBe(
        1,
      );
      const held = await queue.findOne({ _id: reset?._id });
      expect(held?.sentAt).toBeNull();
      // A wakes once C's lease has ended: its overdue mail run claims the message at once.
      await sleep(Math.max(0, (held?.nextAttemptAt as Date).getTime() - Date.now() + 100));
      a.signal('SIGCONT');

      const sentByA = await eventually(
        async () => (await queue.findOne({ _id: reset?._id }))?.sentAt instanceof Date,
        20_000,
      );
      expect(sentByA, 'the message C held sent by A once its lease ended').toBe(true);
      expect(sentMessageIds(dataDir('a')).filter((id) => id === resetId)).toHaveLength(1);
      expect(sentMessageIds(dataDir('b')).filter((id) => id === resetId)).toHaveLength(0);
    } finally {
      a.signal('SIGCONT');
      b.signal('SIGCONT');
      for (const socket of sockets) socket.destroy();
      smtp.close();
    }
  });
});
