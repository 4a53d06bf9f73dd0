// Applications made the way the apply form makes them, for tests that start from one: a resume
// uploaded through its signed address, then POST /api/applications with an Idempotency-Key.
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER, api } from '../../../shared/api-routes';
import { UPLOAD_PUT_HEADERS } from '../../../shared/constants';
import type { ApplicationReceipt } from '../../../shared/types';
import type { RunningServer } from './server';

/** A picture, which the upload fields refuse in the browser (they take PDF, DOC and DOCX only). */
export const PHOTO_NOT_A_DOCUMENT = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('\x89PNG\r\n\x1a\nnot really a picture'),
};

/** A one-page PDF that says something, so the viewer has a page to draw. */
export function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 28 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A student applies through the API (with a resume when given, uploaded as `resumeName`), as the
 * apply form does.
 */
export async function applyThroughApi(
  browser: Browser,
  server: RunningServer,
  positionId: string,
  student: { name: string; email: string },
  resume?: Buffer,
  resumeName = 'resume.pdf',
): Promise<ApplicationReceipt> {
  const anonymous = await browser.newContext({ baseURL: server.url });
  try {
    const headers = { Origin: server.url };
    let resumeUrl = '';
    if (resume) {
      const grant = await anonymous.request.post(`${server.url}${api.uploadResume}`, {
        data: { contentType: 'application/pdf', filename: resumeName, size: resume.length },
        headers,
      });
      expect(grant.status(), await grant.text()).toBe(200);
      const { url } = (await grant.json()) as { url: string };
      const put = await anonymous.request.put(url, {
        data: resume,
        headers: { ...headers, 'Content-Type': 'application/pdf', ...UPLOAD_PUT_HEADERS },
      });
      expect(put.ok(), await put.text()).toBe(true);
      resumeUrl = url.split('?')[0] ?? '';
    }
    const applied = await anonymous.request.post(`${server.url}${api.applications}`, {
      data: {
        positionId,
        studentName: student.name,
        studentEmail: student.email,
        studentPhone: '555-010-2030',
        studentMajor: 'Theology',
        studentGraduationYear: '2027',
        availableStartDate: 'June 2027',
        resumeUrl,
        coverLetter: `I would love to serve.\nSigned, ${student.name}`,
      },
      headers: { ...headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    return (await applied.json()) as ApplicationReceipt;
  } finally {
    await anonymous.close();
  }
}
