import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentContentType, FileKind } from '../../../shared/constants';
import type { StoredObject } from '../port';
import { docxBytes, pdfBytes } from '../../testing/test-documents';
import { createLocalStorage, type LocalFileStorage } from './local-storage';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';

let dir: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-list-'));
  storage = createLocalStorage({ dir, publicUrl: '', secret: SECRET });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function* once(body: Uint8Array): AsyncIterable<Uint8Array> {
  await Promise.resolve();
  yield body;
}

/** Uploads a file the way the PUT route does; returns its key. */
async function upload(
  kind: FileKind,
  contentType: DocumentContentType,
  body: Uint8Array,
): Promise<string> {
  const target = await storage.createUpload({ kind, contentType, filename: 'x' });
  const grant = storage.verifyUpload(target.key, new URL(target.url, 'http://x').searchParams);
  await storage.receive(grant, once(body));
  return target.key;
}

async function listAll(): Promise<StoredObject[]> {
  const listed: StoredObject[] = [];
  for await (const object of storage.listStored()) listed.push(object);
  return listed.sort((a, b) => a.key.localeCompare(b.key));
}

describe('listStored on local disk', () => {
  it('lists nothing before the first upload', async () => {
    expect(await listAll()).toEqual([]);
    await rm(dir, { recursive: true });
    expect(await listAll()).toEqual([]);
  });

  it('lists every upload of both kinds with its modification time', async () => {
    const resume = await upload('resume', 'application/pdf', pdfBytes());
    const jobDescription = await upload(
      'job-description',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      docxBytes(),
    );
    const old = new Date('2024-05-06T07:08:09Z');
    await utimes(path.join(dir, resume), old, old);

    const listed = await listAll();
    expect(listed.map((o) => o.key).sort()).toEqual([jobDescription, resume].sort());
    expect(listed.find((o) => o.key === resume)?.storedAt).toEqual(old);
    const fresh = listed.find((o) => o.key === jobDescription)?.storedAt.getTime() ?? 0;
    expect(Math.abs(fresh - Date.now())).toBeLessThan(60_000);
  });

  it('never lists temp files, foreign names or folders', async () => {
    const resume = await upload('resume', 'application/pdf', pdfBytes());
    await mkdir(path.join(dir, '.incoming'), { recursive: true });
    await writeFile(path.join(dir, '.incoming', 'abc.part'), 'partial');
    await writeFile(path.join(dir, 'resumes', 'notes.txt'), 'not a key');
    await writeFile(path.join(dir, 'resumes', `${path.basename(resume)}.bak`), 'copy');
    await mkdir(path.join(dir, 'resumes', '00000000-0000-4000-8000-000000000000.pdf'));
    await mkdir(path.join(dir, 'other'), { recursive: true });
    await writeFile(path.join(dir, 'other', path.basename(resume)), 'elsewhere');

    expect((await listAll()).map((o) => o.key)).toEqual([resume]);
  });

  it('lists every file while the caller deletes as it goes', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 30; i++) keys.push(await upload('resume', 'application/pdf', pdfBytes()));
    const seen: string[] = [];
    for await (const { key } of storage.listStored()) {
      seen.push(key);
      await storage.delete(key);
    }
    expect(seen.sort()).toEqual(keys.sort());
    expect(await listAll()).toEqual([]);
  });
});
