// An uploaded file must never run as a page of the board: served with a sandbox CSP and nosniff,
// PDFs inline, DOC and DOCX as downloads; on S3 the signed download address forces the type and
// the download through S3's response overrides.
import { describe, expect, it } from 'vitest';
import type { DocumentContentType, FileKind } from '../../shared/constants';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  postedPosition,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { createS3Storage } from './s3/s3-storage';
import { docBytes, docxBytes, pdfBytes } from '../testing/test-documents';

const app = appPerTest();

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function upload(
  client: TestClient,
  kind: FileKind,
  contentType: DocumentContentType,
  bytes: Uint8Array,
): Promise<string> {
  const target = await client.post<{ url: string }>(`/api/object-storage/${kind}`, {
    contentType,
    filename: 'file',
  });
  const put = await client.request('PUT', target.body.url, {
    raw: Buffer.from(bytes),
    headers: { 'content-type': contentType },
  });
  expect(put.status).toBe(200);
  return target.body.url.split('?')[0] ?? '';
}

describe('attack: an uploaded file opened as a page of the board', () => {
  it.each([
    [
      'a PDF job description opens inline, sandboxed',
      'application/pdf',
      pdfBytes(900),
      `inline; filename="job-description.pdf"; filename*=UTF-8''job-description.pdf`,
    ],
    [
      'a DOCX job description is a download',
      DOCX,
      docxBytes(900),
      `attachment; filename="job-description.docx"; filename*=UTF-8''job-description.docx`,
    ],
    [
      'a DOC job description is a download',
      'application/msword',
      docBytes(900),
      `attachment; filename="job-description.doc"; filename*=UTF-8''job-description.doc`,
    ],
  ] as const)('%s, with a sandbox CSP and nosniff', async (_what, type, bytes, disposition) => {
    const church = await churchWithProfile(app, 'grace@church.test');
    const fileUrl = await upload(church.client, 'job-description', type, bytes);
    const res = await new TestClient(app.callback).get(fileUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(disposition);
  });

  it('a resume read through its authorised link carries the same headers', async () => {
    const church = await churchWithProfile(app, 'grace@church.test');
    const position = await postedPosition(church.client, {}, await adminClient(app));
    const student = new TestClient(app.callback);
    const resumeUrl = await upload(student, 'resume', DOCX, docxBytes(900));
    const applied = await student.post<{ id: string }>(
      '/api/applications',
      applicationFor(position.id, { resumeUrl }),
    );
    const link = await church.client.get(`/api/applications/${applied.body.id}/resume`);
    expect(link.status).toBe(302);
    const res = await church.client.get(String(link.headers.location));
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Served under the name it was uploaded with ('file'), ending in the type it was checked as.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="file.docx"; filename*=UTF-8''file.docx`,
    );
  });

  it('on S3 the signed download forces the type and, for Word files, the download', async () => {
    const s3 = createS3Storage({
      bucket: 'board',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
    });
    const query = async (key: string) => new URL(await s3.signedDownloadUrl(key, 60)).searchParams;
    const docx = await query('job-descriptions/5f0c7a52-3a51-4c1e-9d35-3f3f5c6c7a10.docx');
    expect(docx.get('response-content-type')).toBe(DOCX);
    expect(docx.get('response-content-disposition')).toBe(
      `attachment; filename="job-description.docx"; filename*=UTF-8''job-description.docx`,
    );
    const named = new URL(
      await s3.signedDownloadUrl(
        'job-descriptions/5f0c7a52-3a51-4c1e-9d35-3f3f5c6c7a10.docx',
        60,
        'Jugendpastor Zürich.docx',
      ),
    ).searchParams;
    expect(named.get('response-content-disposition')).toBe(
      `attachment; filename="Jugendpastor Z_rich.docx"; filename*=UTF-8''Jugendpastor%20Z%C3%BCrich.docx`,
    );
    const pdf = await query('resumes/5f0c7a52-3a51-4c1e-9d35-3f3f5c6c7a10.pdf');
    expect(pdf.get('response-content-type')).toBe('application/pdf');
    expect(pdf.get('response-content-disposition')).toBe(
      `inline; filename="resume.pdf"; filename*=UTF-8''resume.pdf`,
    );
    s3.client.destroy();
  });
});
