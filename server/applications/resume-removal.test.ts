// A resume is personal data: it goes from storage with its application, on both file adapters
// (local disk, and S3 against s3rver on loopback), whichever way the application goes: its position
// is deleted by the church or an admin, the church closes its account, the student withdraws, or the
// retention passes after the position closed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { ApplicationReceipt, Position } from '../../shared/types';
import type { FileStorage } from '../files/port';
import { createS3Storage, type S3FileStorage } from '../files/s3/s3-storage';
import { deleteExpiredApplications } from '../jobs/application-retention';
import { backdatePosition } from '../testing/backdate';
import {
  appliedFor,
  churchWithApprovedPosition,
  churchWithProfile,
  postedPosition,
  uploadedResume,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';

const DAY = 24 * 60 * 60 * 1000;

let s3rver: S3rver | undefined;
let s3Directory = '';
let s3Endpoint = '';
const s3Storages: S3FileStorage[] = [];

beforeAll(async () => {
  s3Directory = await mkdtemp(path.join(tmpdir(), 's3rver-resumes-'));
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: 'resumes-test' }],
  });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${String(port)}`;
});
afterAll(async () => {
  for (const storage of s3Storages) storage.client.destroy();
  await s3rver?.close();
  await rm(s3Directory, { recursive: true, force: true });
});

/** The two adapters: undefined lets the test app store files on its local disk. */
const ADAPTERS: [string, () => FileStorage | undefined][] = [
  ['local disk', () => undefined],
  [
    'S3 (s3rver)',
    () => {
      // s3rver knows one key pair, S3RVER/S3RVER.
      const storage = createS3Storage({
        bucket: 'resumes-test',
        endpoint: s3Endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      s3Storages.push(storage);
      return storage;
    },
  ],
];

describe.each(ADAPTERS)('resume files on %s', (name, files) => {
  let app: TestApp;
  let church: TestClient;
  let admin: TestClient;
  let position: Position;

  async function setUp(): Promise<void> {
    const storage = files();
    app = await createTestApp(storage ? { files: storage } : {});
    expect(app.deps.files.kind).toBe(name.startsWith('S3') ? 's3' : 'local');
    ({ church, admin, position } = await churchWithApprovedPosition(app));
  }
  afterEach(async () => {
    await app.close();
  });

  /** A student applies to `to` with a resume; answers the receipt and the file's storage key. */
  async function withResume(
    to = position.id,
    studentEmail = 'ada@student.test',
  ): Promise<{ receipt: ApplicationReceipt; key: string }> {
    const resumeUrl = await uploadedResume(app);
    const receipt = await appliedFor(app, to, { resumeUrl, studentEmail });
    const key = app.deps.files.keyFromUrl(resumeUrl, 'resume');
    if (!key) throw new Error(`not a resume of this storage: ${resumeUrl}`);
    expect(await app.deps.files.inspect(key)).toBeDefined();
    return { receipt, key };
  }

  it('the church deleting the position deletes its resumes', async () => {
    await setUp();
    const kept = await postedPosition(church, { title: 'Another' }, admin);
    const [a, b, other] = [
      await withResume(),
      await withResume(position.id, 'ben@student.test'),
      await withResume(kept.id),
    ];
    expect((await church.delete(`/api/positions/${position.id}`)).status).toBe(200);
    expect(await app.deps.files.inspect(a.key)).toBeUndefined();
    expect(await app.deps.files.inspect(b.key)).toBeUndefined();
    expect(await app.deps.files.inspect(other.key)).toBeDefined();
  });

  it('an admin deleting the position deletes its resumes', async () => {
    await setUp();
    const { key } = await withResume();
    const res = await admin.request('DELETE', `/api/admin/positions/${position.id}`, {
      body: { reason: 'Not a ministry position' },
    });
    expect(res.status, res.text).toBe(200);
    expect(await app.deps.files.inspect(key)).toBeUndefined();
  });

  it("closing the church's account deletes the resumes of all its positions", async () => {
    await setUp();
    const second = await postedPosition(church, { title: 'Second' }, admin);
    const [a, b] = [await withResume(), await withResume(second.id)];
    const elsewhere = (await churchWithProfile(app, 'other@church.test')).client;
    const otherPosition = await postedPosition(elsewhere, {}, admin);
    const theirs = await withResume(otherPosition.id);
    expect((await church.delete('/api/account')).status).toBe(200);
    expect(await app.deps.files.inspect(a.key)).toBeUndefined();
    expect(await app.deps.files.inspect(b.key)).toBeUndefined();
    expect(await app.deps.files.inspect(theirs.key)).toBeDefined();
  });

  it('the student withdrawing deletes their resume', async () => {
    await setUp();
    const { receipt, key } = await withResume();
    const res = await new TestClient(app.callback).delete(
      api.applicationStatus(receipt.statusToken),
    );
    expect(res.status).toBe(200);
    expect(await app.deps.files.inspect(key)).toBeUndefined();
  });

  it('the retention job deletes applications and resumes of positions closed long enough ago', async () => {
    await setUp();
    const old = await withResume();
    const stillOpen = await postedPosition(church, { title: 'Still Open' }, admin);
    const open = await withResume(stillOpen.id);
    // The position is closed now (the 60-day archive); the retention runs from then.
    await backdatePosition(app.store, position.id, 61);
    await app.store.positions.close(position.id, 'expired');

    app.clock.set(new Date(Date.now() + 179 * DAY));
    expect(await deleteExpiredApplications(app.deps)).toBe(0);
    expect(await app.deps.files.inspect(old.key)).toBeDefined();

    app.clock.set(new Date(Date.now() + 181 * DAY));
    expect(await deleteExpiredApplications(app.deps)).toBe(1);
    expect(await app.store.applications.findById(old.receipt.id)).toBeUndefined();
    expect(await app.deps.files.inspect(old.key)).toBeUndefined();
    expect(await app.store.applications.findById(open.receipt.id)).toBeDefined();
    expect(await app.deps.files.inspect(open.key)).toBeDefined();
    // The position stays (closed) and the student's link opens nothing.
    expect(await app.store.positions.findById(position.id)).toMatchObject({ status: 'closed' });
    const link = await new TestClient(app.callback).get(
      api.applicationStatus(old.receipt.statusToken),
    );
    expect(link.status).toBe(404);
  });
});
