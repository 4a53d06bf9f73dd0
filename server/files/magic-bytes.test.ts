import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES, JOB_DESCRIPTION_MAX_BYTES } from '../../shared/constants';
import { ValidationError } from '../errors';
import { checkStoredDocument, detectDocumentType } from './magic-bytes';
import type { FileStorage, StoredObjectInfo } from './port';
import { parseKey } from './storage-keys';
import { docBytes, docxBytes, pdfBytes, pngBytes } from '../testing/test-documents';

describe('detectDocumentType', () => {
  it('recognises PDF, DOC and DOCX by their first bytes', () => {
    expect(detectDocumentType(pdfBytes())).toBe('application/pdf');
    expect(detectDocumentType(docBytes())).toBe('application/msword');
    expect(detectDocumentType(docxBytes())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses other types, text, empty and truncated heads', () => {
    expect(detectDocumentType(pngBytes())).toBeUndefined();
    expect(detectDocumentType(new TextEncoder().encode('hello, world'))).toBeUndefined();
    expect(detectDocumentType(new Uint8Array(0))).toBeUndefined();
    expect(detectDocumentType(new TextEncoder().encode('%PDF'))).toBeUndefined();
    expect(detectDocumentType(docBytes().subarray(0, 7))).toBeUndefined();
  });
});

const RESUME_KEY = 'resumes/0b6f1f43-5c7e-4d3e-9a51-7a0f0c1d2e3f.pdf';
const JOB_KEY = 'job-descriptions/1c7a2b54-6d8f-4e4f-8b62-8b1f1d2e3f40.docx';

/** A storage whose objects live in a map, addressed as `mem://<key>`. */
function memoryStorage(objects: Record<string, StoredObjectInfo>): FileStorage {
  const fail = () => Promise.reject(new Error('not used'));
  return {
    kind: 'local',
    createUpload: fail,
    keyFromUrl(fileUrl, kind) {
      const parsed = fileUrl.startsWith('mem://')
        ? parseKey(fileUrl.slice('mem://'.length))
        : undefined;
      return parsed?.kind === kind ? parsed.key : undefined;
    },
    inspect: (key) => Promise.resolve(objects[key]),
    signedDownloadUrl: fail,
    listStored: () => ({ [Symbol.asyncIterator]: () => ({ next: fail }) }),
    removeStaleTemporaries: fail,
    delete: fail,
    ping: fail,
  };
}

const object = (head: Uint8Array, size = head.length): StoredObjectInfo => ({
  size,
  head: head.subarray(0, 16),
  contentType: null,
});

async function messageOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).message;
}

describe('checkStoredDocument', () => {
  it('accepts a stored document of the right kind, type and size', async () => {
    const storage = memoryStorage({
      [RESUME_KEY]: object(pdfBytes(), RESUME_MAX_BYTES),
      [JOB_KEY]: object(docxBytes()),
    });
    await expect(checkStoredDocument(storage, `mem://${RESUME_KEY}`, 'resume')).resolves.toEqual({
      key: RESUME_KEY,
      size: RESUME_MAX_BYTES,
    });
    await expect(
      checkStoredDocument(storage, `mem://${JOB_KEY}`, 'job-description'),
    ).resolves.toMatchObject({ key: JOB_KEY });
  });

  it('refuses addresses the storage did not issue, or issued for another kind', async () => {
    const storage = memoryStorage({ [RESUME_KEY]: object(pdfBytes()) });
    expect(
      await messageOf(checkStoredDocument(storage, `https://evil.example/${RESUME_KEY}`, 'resume')),
    ).toMatch(/not valid/);
    expect(
      await messageOf(checkStoredDocument(storage, `mem://${RESUME_KEY}`, 'job-description')),
    ).toMatch(/not valid/);
    expect(
      await messageOf(checkStoredDocument(storage, 'mem://resumes/../secret.pdf', 'resume')),
    ).toMatch(/not valid/);
  });

  it('refuses a missing object', async () => {
    expect(
      await messageOf(checkStoredDocument(memoryStorage({}), `mem://${RESUME_KEY}`, 'resume')),
    ).toBe('The uploaded file was not found. Please upload it again.');
  });

  it('refuses objects over the size limit of their kind', async () => {
    const storage = memoryStorage({
      [RESUME_KEY]: object(pdfBytes(), RESUME_MAX_BYTES + 1),
      [JOB_KEY]: object(docxBytes(), JOB_DESCRIPTION_MAX_BYTES + 1),
    });
    expect(await messageOf(checkStoredDocument(storage, `mem://${RESUME_KEY}`, 'resume'))).toBe(
      'The resume must be 5 MB or smaller',
    );
    expect(
      await messageOf(checkStoredDocument(storage, `mem://${JOB_KEY}`, 'job-description')),
    ).toBe('The file must be 10 MB or smaller');
  });

  it('refuses content that is not a document, including an empty file', async () => {
    for (const head of [pngBytes(), new Uint8Array(0)]) {
      const storage = memoryStorage({ [RESUME_KEY]: object(head) });
      expect(await messageOf(checkStoredDocument(storage, `mem://${RESUME_KEY}`, 'resume'))).toBe(
        'Only PDF, DOC and DOCX files are accepted',
      );
    }
  });

  it('refuses a document whose content does not match the type it was stored as', async () => {
    const storage = memoryStorage({ [RESUME_KEY]: object(docBytes()) });
    expect(await messageOf(checkStoredDocument(storage, `mem://${RESUME_KEY}`, 'resume'))).toMatch(
      /does not match its type/,
    );
  });
});
