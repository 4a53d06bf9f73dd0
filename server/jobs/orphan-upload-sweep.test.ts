import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import type { FileKind } from '../../shared/constants';
import type { ChurchPosition } from '../../shared/types';
import {
  adminApproves,
  applicationFor,
  LONG_DESCRIPTION,
  postedPosition,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { bareApplicationData } from '../testing/store-fixtures';
import { appPerTest, approvedPositionPerTest } from '../testing/per-test';
import { pdfBytes } from '../testing/test-documents';
import { ORPHAN_GRACE_MS, SWEEP_EVERY_MS, sweepOrphanUploads } from './orphan-upload-sweep';
import { runDueJobs } from './scheduler';

const HOUR = 60 * 60 * 1000;
const PDF = Buffer.from(pdfBytes(500));

const app = appPerTest();
const board = approvedPositionPerTest(app);

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
  const res = await board.student.post(
    '/api/applications',
    applicationFor(board.position.id, { resumeUrl }),
  );
  expect(res.status).toBe(201);
}

describe('orphan upload sweep', () => {
  it('removes uploads no record claimed within the grace period, with their grants, and keeps the rest', async () => {
    const abandoned = await upload(board.student, 'resume');
    // A student who replaced the file: the first upload is orphaned, the second applied with.
    const replaced = await upload(board.student, 'resume');
    const applied = await upload(board.student, 'resume');
    await apply(applied.fileUrl);
    const attached = await upload(board.church, 'job-description');
    await postedPosition(board.church, { jobDescriptionUrl: attached.fileUrl });
    const unusedAttachment = await upload(board.church, 'job-description');
    app.clock.advance(ORPHAN_GRACE_MS - 2 * 60_000);
    // Just inside the grace period: a student still filling the form.
    const fresh = await upload(board.student, 'resume');
    app.clock.advance(2 * 60_000 + 1);

    expect(await sweepOrphanUploads(app.deps)).toEqual({ removed: 3, failed: 0, temporaries: 0 });
    for (const gone of [abandoned, replaced, unusedAttachment]) {
      expect(await exists(gone.key)).toBe(false);
      expect(await app.store.uploads.find(gone.key)).toBeUndefined();
    }
    for (const kept of [fresh, applied, attached]) expect(await exists(kept.key)).toBe(true);

    // The kept resume still reaches its church.
    const [application] = await app.store.applications.listByPosition(board.position.id);
    const redirect = await board.church.get(`/api/applications/${application?.id ?? ''}/resume`);
    expect(redirect.status).toBe(302);
    expect((await board.church.get(String(redirect.headers.location))).status).toBe(200);

    // A removed upload can no longer be attached: the form asks for it again.
    const late = await board.student.post<{ errors: Record<string, string[]> }>(
      '/api/applications',
      applicationFor(board.position.id, { resumeUrl: abandoned.fileUrl }),
    );
    expect(late.status).toBe(400);
    expect(late.body.errors.resumeUrl).toEqual([
      'The file address is not valid. Please upload the file again.',
    ]);

    // Nothing is left to remove until the fresh one passes the grace period.
    expect(await sweepOrphanUploads(app.deps)).toEqual({ removed: 0, failed: 0, temporaries: 0 });
    app.clock.advance(ORPHAN_GRACE_MS);
    expect(await sweepOrphanUploads(app.deps)).toEqual({ removed: 1, failed: 0, temporaries: 0 });
    expect(await exists(fresh.key)).toBe(false);
  });

  it("removes a live position's job description once an edit's file replaces it, and an edit's file replaced by a later edit", async () => {
    const original = await upload(board.church, 'job-description');
    const live = await postedPosition(
      board.church,
      { jobDescriptionUrl: original.fileUrl },
      board.admin,
    );
    /** Edits the live position (a revision for the college) to name `fileUrl`. */
    const editTo = async (fileUrl: string) => {
      const current = await app.store.positions.findById(live.id);
      const res = await board.church.request<ChurchPosition>('PUT', api.position(live.id), {
        headers: { [IF_MATCH_HEADER]: ifMatchValue(current?.version ?? 0) },
        body: {
          title: 'Youth Pastor',
          description: LONG_DESCRIPTION,
          positionType: 'part-time',
          jobDescriptionUrl: fileUrl,
        },
      });
      expect(res.status).toBe(200);
    };
    const first = await upload(board.church, 'job-description');
    await editTo(first.fileUrl);
    const second = await upload(board.church, 'job-description');
    await editTo(second.fileUrl);
    app.clock.advance(ORPHAN_GRACE_MS + 1);

    // The first edit's file is named by nothing now; the public one and the waiting one are kept.
    expect(await sweepOrphanUploads(app.deps)).toEqual({ removed: 1, failed: 0, temporaries: 0 });
    expect(await exists(first.key)).toBe(false);
    expect(await exists(original.key)).toBe(true);
    expect(await exists(second.key)).toBe(true);

    // Approving the edit makes its file the public one; the old public file goes next.
    const reviewed = await app.store.positions.findById(live.id);
    expect((await adminApproves(board.admin, reviewed ?? live)).status).toBe(200);
    expect((await app.store.positions.findById(live.id))?.jobDescriptionUrl).toBe(second.fileUrl);
    expect(await sweepOrphanUploads(app.deps)).toEqual({ removed: 1, failed: 0, temporaries: 0 });
    expect(await exists(original.key)).toBe(false);
    expect(await exists(second.key)).toBe(true);
  });

  it('removes files without a grant only when old and named by no record (uploads from before grants)', async () => {
    const legacy = async (key: string, ms: number) => {
      await mkdir(path.dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), PDF);
      await makeOld(key, ms);
      return key;
    };
    const named = await legacy(`resumes/${randomUUID()}.pdf`, ORPHAN_GRACE_MS + HOUR);
    // Written to the store directly: a record made before grants existed.
    await app.store.applications.create(
      board.position.id,
      bareApplicationData({ resumeUrl: `/api/uploads/${named}` }),
    );
    const orphan = await legacy(`job-descriptions/${randomUUID()}.pdf`, ORPHAN_GRACE_MS + HOUR);
    const young = await legacy(`resumes/${randomUUID()}.pdf`, ORPHAN_GRACE_MS - 60_000);

    expect(await sweepOrphanUploads(app.deps)).toEqual({ removed: 1, failed: 0, temporaries: 0 });
    expect(await exists(orphan)).toBe(false);
    expect(await exists(named)).toBe(true);
    expect(await exists(young)).toBe(true);
  });

  it('runs every quarter hour from the scheduler, so an unused upload is gone about an hour after its grant, and logs counts only', async () => {
    const abandoned = await upload(board.student, 'resume');
    // The scheduler checks every five minutes; the sweep is due every fifteen.
    let ran: number | undefined;
    let waited = 0;
    while (ran === undefined || ran === 0) {
      app.clock.advance(5 * 60_000);
      waited += 5 * 60_000;
      ran = (await runDueJobs(app.deps))['orphan-upload-sweep'];
    }
    expect(ran).toBe(1);
    expect(waited).toBeGreaterThan(ORPHAN_GRACE_MS);
    expect(waited).toBeLessThanOrEqual(ORPHAN_GRACE_MS + SWEEP_EVERY_MS + 5 * 60_000);
    expect(await exists(abandoned.key)).toBe(false);
    expect(app.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'job ran', job: 'orphan-upload-sweep', result: 1 }),
    );
    const uuid = abandoned.key.slice(abandoned.key.indexOf('/') + 1, -'.pdf'.length);
    // (Request lines carry the upload path by design; the sweep's own lines name no file.)
    const jobLines = app.log.lines.filter((line) => line.msg !== 'request');
    expect(JSON.stringify(jobLines)).not.toContain(uuid);

    // Claimed once per period across instances.
    expect((await runDueJobs(app.deps))['orphan-upload-sweep']).toBeUndefined();
    app.clock.advance(SWEEP_EVERY_MS + 1000);
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
