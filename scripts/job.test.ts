// The script as an operator runs it: it reads the server's configuration and opens its store, and
// a name it does not know prints the list of jobs and exits 2.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('prints the list of jobs for an unknown name and exits 2', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jb-job-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/job.ts', 'no-such-job'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  child.stdout.resume();
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(2);
  expect(err).toMatch(/^No job is named "no-such-job". The jobs are:\n/);
  expect(err).toMatch(/^auto-archive {2,}every day$/m);
  expect(err).toMatch(/^orphan-upload-sweep {2,}every 15 minutes$/m);
}, 60_000);
