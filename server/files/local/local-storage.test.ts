import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '../../../shared/constants';
import {
  ForbiddenError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../errors';
import { docxBytes, pdfBytes, pngBytes } from '../../testing/test-documents';
import { createLocalStorage, type LocalFileStorage } from './local-storage';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';
const KEY_URL = /^\/api\/uploads\/resumes\/[0-9a-f-]{36}\.pdf$/;

let dir: string;
let clock: Date;
let storage: LocalFileStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
  clock = new Date('2025-03-01T12:00:00Z');
  storage = createLocalStorage({ dir, publicUrl: '', secret: SECRET, now: () => clock });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The query of a URL, path-only or absolute. */
const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

/** Waits one turn of the event loop, as a body arriving from the network does between chunks. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

async function* chunks(...parts: Uint8Array[]): AsyncIterable<Uint8Array> {
  for (const part of parts) {
    await tick();
    yield part;
  }
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('createUpload', () => {
  it('signs a path-only address when the public URL is unknown', async () => {
    const target = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
    });
    expect(target.fileUrl).toMatch(KEY_URL);
    expect(target.url.startsWith(`${target.fileUrl}?`)).toBe(true);
    expect(target.key).toBe(target.fileUrl.slice('/api/uploads/'.length));
    const query = queryOf(target.url);
    expect(query.get('expires')).toBe(String(clock.getTime() / 1000 + 600));
    expect(query.get('type')).toBe('application/pdf');
    expect(query.get('max')).toBe(String(RESUME_MAX_BYTES));
    expect(query.has('size')).toBe(false);
    expect(query.get('sig')).toMatch(/^[\w-]{43}$/);
  });

  it("never puts the user's file name into the address", async () => {
    const target = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'Jane Doe CV.pdf',
    });
    expect(target.url).not.toMatch(/Jane/);
  });

  it('uses the public URL, read when the address is made', async () => {
    let publicUrl = '';
    const s = createLocalStorage({ dir, publicUrl: () => publicUrl, secret: SECRET });
    expect(
      (await s.createUpload({ kind: 'resume', contentType: 'application/pdf', filename: 'a.pdf' }))
        .fileUrl,
    ).toMatch(/^\/api/);
    publicUrl = 'https://jobs.example.org/';
    const target = await s.createUpload({
      kind: 'job-description',
      contentType: 'application/msword',
      filename: 'a.doc',
    });
    expect(target.fileUrl).toMatch(
      /^https:\/\/jobs\.example\.org\/api\/uploads\/job-descriptions\/[0-9a-f-]{36}\.doc$/,
    );
  });

  it('signs the exact size when given, and refuses sizes over the limit or wrong types', async () => {
    const target = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'a.pdf',
      size: 1234,
    });
    expect(queryOf(target.url).get('size')).toBe('1234');
    await expect(
      storage.createUpload({
        kind: 'resume',
        contentType: 'application/pdf',
        filename: 'a.pdf',
        size: RESUME_MAX_BYTES + 1,
      }),
    ).rejects.toThrow('The resume must be 5 MB or smaller');
    await expect(
      storage.createUpload({
        kind: 'resume',
        contentType: 'image/png' as 'application/pdf',
        filename: 'a.png',
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      storage.createUpload({
        kind: 'resume',
        contentType: 'application/pdf',
        filename: 'a.pdf',
        size: -1,
      }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('keyFromUrl', () => {
  const key = 'resumes/0b6f1f43-5c7e-4d3e-9a51-7a0f0c1d2e3f.pdf';

  it('accepts the path form and the absolute form of its own addresses', () => {
    const s = createLocalStorage({ dir, publicUrl: 'https://jobs.example.org', secret: SECRET });
    expect(s.keyFromUrl(`/api/uploads/${key}`, 'resume')).toBe(key);
    expect(s.keyFromUrl(`https://jobs.example.org/api/uploads/${key}`, 'resume')).toBe(key);
  });

  it('refuses other origins, other kinds, queries and anything that is not a plain key', () => {
    const s = createLocalStorage({ dir, publicUrl: 'https://jobs.example.org', secret: SECRET });
    for (const url of [
      `https://evil.example/api/uploads/${key}`,
      `https://jobs.example.org.evil.example/api/uploads/${key}`,
      `//evil.example/api/uploads/${key}`,
      `/api/uploads/${key}?sig=x`,
      '/api/uploads/resumes/../session-secret',
      '/api/uploads/resumes/..%2F..%2Fsession-secret.pdf',
      '/api/uploads/resumes/0B6F1F43-5C7E-4D3E-9A51-7A0F0C1D2E3F.pdf',
      '/api/uploads/resumes/0b6f1f43-5c7e-4d3e-9a51-7a0f0c1d2e3f.exe',
      '/api/uploads/other/0b6f1f43-5c7e-4d3e-9a51-7a0f0c1d2e3f.pdf',
    ]) {
      expect(s.keyFromUrl(url, 'resume'), url).toBeUndefined();
    }
    expect(s.keyFromUrl(`/api/uploads/${key}`, 'job-description')).toBeUndefined();
    // With no public URL an absolute address cannot be told apart from a foreign one.
    expect(
      storage.keyFromUrl(`https://jobs.example.org/api/uploads/${key}`, 'resume'),
    ).toBeUndefined();
  });
});

describe('verifyUpload', () => {
  async function signed(size?: number) {
    const target = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'a.pdf',
      size,
    });
    return { key: target.key, query: queryOf(target.url) };
  }

  it('returns the grant of an untouched address', async () => {
    const { key, query } = await signed(100);
    expect(storage.verifyUpload(key, query)).toEqual({
      key,
      contentType: 'application/pdf',
      expires: clock.getTime() / 1000 + 600,
      maxBytes: RESUME_MAX_BYTES,
      exactSize: 100,
    });
  });

  it('refuses a tampered signature, type, limit, size, expiry or key', async () => {
    const { key, query } = await signed(100);
    const edits: Array<[string, string | null]> = [
      ['sig', 'A'.repeat(43)],
      ['sig', ''],
      ['type', 'application/msword'],
      ['max', String(RESUME_MAX_BYTES * 10)],
      ['size', '200'],
      ['size', null],
      ['expires', String(clock.getTime() / 1000 + 6000)],
    ];
    for (const [name, value] of edits) {
      const edited = new URLSearchParams(query);
      if (value === null) edited.delete(name);
      else edited.set(name, value);
      expect(() => storage.verifyUpload(key, edited), `${name}=${value}`).toThrow(ForbiddenError);
    }
    expect(() =>
      storage.verifyUpload('resumes/00000000-0000-4000-8000-000000000000.pdf', query),
    ).toThrow(ForbiddenError);
  });

  it('refuses an address signed with another secret', async () => {
    const { key, query } = await signed();
    const other = createLocalStorage({
      dir,
      publicUrl: '',
      secret: `${SECRET}-other`,
      now: () => clock,
    });
    expect(() => other.verifyUpload(key, query)).toThrow(ForbiddenError);
  });

  it('expires after 10 minutes', async () => {
    const { key, query } = await signed();
    clock = new Date(clock.getTime() + 600_000);
    expect(() => storage.verifyUpload(key, query)).not.toThrow();
    clock = new Date(clock.getTime() + 1000);
    expect(() => storage.verifyUpload(key, query)).toThrow(/expired/);
  });
});

describe('receive', () => {
  const grantFor = async (size?: number, contentType: 'application/pdf' = 'application/pdf') => {
    const target = await storage.createUpload({
      kind: 'resume',
      contentType,
      filename: 'a.pdf',
      size,
    });
    return storage.verifyUpload(target.key, queryOf(target.url));
  };

  it('stores the body under DATA_DIR/uploads/<folder>/<key> and nothing else', async () => {
    const grant = await grantFor();
    const body = pdfBytes(200_000);
    await expect(
      storage.receive(grant, chunks(body.subarray(0, 3), body.subarray(3))),
    ).resolves.toEqual({ size: 200_000 });
    expect(await filesUnder(dir)).toEqual([grant.key]);
    expect(new Uint8Array(await readFile(path.join(dir, grant.key)))).toEqual(body);
  });

  it('refuses a body that is not the declared type, and leaves nothing behind', async () => {
    const grant = await grantFor();
    await expect(storage.receive(grant, chunks(pngBytes()))).rejects.toThrow(
      UnsupportedMediaTypeError,
    );
    await expect(storage.receive(grant, chunks(docxBytes()))).rejects.toThrow(
      'Only PDF, DOC and DOCX files are accepted',
    );
    await expect(storage.receive(grant, chunks(new Uint8Array(0)))).rejects.toThrow(
      UnsupportedMediaTypeError,
    );
    expect(await filesUnder(dir)).toEqual([]);
  });

  it('stops at the size limit and leaves nothing behind', async () => {
    const grant = await grantFor();
    const body = pdfBytes(RESUME_MAX_BYTES + 1);
    await expect(
      storage.receive(grant, chunks(body.subarray(0, 1_000_000), body.subarray(1_000_000))),
    ).rejects.toThrow(new PayloadTooLargeError('The resume must be 5 MB or smaller'));
    expect(await filesUnder(dir)).toEqual([]);
  });

  it('holds the body to the exact size when one was signed', async () => {
    const grant = await grantFor(100);
    await expect(storage.receive(grant, chunks(pdfBytes(101)))).rejects.toThrow(
      PayloadTooLargeError,
    );
    await expect(storage.receive(grant, chunks(pdfBytes(99)))).rejects.toThrow(ValidationError);
    expect(await filesUnder(dir)).toEqual([]);
    await expect(storage.receive(grant, chunks(pdfBytes(100)))).resolves.toEqual({ size: 100 });
  });

  it('leaves nothing behind when the body fails half way', async () => {
    const grant = await grantFor();
    async function* broken(): AsyncIterable<Uint8Array> {
      yield pdfBytes(1000);
      await tick();
      throw new Error('client went away');
    }
    await expect(storage.receive(grant, broken())).rejects.toThrow('client went away');
    expect(await filesUnder(dir)).toEqual([]);
  });
});

describe('inspect, download addresses and delete', () => {
  const key = 'resumes/0b6f1f43-5c7e-4d3e-9a51-7a0f0c1d2e3f.pdf';

  beforeEach(async () => {
    await mkdir(path.join(dir, 'resumes'), { recursive: true });
    await writeFile(path.join(dir, key), pdfBytes(1000));
  });

  it('reads the size and the first 16 bytes', async () => {
    const info = await storage.inspect(key);
    expect(info).toEqual({
      size: 1000,
      head: pdfBytes(1000).subarray(0, 16),
      contentType: 'application/pdf',
    });
    expect(
      await storage.inspect('resumes/00000000-0000-4000-8000-000000000000.pdf'),
    ).toBeUndefined();
  });

  it('refuses keys that could leave the uploads folder', async () => {
    await writeFile(path.join(dir, 'secret.pdf'), 'x');
    for (const bad of ['resumes/../secret.pdf', '../secret.pdf', '/etc/passwd', 'resumes/x.pdf']) {
      await expect(storage.inspect(bad), bad).rejects.toThrow(ValidationError);
      await expect(storage.delete(bad), bad).rejects.toThrow(ValidationError);
      await expect(storage.signedDownloadUrl(bad, 60), bad).rejects.toThrow(ValidationError);
    }
  });

  it('signs path-only download addresses that expire', async () => {
    const url = await storage.signedDownloadUrl(key, 60);
    expect(url).toMatch(new RegExp(`^/api/uploads/${key}\\?expires=\\d+&sig=[\\w-]{43}$`));
    const query = queryOf(url);
    expect(() => storage.verifyDownload(key, query)).not.toThrow();
    expect(() =>
      storage.verifyDownload('resumes/00000000-0000-4000-8000-000000000000.pdf', query),
    ).toThrow(ForbiddenError);
    // An upload signature is not a download signature.
    const upload = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'a.pdf',
    });
    expect(() => storage.verifyDownload(upload.key, queryOf(upload.url))).toThrow(ForbiddenError);
    clock = new Date(clock.getTime() + 61_000);
    expect(() => storage.verifyDownload(key, query)).toThrow(/expired/);
  });

  it('deletes, and deleting an absent file is fine', async () => {
    await storage.delete(key);
    expect(await storage.inspect(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('pings when the folder is writable', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});
