import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalFileStorage } from './local-storage';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';
const HOUR = 60 * 60 * 1000;

let dir: string;
let incoming: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-temps-'));
  incoming = path.join(dir, '.incoming');
  storage = createLocalStorage({ dir, publicUrl: '', secret: SECRET });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A file in `.incoming` last written `ageMs` ago. */
async function temp(name: string, ageMs: number): Promise<string> {
  await mkdir(incoming, { recursive: true });
  const file = path.join(incoming, name);
  await writeFile(file, '%PDF-1.7 half a resume');
  const then = new Date(Date.now() - ageMs);
  await utimes(file, then, then);
  return name;
}

describe('removeStaleTemporaries on local disk', () => {
  it('removes temp files older than the cutoff and keeps uploads still in progress', async () => {
    await temp(`${randomUUID()}.part`, 25 * HOUR);
    const live = await temp(`${randomUUID()}.part`, 1000);
    const foreign = await temp('notes.txt', 25 * HOUR);

    expect(await storage.removeStaleTemporaries(new Date(Date.now() - 24 * HOUR))).toBe(1);
    expect((await readdir(incoming)).sort()).toEqual([foreign, live].sort());
  });

  it('has nothing to do before the first upload', async () => {
    expect(await storage.removeStaleTemporaries(new Date())).toBe(0);
  });
});
