import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from './constants';
import { documentExtensionOf, sizeText, storedFileName } from './file-text';

describe('sizes', () => {
  it('writes sizes under a megabyte in kB, with one decimal at most', () => {
    expect(sizeText(689)).toBe('0.7 kB');
    expect(sizeText(1024)).toBe('1 kB');
    expect(sizeText(123_456)).toBe('120.6 kB');
  });

  it('writes larger sizes in MB, as the upload limits are counted', () => {
    expect(sizeText(FILE_MAX_BYTES.resume)).toBe('5 MB');
    expect(sizeText(FILE_MAX_BYTES['job-description'])).toBe('10 MB');
    expect(sizeText(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});

describe('stored files', () => {
  it('knows a document by the extension of its address', () => {
    expect(documentExtensionOf('http://localhost:3000/api/uploads/resume/abc.pdf')).toBe('pdf');
    expect(documentExtensionOf('https://bucket.example/resume/abc.DOCX?x=1')).toBe('docx');
    expect(documentExtensionOf('/api/uploads/resume/abc.doc')).toBe('doc');
    expect(documentExtensionOf('/api/uploads/resume/abc')).toBeNull();
    expect(documentExtensionOf(null)).toBeNull();
  });

  it('names a stored file by what it is and its type, never by its stored id', () => {
    const address = '/api/files/job-descriptions/0b7c2f9e-1d2a-4c3b-9e8f-123456789abc.pdf';
    expect(storedFileName('job-description', address)).toBe('Job description (PDF)');
    expect(storedFileName('resume', '/api/files/resumes/x.docx')).toBe('Resume (DOCX)');
    expect(storedFileName('resume', '/api/files/resumes/x')).toBe('Resume');
  });
});
