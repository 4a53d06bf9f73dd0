// A file keeps the name it was uploaded with: the church's views of an application and of its
// position show it, and a download offers it (RFC 6266 / 5987). The name is untrusted input, so
// hostile names are cleaned before they are kept; without one the stored name stands.
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { DocumentContentType } from '../../shared/constants';
import type { ChurchPosition, ReviewedApplication } from '../../shared/types';
import {
  adminClient,
  appliedFor,
  churchWithProfile,
  postedPosition,
  uploadedResume,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { docxBytes, pdfBytes } from '../testing/test-documents';
import { UPLOAD_NAME_MAX } from './upload-name';

const app = appPerTest();

const DOCX: DocumentContentType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A church with a live position, and a student's application to it with a resume uploaded as `filename`. */
async function applicationWithResume(filename: string, contentType: DocumentContentType = DOCX) {
  const church = await churchWithProfile(app, 'grace@church.test');
  const position = await postedPosition(church.client, {}, await adminClient(app));
  const bytes = contentType === DOCX ? docxBytes(900) : pdfBytes(900);
  const resumeUrl = await uploadedResume(app, bytes, contentType, filename);
  const applied = await appliedFor(app, position.id, { resumeUrl });
  return { church, position, applicationId: applied.id };
}

/** What the church's list and the opened application say the resume is called. */
async function resumeNamesSeen(church: TestClient, positionId: string, applicationId: string) {
  const list = await church.get<ReviewedApplication[]>(api.churchPositionApplications(positionId));
  const opened = await church.get<ReviewedApplication>(api.churchApplication(applicationId));
  return [list.body[0]?.resumeName, opened.body.resumeName];
}

/** The Content-Disposition the resume is served with, through the church's authorised route. */
async function resumeDisposition(church: TestClient, applicationId: string): Promise<string> {
  const link = await church.get(api.applicationResume(applicationId));
  expect(link.status).toBe(302);
  const file = await church.get(String(link.headers.location));
  expect(file.status).toBe(200);
  return String(file.headers['content-disposition']);
}

describe('uploaded file names', () => {
  it('shows the resume by its uploaded name and offers the download under it', async () => {
    const name = 'Ada Lovelace – CV (2026).docx';
    const { church, position, applicationId } = await applicationWithResume(name);
    expect(await resumeNamesSeen(church.client, position.id, applicationId)).toEqual([name, name]);
    expect(await resumeDisposition(church.client, applicationId)).toBe(
      `attachment; filename="Ada Lovelace _ CV (2026).docx"; ` +
        `filename*=UTF-8''Ada%20Lovelace%20%E2%80%93%20CV%20%282026%29.docx`,
    );
  });

  it('names a PDF opened in the tab too', async () => {
    const { church, applicationId } = await applicationWithResume('cv.pdf', 'application/pdf');
    expect(await resumeDisposition(church.client, applicationId)).toBe(
      `inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
  });

  it.each([
    ['no extension', 'Ada CV', 'Ada CV.docx'],
    ['the wrong extension', 'cv.pdf.exe', 'cv.pdf.exe.docx'],
  ])(
    'offers a file with %s under its uploaded name and its real type',
    async (_what, name, served) => {
      const { church, position, applicationId } = await applicationWithResume(name);
      expect(await resumeNamesSeen(church.client, position.id, applicationId)).toEqual([
        name,
        name,
      ]);
      expect(await resumeDisposition(church.client, applicationId)).toContain(
        `filename*=UTF-8''${encodeURIComponent(served)}`,
      );
    },
  );

  it.each([
    ['a path', '../../etc/C:\\secret\\cv.docx', 'cv.docx'],
    ['a right-to-left override', 'cv\u202excod.exe.docx', 'cvxcod.exe.docx'],
    ['header breaking characters', 'cv"\r\nSet-Cookie: a=b.docx', 'cv"Set-Cookie: a=b.docx'],
    ['1,000 characters', `${'x'.repeat(1000)}.docx`, `${'x'.repeat(UPLOAD_NAME_MAX - 5)}.docx`],
  ])('cleans %s before keeping it', async (_what, uploaded, kept) => {
    const { church, position, applicationId } = await applicationWithResume(uploaded);
    expect(await resumeNamesSeen(church.client, position.id, applicationId)).toEqual([kept, kept]);
    const disposition = await resumeDisposition(church.client, applicationId);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(kept)}`);
    // One header line, with the quoted name closed where it should be.
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition.split('"')).toHaveLength(3);
  });

  it('without a name keeps showing and serving the stored name', async () => {
    const { church, position, applicationId } = await applicationWithResume('');
    expect(await resumeNamesSeen(church.client, position.id, applicationId)).toEqual([null, null]);
    expect(await resumeDisposition(church.client, applicationId)).toBe(
      `attachment; filename="resume.docx"; filename*=UTF-8''resume.docx`,
    );
  });

  it("gives the job description's name on the church's position and its download", async () => {
    const church = await churchWithProfile(app, 'grace@church.test');
    const target = await church.client.post<{ url: string }>(api.uploadJobDescription, {
      contentType: DOCX,
      filename: 'Youth Pastor.docx',
    });
    const put = await church.client.request('PUT', target.body.url, {
      raw: Buffer.from(docxBytes(900)),
      headers: { 'content-type': DOCX },
    });
    expect(put.status).toBe(200);
    const jobDescriptionUrl = target.body.url.split('?')[0] ?? '';
    const position = await postedPosition(church.client, { jobDescriptionUrl });
    const view = await church.client.get<ChurchPosition>(api.churchPosition(position.id));
    expect(view.body.fileNames).toEqual({ [jobDescriptionUrl]: 'Youth Pastor.docx' });
    const link = await church.client.get(api.positionJobDescription(position.id));
    const file = await church.client.get(String(link.headers.location));
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Youth Pastor.docx"; filename*=UTF-8''Youth%20Pastor.docx`,
    );
    // The public address, unsigned, cannot be given another name.
    const renamed = await new TestClient(app.callback).get(`${jobDescriptionUrl}?name=evil.exe`);
    expect(renamed.status).toBe(403);
  });
});
