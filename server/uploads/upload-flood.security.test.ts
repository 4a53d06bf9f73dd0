// Uploads cannot fill the disk: a global cap on bytes of uploads no record uses per hour
// (UPLOAD_MB_PER_HOUR), unused uploads swept about an hour after their grant, and new uploads
// refused with a 507 while the data disk is under MIN_FREE_DISK_MB, which /healthz reports.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepOrphanUploads, ORPHAN_GRACE_MS } from '../jobs/orphan-upload-sweep';
import { pdfBytes } from '../testing/test-documents';
import { readTable } from '../store/sqlite/sqlite-store';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  postedPosition,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DISK_FULL_MESSAGE } from './disk-space';
import { UPLOAD_CAP_MESSAGE } from './upload-grants';

let app: TestApp;
afterEach(async () => {
  await app.close();
});

const KB = 1024;

/** A student on their own network address, as a flood from many machines would be. */
const studentAt = (n: number) => new TestClient(app.callback, { remoteAddress: `198.51.100.${n}` });

const askFor = (client: TestClient, size: number) =>
  client.post<{ url: string; message: string }>('/api/object-storage/resume', {
    contentType: 'application/pdf',
    filename: 'cv.pdf',
    size,
  });

async function storedFiles(): Promise<string[]> {
  const dir = path.join(app.dataDir, 'uploads', 'resumes');
  return readdir(dir).catch(() => []);
}

describe('attack: filling the disk with uploads nobody attaches', () => {
  it('from many addresses, the hourly cap of unattached bytes answers 429 with Retry-After and records nothing', async () => {
    app = await createTestApp({ env: { UPLOAD_MB_PER_HOUR: '1' } });
    const size = 300 * KB;
    for (let n = 1; n <= 3; n++) expect((await askFor(studentAt(n), size)).status).toBe(200);
    const refused = await askFor(studentAt(4), size);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(UPLOAD_CAP_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await readTable(app.store, 'uploads')).toHaveLength(3);

    // An hour later the window has room again.
    app.clock.advance(60 * 60 * 1000 + 1);
    expect((await askFor(studentAt(5), size)).status).toBe(200);
  });

  it('a size left undeclared counts as the largest file, and a tiny declared size as 64 KB', async () => {
    app = await createTestApp({ env: { UPLOAD_MB_PER_HOUR: '5' } });
    const undeclared = await studentAt(1).post('/api/object-storage/resume', {
      contentType: 'application/pdf',
      filename: 'cv.pdf',
    });
    expect(undeclared.status).toBe(200);
    expect((await askFor(studentAt(2), 1)).status).toBe(429);
    expect(await readTable(app.store, 'uploads')).toEqual([
      expect.objectContaining({ bytes: 5 * 1024 * KB }),
    ]);
  });

  it('bytes attached to an application no longer count: real applicants are not locked out', async () => {
    app = await createTestApp({ env: { UPLOAD_MB_PER_HOUR: '1' } });
    const church = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(church.client, {}, await adminClient(app));
    const student = studentAt(1);
    const target = await askFor(student, 600 * KB);
    const put = await student.request('PUT', target.body.url, {
      raw: Buffer.from(pdfBytes(600 * KB)),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    expect((await askFor(studentAt(2), 600 * KB)).status).toBe(429);
    const applied = await student.post(
      '/api/applications',
      applicationFor(position.id, { resumeUrl: target.body.url.split('?')[0] }),
    );
    expect(applied.status).toBe(201);
    expect((await askFor(studentAt(2), 600 * KB)).status).toBe(200);
  });

  it('the unattached files of a flood are gone about an hour after their grant', async () => {
    app = await createTestApp();
    for (let n = 1; n <= 3; n++) {
      const client = studentAt(n);
      const target = await askFor(client, 2000);
      const put = await client.request('PUT', target.body.url, {
        raw: Buffer.from(pdfBytes(2000)),
        headers: { 'content-type': 'application/pdf' },
      });
      expect(put.status).toBe(200);
    }
    expect(await storedFiles()).toHaveLength(3);
    app.clock.advance(ORPHAN_GRACE_MS + 1);
    expect((await sweepOrphanUploads(app.deps)).removed).toBe(3);
    expect(await storedFiles()).toEqual([]);
    expect(await readTable(app.store, 'uploads')).toEqual([]);
  });
});

describe('attack: uploading while the disk is nearly full', () => {
  it('asking for an address answers 507 with a message and records nothing', async () => {
    // A floor far above any real disk's free space.
    app = await createTestApp({ env: { MIN_FREE_DISK_MB: '999999999' } });
    const res = await askFor(studentAt(1), 2000);
    expect(res.status).toBe(507);
    expect(res.body.message).toBe(DISK_FULL_MESSAGE);
    expect(await readTable(app.store, 'uploads')).toEqual([]);
    const church = await churchWithProfile(app, 'grace@church.test');
    const job = await church.client.post<{ message: string }>(
      '/api/object-storage/job-description',
      { contentType: 'application/pdf', filename: 'job.pdf' },
    );
    expect(job.status).toBe(507);
    expect(app.log.lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'upload refused: disk space low' }),
    );
    expect(app.log.lines).not.toContainEqual(expect.objectContaining({ msg: 'unhandled error' }));
  });

  it('a PUT to an address granted before the disk filled answers 507 and stores nothing', async () => {
    app = await createTestApp();
    const student = studentAt(1);
    const target = await askFor(student, 2000);
    expect(target.status).toBe(200);
    app.deps.config.minFreeDiskBytes = Number.MAX_SAFE_INTEGER;
    const put = await student.request<{ message: string }>('PUT', target.body.url, {
      raw: Buffer.from(pdfBytes(2000)),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(507);
    expect(put.body.message).toBe(DISK_FULL_MESSAGE);
    expect(await storedFiles()).toEqual([]);
  });

  it('/healthz reports the disk and that uploads are refused, and stays 200 since reading works', async () => {
    app = await createTestApp();
    const client = new TestClient(app.callback);
    const healthy = await client.get<{ disk: Record<string, unknown> }>('/healthz');
    expect(healthy.status).toBe(200);
    expect(healthy.body.disk).toEqual({
      freeBytes: expect.any(Number) as unknown,
      minFreeBytes: 512 * 1024 * 1024,
      uploads: 'accepted',
    });
    app.deps.config.minFreeDiskBytes = Number.MAX_SAFE_INTEGER;
    const low = await client.get<{ status: string; disk: Record<string, unknown> }>('/healthz');
    expect(low.status).toBe(200);
    expect(low.body.status).toBe('ok');
    expect(low.body.disk).toMatchObject({
      minFreeBytes: Number.MAX_SAFE_INTEGER,
      uploads: 'refused',
    });
    expect((await client.get('/api/positions')).status).toBe(200);
  });
});
