import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '../../shared/constants';
import { documentTypeOf, fileProblem, storedAddress } from './upload-file';

describe('upload checks in the browser', () => {
  it('knows a document by its MIME type or, without one, by its extension', () => {
    expect(documentTypeOf({ name: 'cv.PDF', type: '' })).toBe('application/pdf');
    expect(documentTypeOf({ name: 'cv', type: 'application/msword' })).toBe('application/msword');
    expect(documentTypeOf({ name: 'cv.docx', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(documentTypeOf({ name: 'photo.png', type: 'image/png' })).toBeNull();
  });

  it('refuses a wrong type, an empty file and a resume over 5 MB with a message', () => {
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 10 }, 'resume')).toBe(
      'Only PDF, DOC and DOCX files are accepted.',
    );
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 }, 'resume')).toBe(
      'The file is empty.',
    );
    const big = { name: 'a.pdf', type: 'application/pdf', size: RESUME_MAX_BYTES + 1 };
    expect(fileProblem(big, 'resume')).toBe('The file is too large: at most 5 MB.');
    expect(fileProblem(big, 'job-description')).toBeNull();
    expect(fileProblem({ ...big, size: RESUME_MAX_BYTES }, 'resume')).toBeNull();
  });

  it('stores the signed address without its query string', () => {
    expect(storedAddress('/api/uploads/resume/abc.pdf?expires=1&sig=x')).toBe(
      '/api/uploads/resume/abc.pdf',
    );
    expect(storedAddress('https://s3.example/bucket/k.pdf?X-Amz-Signature=1')).toBe(
      'https://s3.example/bucket/k.pdf',
    );
  });
});
