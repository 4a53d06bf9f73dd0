import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_RATE_LIMIT } from '../../shared/constants';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  postedPosition,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { Position } from '../../shared/types';

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(2000, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

let app: TestApp;
let student: TestClient;
let church: TestClient;
let admin: TestClient;
let position: Position;

beforeEach(async () => {
  app = await createTestApp();
  student = new TestClient(app.callback);
  admin = await adminClient(app);
  church = (await churchWithProfile(app, 'grace@church.test')).client;
  position = await postedPosition(church, {}, admin);
});
afterEach(async () => {
  await app.close();
});

/** Uploads a file the way the browser does: ask for an address, PUT to it, keep it without the query. */
async function uploadResume(
  client: TestClient,
  bytes: Buffer,
  contentType = 'application/pdf',
  filename = 'cv.pdf',
) {
  const target = await client.post<{ url: string }>('/api/object-storage/resume', {
    contentType,
    filename,
  });
  expect(target.status).toBe(200);
  const put = await client.request('PUT', target.body.url, {
    raw: bytes,
    headers: { 'content-type': contentType },
  });
  return { put, fileUrl: target.body.url.split('?')[0] ?? '' };
}

describe('POST /api/applications', () => {
  it('stores the application with studentGraduationYear as graduationYear and echoes no personal data', async () => {
    const res = await student.post<Record<string, unknown>>(
      '/api/applications',
      applicationFor(position.id),
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'id', 'positionId', 'status']);
    const stored = await app.store.applications.findById(String(res.body.id));
    expect(stored).toMatchObject({
      studentName: 'Ada Student',
      studentEmail: 'ada@student.test',
      graduationYear: '2027',
      availableStartDate: 'June',
      resumeUrl: null,
      status: 'pending',
    });
  });

  it('answers every invalid field with the spec message', async () => {
    const res = await student.post<{ errors: Record<string, string[]> }>('/api/applications', {
      positionId: position.id,
      studentName: ' ',
      studentEmail: 'nope',
      studentPhone: '123',
      studentMajor: '',
      studentGraduationYear: '27',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      studentName: ['Name is required'],
      studentEmail: ['Valid email is required'],
      studentPhone: ['Phone number is required'],
      studentMajor: ['Major/field of study is required'],
      studentGraduationYear: ['Graduation year is required'],
    });
  });

  it('answers 404 for an unknown or pending position', async () => {
    const pending = await postedPosition(church, { title: 'Pending' });
    expect((await student.post('/api/applications', applicationFor(pending.id))).status).toBe(404);
    expect(
      (await student.post('/api/applications', applicationFor('no-such-position'))).status,
    ).toBe(404);
  });

  it('silently drops a bot that fills the honeypot field', async () => {
    const res = await student.post(
      '/api/applications',
      applicationFor(position.id, { homepage: 'http://spam.test' }),
    );
    expect(res.status).toBe(201);
    expect(await app.store.applications.listByPosition(position.id)).toEqual([]);
  });

  it('rate-limits one network and says when to try again', async () => {
    for (let i = 0; i < APPLICATION_RATE_LIMIT; i += 1) {
      const ok = await student.post(
        '/api/applications',
        applicationFor(position.id, { studentEmail: `s${i}@s.test` }),
      );
      expect(ok.status).toBe(201);
    }
    const limited = await student.post<{ message: string }>(
      '/api/applications',
      applicationFor(position.id),
    );
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many applications from this network\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const otherNetwork = new TestClient(app.callback, { remoteAddress: '10.0.0.9' });
    expect((await otherNetwork.post('/api/applications', applicationFor(position.id))).status).toBe(
      201,
    );
    app.clock.advance(11 * 60 * 1000);
    expect((await student.post('/api/applications', applicationFor(position.id))).status).toBe(201);
  });
});

describe('resumes', () => {
  it('accepts an uploaded PDF and lets only the church and admins read it', async () => {
    const { put, fileUrl } = await uploadResume(student, PDF);
    expect(put.status).toBe(200);
    const res = await student.post<{ id: string }>(
      '/api/applications',
      applicationFor(position.id, { resumeUrl: fileUrl }),
    );
    expect(res.status).toBe(201);
    const link = `/api/applications/${res.body.id}/resume`;
    expect((await student.get(link)).status).toBe(401);
    const other = (await churchWithProfile(app, 'other@church.test')).client;
    expect((await other.get(link)).status).toBe(403);
    for (const reader of [church, admin]) {
      const redirect = await reader.get(link);
      expect(redirect.status).toBe(302);
      const file = await reader.get(String(redirect.headers.location));
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(file.text, 'latin1').subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Without the short-lived signature the stored address itself reads nothing.
    expect((await student.get(fileUrl)).status).toBe(403);
  });

  it('refuses a resume address that was never uploaded or is not a document', async () => {
    const target = await student.post<{ url: string }>('/api/object-storage/resume', {
      filename: 'cv.pdf',
    });
    const neverUploaded = target.body.url.split('?')[0];
    const res = await student.post<{ errors: Record<string, string[]> }>(
      '/api/applications',
      applicationFor(position.id, { resumeUrl: neverUploaded }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.resumeUrl).toEqual([
      'The uploaded file was not found. Please upload it again.',
    ]);
    const foreign = await student.post(
      '/api/applications',
      applicationFor(position.id, { resumeUrl: 'https://evil.test/cv.pdf' }),
    );
    expect(foreign.status).toBe(400);
  });

  it('refuses a resume larger than 5 MB before issuing an address', async () => {
    const res = await student.post<{ message: string }>('/api/object-storage/resume', {
      filename: 'big.pdf',
      contentType: 'application/pdf',
      size: 5 * 1024 * 1024 + 1,
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The resume must be 5 MB or smaller');
  });

  it('refuses a file whose bytes are not a PDF, DOC or DOCX', async () => {
    const { put } = await uploadResume(student, Buffer.from('MZ\x90\x00 this is an executable'));
    expect(put.status).toBe(415);
  });

  it('refuses other content types when asking for an address', async () => {
    const res = await student.post<{ errors: Record<string, string[]> }>(
      '/api/object-storage/resume',
      {
        filename: 'cv.exe',
        contentType: 'application/x-msdownload',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.contentType).toEqual(['Only PDF, DOC and DOCX files are accepted']);
  });

  it('deletes the resume files with their position', async () => {
    const { fileUrl } = await uploadResume(student, PDF);
    await student.post('/api/applications', applicationFor(position.id, { resumeUrl: fileUrl }));
    const key = app.deps.files.keyFromUrl(fileUrl, 'resume');
    expect(key).toBeDefined();
    expect(await app.deps.files.inspect(key ?? '')).toBeDefined();
    expect((await church.delete(`/api/positions/${position.id}`)).status).toBe(200);
    expect(await app.deps.files.inspect(key ?? '')).toBeUndefined();
  });

  it('lets only churches ask for a job description address', async () => {
    expect(
      (await student.post('/api/object-storage/job-description', { filename: 'jd.pdf' })).status,
    ).toBe(401);
    const res = await church.post<{ url: string }>('/api/object-storage/job-description', {
      filename: 'jd.pdf',
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toContain('/api/uploads/job-descriptions/');
  });
});
