// Files belong to whoever uploaded them (docs/decisions/0016-upload-ownership.md): an upload address
// works once, a position may reference only its own church's unused job description, an application
// only a resume uploaded for it, and deleting a record deletes only the files it owns.
import { access } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentContentType, FileKind } from '../../shared/constants';
import { positionInputSchema } from '../../shared/schemas/position';
import type { Position } from '../../shared/types';
import { FOREIGN_FILE_MESSAGE } from '../files/messages';
import { postPosition } from '../positions/position.service';
import {
  applicationFor,
  adminClient,
  churchWithProfile,
  postedPosition,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { docxBytes, pdfBytes } from '../testing/test-documents';
import { ADDRESS_USED_MESSAGE, alreadyUsedMessage } from './upload-grants';
import { expectFieldErrors } from '../testing/field-errors';

const app = appPerTest();
let admin: TestClient;

beforeEach(async () => {
  admin = await adminClient(app);
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface Uploaded {
  url: string;
  fileUrl: string;
  key: string;
}

/** Asks for an address and PUTs the file to it, as the browser does. */
async function upload(
  client: TestClient,
  kind: FileKind,
  bytes: Uint8Array = kind === 'resume' ? pdfBytes(3000) : docxBytes(3000),
  contentType: DocumentContentType = kind === 'resume'
    ? 'application/pdf'
    : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
): Promise<Uploaded> {
  const target = await client.post<{ url: string }>(`/api/object-storage/${kind}`, {
    contentType,
    filename: kind === 'resume' ? 'cv.pdf' : 'job.docx',
    size: bytes.length,
  });
  expect(target.status).toBe(200);
  const put = await client.request('PUT', target.body.url, {
    raw: Buffer.from(bytes),
    headers: { 'content-type': contentType },
  });
  expect(put.status).toBe(200);
  const fileUrl = target.body.url.split('?')[0] ?? '';
  const key = app.deps.files.keyFromUrl(fileUrl, kind);
  if (!key) throw new Error('no key');
  return { url: target.body.url, fileUrl, key };
}

const fileExists = (key: string) =>
  access(path.join(app.dataDir, 'uploads', key)).then(
    () => true,
    () => false,
  );

type FieldErrors = { message: string; errors: Record<string, string[]> };

describe("attack: attaching and deleting another church's job description", () => {
  it("church B cannot attach church A's job description; deleting B's position leaves A's file", async () => {
    const a = await churchWithProfile(app, 'grace@church.test');
    const b = await churchWithProfile(app, 'mallory@church.test', { churchName: 'Mallory' });
    const attached = await upload(a.client, 'job-description');
    const aPosition = await postedPosition(
      a.client,
      { jobDescriptionUrl: attached.fileUrl },
      admin,
    );
    // B saw the address on A's public position.
    const copied = await b.client.post<FieldErrors>('/api/positions', {
      title: 'Copy',
      description: aPosition.description,
      positionType: 'part-time',
      jobDescriptionUrl: attached.fileUrl,
    });
    expectFieldErrors(copied, { jobDescriptionUrl: [FOREIGN_FILE_MESSAGE] });
    expect(await app.store.positions.listByChurch(b.profile.id)).toEqual([]);

    const bPosition = await postedPosition(b.client);
    expect((await b.client.delete(`/api/positions/${bPosition.id}`)).status).toBe(200);
    expect(await fileExists(attached.key)).toBe(true);
    expect((await admin.get(attached.fileUrl)).status).toBe(200);
  });

  it("church B cannot attach A's upload that no position uses yet, even before A does", async () => {
    const a = await churchWithProfile(app, 'grace@church.test');
    const b = await churchWithProfile(app, 'mallory@church.test', { churchName: 'Mallory' });
    const pending = await upload(a.client, 'job-description');
    const res = await b.client.post<FieldErrors>('/api/positions', {
      title: 'Copy',
      description: 'x'.repeat(60),
      positionType: 'part-time',
      jobDescriptionUrl: pending.fileUrl,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.jobDescriptionUrl).toEqual([FOREIGN_FILE_MESSAGE]);
    // A still can.
    await postedPosition(a.client, { jobDescriptionUrl: pending.fileUrl });
  });

  it('a church cannot attach one file to two positions; deleting the second leaves the file of the first', async () => {
    const a = await churchWithProfile(app, 'grace@church.test');
    const attached = await upload(a.client, 'job-description');
    const first = await postedPosition(a.client, { jobDescriptionUrl: attached.fileUrl });
    const second = await a.client.post<FieldErrors>('/api/positions', {
      title: 'Second',
      description: first.description,
      positionType: 'part-time',
      jobDescriptionUrl: attached.fileUrl,
    });
    expect(second.status).toBe(400);
    expect(second.body.errors.jobDescriptionUrl).toEqual([alreadyUsedMessage('job-description')]);
    expect((await a.client.delete(`/api/positions/${first.id}`)).status).toBe(200);
    expect(await fileExists(attached.key)).toBe(false);
  });

  it("an admin deleting a position, or a church closing its account, removes only that church's own files", async () => {
    const a = await churchWithProfile(app, 'grace@church.test');
    const b = await churchWithProfile(app, 'mallory@church.test', { churchName: 'Mallory' });
    const aFile = await upload(a.client, 'job-description');
    const bFile = await upload(b.client, 'job-description');
    await postedPosition(a.client, { jobDescriptionUrl: aFile.fileUrl }, admin);
    const bPosition = await postedPosition(b.client, { jobDescriptionUrl: bFile.fileUrl }, admin);

    expect((await admin.delete(`/api/admin/positions/${bPosition.id}`)).status).toBe(200);
    expect(await fileExists(bFile.key)).toBe(false);
    expect((await b.client.delete('/api/account')).status).toBe(200);
    expect(await fileExists(aFile.key)).toBe(true);
  });
});

describe("attack: reusing a student's resume", () => {
  it("a church cannot apply with a student's resume it read; deleting its own position leaves the student's file", async () => {
    const a = await churchWithProfile(app, 'grace@church.test');
    const aPosition = await postedPosition(a.client, {}, admin);
    const student = new TestClient(app.callback);
    const resume = await upload(student, 'resume');
    const applied = await student.post(
      '/api/applications',
      applicationFor(aPosition.id, {
        resumeUrl: resume.fileUrl,
      }),
    );
    expect(applied.status).toBe(201);

    // Church B is also a reader of resumes (of its own applicants) and learns this address.
    const b = await churchWithProfile(app, 'mallory@church.test', { churchName: 'Mallory' });
    const bPosition = await postedPosition(b.client, {}, admin);
    const stolen = await new TestClient(app.callback).post<FieldErrors>(
      '/api/applications',
      applicationFor(bPosition.id, { resumeUrl: resume.fileUrl }),
    );
    expectFieldErrors(stolen, { resumeUrl: [alreadyUsedMessage('resume')] });
    expect(await app.store.applications.listByPosition(bPosition.id)).toEqual([]);

    expect((await b.client.delete(`/api/positions/${bPosition.id}`)).status).toBe(200);
    expect(await fileExists(resume.key)).toBe(true);
    const [application] = await app.store.applications.listByPosition(aPosition.id);
    const redirect = await a.client.get(`/api/applications/${application?.id ?? ''}/resume`);
    expect(redirect.status).toBe(302);
  });

  it('a job description cannot pass as a resume, nor a resume as a job description', async () => {
    const a = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(a.client, {}, admin);
    const jobFile = await upload(a.client, 'job-description');
    const asResume = await new TestClient(app.callback).post<FieldErrors>(
      '/api/applications',
      applicationFor(position.id, { resumeUrl: jobFile.fileUrl }),
    );
    expect(asResume.status).toBe(400);
    expect(asResume.body.errors.resumeUrl).toEqual([FOREIGN_FILE_MESSAGE]);
    const resume = await upload(new TestClient(app.callback), 'resume');
    const asJob = await a.client.post<FieldErrors>('/api/positions', {
      title: 'Copy',
      description: position.description,
      positionType: 'part-time',
      jobDescriptionUrl: resume.fileUrl,
    });
    expect(asJob.status).toBe(400);
    expect(asJob.body.errors.jobDescriptionUrl).toEqual([FOREIGN_FILE_MESSAGE]);
  });
});

describe('attack: uploading twice through one address', () => {
  it('a second PUT to a used address is refused with 409 and the first file is kept', async () => {
    const student = new TestClient(app.callback);
    const first = await upload(student, 'resume', pdfBytes(3000));
    const replacement = Buffer.from(pdfBytes(3000)).fill(0x41, 100);
    const again = await student.request<{ message: string }>('PUT', first.url, {
      raw: replacement,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADDRESS_USED_MESSAGE);
    const stored = await app.deps.files.inspect(first.key);
    expect(stored?.size).toBe(3000);
    const signed = await app.deps.files.signedDownloadUrl(first.key, 60);
    expect((await student.get(signed)).raw).toEqual(Buffer.from(pdfBytes(3000)));
  });

  it('two PUTs to one address at once: one is stored, the other refused', async () => {
    const target = await app.deps.files.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
    });
    await app.store.uploads.create(
      { key: target.key, kind: 'resume', owner: 'anonymous', bytes: 5000, name: 'cv.pdf' },
      app.clock.now(),
    );
    const origin = await app.listen();
    const url = origin + target.url.slice(target.url.indexOf('/api/'));
    const put = (fill: number) =>
      fetch(url, {
        method: 'PUT',
        body: Buffer.from(pdfBytes(200_000)).fill(fill, 100),
        headers: { 'Content-Type': 'application/pdf' },
      }).then((r) => r.status);
    const statuses = await Promise.all([put(0x41), put(0x42)]);
    expect(statuses.sort()).toEqual([200, 409]);
    expect((await app.store.uploads.find(target.key))?.receivedAt).not.toBeNull();
  });

  it('a refused PUT leaves the address usable: the right file can be sent again', async () => {
    const student = new TestClient(app.callback);
    const target = await student.post<{ url: string }>('/api/object-storage/resume', {
      contentType: 'application/pdf',
      filename: 'cv.pdf',
    });
    const wrong = await student.request('PUT', target.body.url, {
      raw: Buffer.from(docxBytes(500)),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(wrong.status).toBe(415);
    const right = await student.request('PUT', target.body.url, {
      raw: Buffer.from(pdfBytes(500)),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(right.status).toBe(200);
  });

  it('an address the board never recorded is refused, even with a valid signature', async () => {
    const target = await app.deps.files.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
    });
    const res = await new TestClient(app.callback).request<{ message: string }>('PUT', target.url, {
      raw: Buffer.from(pdfBytes(500)),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/not valid/);
    expect(await fileExists(target.key)).toBe(false);
  });
});

describe('attack: leaving half-made records behind', () => {
  it('a position whose create fails leaves its file free for the retry', async () => {
    const a = await churchWithProfile(app, 'grace@church.test');
    const file = await upload(a.client, 'job-description');
    vi.spyOn(app.store.positions, 'create').mockRejectedValueOnce(new Error('database is locked'));
    const failed = await a.client.post('/api/positions', {
      title: 'Youth Pastor',
      description: 'x'.repeat(60),
      positionType: 'part-time',
      jobDescriptionUrl: file.fileUrl,
    });
    expect(failed.status).toBe(500);
    expect((await app.store.uploads.find(file.key))?.usedBy).toBeNull();
    const retried = await postedPosition(a.client, { jobDescriptionUrl: file.fileUrl });
    expect((await app.store.uploads.find(file.key))?.usedBy).toBe(retried.id);
  });

  it('an application whose create fails leaves its resume free for the retry', async () => {
    const a = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(a.client, {}, admin);
    const student = new TestClient(app.callback);
    const resume = await upload(student, 'resume');
    vi.spyOn(app.store.applications, 'create').mockRejectedValueOnce(new Error('disk I/O error'));
    const body = applicationFor(position.id, { resumeUrl: resume.fileUrl });
    expect((await student.post('/api/applications', body)).status).toBe(500);
    expect((await app.store.uploads.find(resume.key))?.usedBy).toBeNull();
    expect((await student.post('/api/applications', body)).status).toBe(201);
  });

  it('a retried create with the same record id still gets its own file', async () => {
    const a = await churchWithProfile(app, 'grace@church.test');
    const file = await upload(a.client, 'job-description');
    const church = await app.store.users.findById(a.user.id);
    if (!church) throw new Error('no church');
    const input = v.parse(positionInputSchema, {
      title: 'Youth Pastor',
      description: 'x'.repeat(60),
      positionType: 'part-time',
      jobDescriptionUrl: file.fileUrl,
    });
    const id = '5f0c7a52-3a51-4c1e-9d35-3f3f5c6c7a10';
    const first: Position = await postPosition(app.deps, church, input, id);
    const retry: Position = await postPosition(app.deps, church, input, id);
    expect(retry).toEqual(first);
    expect((await app.store.uploads.find(file.key))?.usedBy).toBe(id);
  });
});
