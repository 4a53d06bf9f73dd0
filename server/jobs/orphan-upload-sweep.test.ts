import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileKind } from '../../shared/constants';
import type { Position } from '../../shared/types';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  postedPosition,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ORPHAN_GRACE_MS, sweepOrphanUploads } from './orphan-upload-sweep';
import { runDueJobs } from './scheduler';

const HOUR = 60 * 60 * 1000;
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(500, 0x20),
  Buffer.from('%%EOF\n'),
]);

let app: TestApp;
let student: TestClient;
let church: TestClient;
let position: Position;

beforeEach(async () => {
  app = await createTestApp();
  student = new TestClient(app.callback);
  const admin = await adminClient(app);
  church = (await churchWithProfile(app, 'grace@church.test')).client;
  position = await postedPosition(church, {}, admin);
});
afterEach(async () => {
  await app.close();
});

/** Uploads a PDF the way the browser does; returns the stored address and its key. */
async function upload(
  client: TestClient,
  kind: FileKind,
): Promise<{ fileUrl: string; key: string }> {
  const target = await client.post<{ url: string }>(`/api/object-storage/${kind}`, {
    contentType: 'application/pdf',
    filename: 'file.pdf',
  });
  expect(target.status).toBe(200);
  const put = await client.request('PUT', target.body.url, {
    raw: PDF,
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.status).toBe(200);
  const fileUrl = target.body.url.split('?')[0] ?? '';
  const key = app.deps.files.keyFromUrl(fileUrl, kind);
  if (key === undefined) throw new Error('the upload address names no key');
  return { fileUrl, key };
}

const pathOf = (key: string) => path.join(app.dataDir, 'uploads', key);

/** Makes a stored file look uploaded `ms` before the app's clock. */
async function makeOld(key: string, ms: number): Promise<void> {
  const then = new Date(app.clock.now().getTime() - ms);
  await utimes(pathOf(key), then, then);
}

const exists = (key: string) =>
  access(pathOf(key)).then(
    () => true,
    () => false,
  );

async function apply(resumeUrl: string): Promise<void> {
  const res = await student.post('/api/applications', applicationFor(position.id, { resumeUrl }));
  expect(res.status).toBe(201);
}

describe('orphan upload sweep', () => {
  it('removes old unreferenced uploads and keeps fresh or referenced ones', async () => {
    const fresh = await upload(student, 'resume');
    const abandoned = await upload(student, 'resume');
    // A student who replaced the file: the first upload is orphaned, the second applied with.
    const replaced = await upload(student, 'resume');
    const applied = await upload(student, 'resume');
    await apply(applied.fileUrl);
    const attached = await upload(church, 'job-description');
    await postedPosition(church, { jobDescriptionUrl: attached.fileUrl });
    const unusedAttachment = await upload(church, 'job-description');

    const old = ORPHAN_GRACE_MS + HOUR;
    for (const { key } of [abandoned, replaced, applied, attached, unusedAttachment])
      await makeOld(key, old);
    // Just inside the grace period: a student still filling the form.
    await makeOld(fresh.key, ORPHAN_GRACE_MS - 60_000);

    expect(await sweepOrphanUploads(app.deps)).toEqual({ removed: 3, failed: 0, temporaries: 0 });
    expect(await exists(abandoned.key)).toBe(false);
    expect(await exists(replaced.key)).toBe(false);
    expect(await exists(unusedAttachment.key)).toBe(false);
    expect(await exists(fresh.key)).toBe(true);
    expect(await exists(applied.key)).toBe(true);
    expect(await exists(attached.key)).toBe(true);

    // The kept resume still reaches its church.
    const [application] = await app.store.applications.listByPosition(position.id);
    const redirect = await church.get(`/api/applications/${application?.id ?? ''}/resume`);
    expect(redirect.status).toBe(302);
    expect((await church.get(String(redirect.headers.location))).status).toBe(200);

    // Nothing is left to remove until the fresh one passes the grace period.
    expect(await sweepOrphanUploads(app.deps)).toEqual({ removed: 0, failed: 0, temporaries: 0 });
    app.clock.advance(2 * 60_000);
    expect(await sweepOrphanUploads(app.deps)).toEqual({ removed: 1, failed: 0, temporaries: 0 });
    expect(await exists(fresh.key)).toBe(false);
  });

  it('runs hourly from the scheduler and logs how many it removed, never which', async () => {
    const abandoned = await upload(student, 'resume');
    await makeOld(abandoned.key, ORPHAN_GRACE_MS + HOUR);

    expect((await runDueJobs(app.deps))['orphan-upload-sweep']).toBe(1);
    expect(await exists(abandoned.key)).toBe(false);
    expect(app.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'job ran', job: 'orphan-upload-sweep', result: 1 }),
    );
    const uuid = abandoned.key.slice(abandoned.key.indexOf('/') + 1, -'.pdf'.length);
    // (Request lines carry the upload path by design; the sweep's own lines name no file.)
    const jobLines = app.log.lines.filter((line) => line.msg !== 'request');
    expect(JSON.stringify(jobLines)).not.toContain(uuid);

    // Claimed once per hour across instances.
    expect((await runDueJobs(app.deps))['orphan-upload-sweep']).toBeUndefined();
    app.clock.advance(HOUR + 1000);
    expect((await runDueJobs(app.deps))['orphan-upload-sweep']).toBe(0);
  });

  it('removes the temp files of uploads a crash interrupted, once past the grace period', async () => {
    const incoming = path.join(app.dataDir, 'uploads', '.incoming');
    await mkdir(incoming, { recursive: true });
    const [stale, live] = [`${randomUUID()}.part`, `${randomUUID()}.part`];
    for (const name of [stale, live]) await writeFile(path.join(incoming, name), '%PDF-1.7 half');
    const then = new Date(app.clock.now().getTime() - ORPHAN_GRACE_MS - HOUR);
    await utimes(path.join(incoming, stale), then, then);

    expect(await sweepOrphanUploads(app.deps)).toEqual({ removed: 0, failed: 0, temporaries: 1 });
    expect(await readdir(incoming)).toEqual([live]);
  });
});
