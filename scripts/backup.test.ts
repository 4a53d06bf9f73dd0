// npm run backup and npm run restore as an operator runs them, against a real server that keeps
// taking applications with resumes, church postings and withdrawals while the backup runs: the
// restored data directory must hold one consistent moment, every file its records use, byte for
// byte, and everything acknowledged before the backup began.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, api } from '../shared/api-routes';
import { UPLOAD_PUT_HEADERS } from '../shared/constants';
import type { ApplicationReceipt } from '../shared/types';
import type { BackupManifest } from '../server/backup/backup-format';
import { openStore } from '../server/store/open-store';
import { findFreePort } from '../tests/e2e/support/free-port';
import { DEMO_PASSWORD, seedDemo } from './seed-demo';

const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `scripts/<script>.ts` as `npm run <script>` does, with only the given environment. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

/** The real server process on `dataDir`, answering /healthz. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      APPLICATION_RATE_LIMIT: '100000',
      MIN_FREE_DISK_MB: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (i > 300) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function ok(what: string, response: Response): Promise<Response> {
  if (!response.ok)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A small PDF that differs from every other one. */
function uniquePdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2000)]);
}

interface Applied {
  receipt: ApplicationReceipt;
  key: string;
  resume: Buffer;
}

/** A student applies as the apply form does: the resume through its signed address, then the form. */
async function apply(url: string, positionId: string, n: number): Promise<Applied> {
  const headers = { Origin: url, 'content-type': 'application/json' };
  const resume = uniquePdf();
  const grant = await ok(
    'upload grant',
    await fetch(`${url}${api.uploadResume}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        contentType: 'application/pdf',
        filename: 'resume.pdf',
        size: resume.length,
      }),
    }),
  );
  const { url: uploadUrl } = (await grant.json()) as { url: string };
  await ok(
    'upload',
    await fetch(`${url}${uploadUrl}`, {
      method: 'PUT',
      headers: { Origin: url, 'content-type': 'application/pdf', ...UPLOAD_PUT_HEADERS },
      body: new Uint8Array(resume),
    }),
  );
  const resumeUrl = uploadUrl.split('?')[0] ?? '';
  const applied = await ok(
    'application',
    await fetch(`${url}${api.applications}`, {
      method: 'POST',
      headers: { ...headers, [IDEMPOTENCY_HEADER]: randomUUID() },
      body: JSON.stringify({
        positionId,
        studentName: `Student ${n}`,
        studentEmail: `student-${n}-${randomUUID()}@college.test`,
        studentPhone: '555-010-2030',
        studentMajor: 'Theology',
        studentGraduationYear: '2027',
        availableStartDate: 'June 2027',
        resumeUrl,
        coverLetter: 'I would love to serve.',
      }),
    }),
  );
  return {
    receipt: (await applied.json()) as ApplicationReceipt,
    key: resumeUrl.replace(/^.*\/api\/uploads\//, ''),
    resume,
  };
}

/** The student withdraws: the application goes, and its resume file with it. */
async function withdraw(url: string, applied: Applied): Promise<void> {
  await ok(
    'withdrawal',
    await fetch(`${url}${api.applicationStatus(applied.receipt.statusToken)}`, {
      method: 'DELETE',
      headers: { Origin: url, [IDEMPOTENCY_HEADER]: randomUUID() },
    }),
  );
}

/** A demo church signed in: the cookie its later requests carry. */
async function signInChurch(url: string): Promise<string> {
  const response = await ok(
    'sign-in',
    await fetch(`${url}${api.localLogin}`, {
      method: 'POST',
      headers: { Origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grace@demo.church', password: DEMO_PASSWORD }),
    }),
  );
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function postPosition(url: string, cookie: string, n: number): Promise<void> {
  await ok(
    'new position',
    await fetch(`${url}${api.positions}`, {
      method: 'POST',
      headers: { Origin: url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Assistant ${n}`,
        description:
          'Help where help is needed: Sunday set-up, the welcome desk and the coffee after the service.',
        positionType: 'part-time',
        employmentType: 'internship',
      }),
    }),
  );
}

interface DatabaseState {
  integrity: string[];
  tables: Record<string, number>;
  applications: { id: string; resume_url: string | null }[];
  positionTitles: string[];
}

function readDatabase(file: string): DatabaseState {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .all() as string[];
    return {
      integrity: db.prepare('PRAGMA integrity_check').pluck().all() as string[],
      tables: Object.fromEntries(
        names.map((name) => [name, db.prepare(`SELECT count(*) FROM "${name}"`).pluck().get()]),
      ) as Record<string, number>,
      applications: db.prepare('SELECT id, resume_url FROM applications').all() as {
        id: string;
        resume_url: string | null;
      }[],
      positionTitles: db.prepare('SELECT title FROM positions').pluck().all() as string[],
    };
  } finally {
    db.close();
  }
}

function digest(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** The storage key an application's stored resume address names. */
function keyOf(resumeUrl: string): string {
  return resumeUrl.replace(/^.*\/api\/uploads\//, '');
}

describe('npm run backup and npm run restore', () => {
  it('round-trips a server that takes writes during the backup, and refuses what it must', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'jb-backup-'));
    const liveDir = path.join(root, 'live');
    const seeded = await openStore({ mongodbUrl: null, dataDir: liveDir });
    await seedDemo(seeded);
    const positionIds = (await seeded.positions.listPublic()).map((p) => p.id);
    await seeded.close();

    const live = await startServer(liveDir);
    const uploaded = new Map<string, Buffer>();
    const acknowledged: Applied[] = [];
    // Acknowledged and never withdrawn: each must be in any snapshot taken after it.
    const kept: Applied[] = [];
    const record = (applied: Applied, keep: boolean): Applied => {
      uploaded.set(applied.key, applied.resume);
      acknowledged.push(applied);
      if (keep) kept.push(applied);
      return applied;
    };
    let n = 0;
    const nextPosition = () => positionIds[n % positionIds.length] ?? '';
    for (let i = 0; i < 6; i += 1) record(await apply(live.url, nextPosition(), (n += 1)), true);
    const firstApplications = [...acknowledged];
    const cookie = await signInChurch(live.url);
    await postPosition(live.url, cookie, 0);

    // Writers that keep going until the backup has finished, then write once more.
    let backupDone = false;
    let duringBackup = 0;
    const positionsPosted: number[] = [];
    const applying = async () => {
      do {
        record(await apply(live.url, nextPosition(), (n += 1)), true);
        duringBackup += 1;
      } while (!backupDone);
    };
    const withdrawing = async () => {
      do {
        // Its resume file is deleted after the application: a snapshot taken in between names it.
        await withdraw(live.url, record(await apply(live.url, nextPosition(), (n += 1)), false));
      } while (!backupDone);
    };
    const posting = async () => {
      let k = 0;
      do {
        k += 1;
        await postPosition(live.url, cookie, k);
        positionsPosted.push(k);
        // A church posts now and then: a few postings are enough, hundreds would only load the CPU.
        await new Promise((resolve) => setTimeout(resolve, 50));
      } while (!backupDone);
    };
    const writers = Promise.all([applying(), applying(), withdrawing(), posting()]);
    while (duringBackup < 4) await new Promise((resolve) => setTimeout(resolve, 20));

    const backupDir = path.join(root, 'backup');
    const keptBeforeBackup = [...kept];
    const postedBeforeBackup = [...positionsPosted];
    const backup = await runScript('backup', [backupDir], { DATA_DIR: liveDir });
    backupDone = true;
    await writers;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${backupDir}`);
    expect(backup.stdout).toMatch(/files: +\d+ uploads, \d+ bytes/);
    expect(backup.stdout).toMatch(/database: +\d+ bytes, schema version \d+/);

    // The snapshot: sound, with everything acknowledged before the backup began, and one moment.
    const manifest = JSON.parse(
      readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    const snapshot = readDatabase(path.join(backupDir, 'job-board.sqlite'));
    expect(snapshot.integrity).toEqual(['ok']);
    expect(manifest.database.tables).toEqual(snapshot.tables);
    const snapshotIds = new Set(snapshot.applications.map((a) => a.id));
    // Everything acknowledged before the backup began and not withdrawn since.
    for (const applied of keptBeforeBackup) expect(snapshotIds).toContain(applied.receipt.id);
    for (const k of [0, ...postedBeforeBackup]) {
      expect(snapshot.positionTitles).toContain(`Assistant ${k}`);
    }
    // Writes went on after the snapshot: the last ones acknowledged are not in it.
    expect(acknowledged.some((a) => !snapshotIds.has(a.receipt.id))).toBe(true);
    expect(manifest.sessionSecret).not.toBeNull();

    // Refused: a data directory that is not empty, which is left exactly as it was (the server is
    // stopped first: it writes its outbox there).
    await live.stop();
    const liveEntries = readdirSync(liveDir).sort();
    const liveDatabase = digest(path.join(liveDir, 'job-board.sqlite'));
    const intoLive = await runScript('restore', [backupDir], { DATA_DIR: liveDir });
    expect(intoLive.code).toBe(1);
    expect(intoLive.stderr).toContain(`DATA_DIR (${liveDir}) is not empty`);
    expect(intoLive.stderr).toContain('Nothing was changed.');
    expect(readdirSync(liveDir).sort()).toEqual(liveEntries);
    expect(digest(path.join(liveDir, 'job-board.sqlite'))).toBe(liveDatabase);

    // Restored into an empty DATA_DIR: the same rows, sound, and every resume byte for byte.
    const restoredDir = path.join(root, 'restored');
    const restore = await runScript('restore', [backupDir], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`into ${restoredDir}`);
    expect(restore.stdout).toContain(`files:          ${manifest.files.length} uploads`);
    const restored = readDatabase(path.join(restoredDir, 'job-board.sqlite'));
    expect(restored.integrity).toEqual(['ok']);
    expect(restored.tables).toEqual(snapshot.tables);
    expect(restored.applications).toEqual(snapshot.applications);
    let withResume = 0;
    for (const application of restored.applications) {
      if (application.resume_url === null) continue;
      const key = keyOf(application.resume_url);
      const file = path.join(restoredDir, 'uploads', key);
      expect(existsSync(file), `the resume of application ${application.id}`).toBe(true);
      expect(readFileSync(file).equals(uploaded.get(key) ?? Buffer.alloc(0))).toBe(true);
      withResume += 1;
    }
    expect(withResume).toBeGreaterThanOrEqual(keptBeforeBackup.length);
    const restoredFiles = readdirSync(path.join(restoredDir, 'uploads'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.pdf'))
      .sort();
    expect(restoredFiles).toEqual(manifest.files.map((file) => file.key).sort());

    // A server on the restored directory serves the students' status links and their resumes: the
    // session secret the links derive from came back too.
    const back = await startServer(restoredDir);
    try {
      for (const applied of firstApplications) {
        const token = applied.receipt.statusToken;
        await ok('status page', await fetch(`${back.url}${api.applicationStatus(token)}`));
        const resume = await ok(
          'resume',
          await fetch(`${back.url}${api.applicationStatusResume(token)}`),
        );
        expect(Buffer.from(await resume.arrayBuffer()).equals(applied.resume)).toBe(true);
      }
    } finally {
      await back.stop();
    }

    // Refused: a damaged backup; the empty directory it was restoring into stays empty.
    const damaged = manifest.files[0];
    expect(damaged).toBeDefined();
    writeFileSync(path.join(backupDir, 'uploads', damaged?.key ?? ''), uniquePdf());
    const emptyDir = path.join(root, 'empty');
    const fromDamaged = await runScript('restore', [backupDir], { DATA_DIR: emptyDir });
    expect(fromDamaged.code).toBe(1);
    expect(fromDamaged.stderr).toContain('does not match its checksum');
    expect(existsSync(emptyDir)).toBe(false);

    // Refused: MongoDB and S3, naming their own tools.
    const external = await runScript('backup', [path.join(root, 'never')], {
      DATA_DIR: liveDir,
      MONGODB_URL: 'mongodb://127.0.0.1:1/',
      S3_BUCKET: 'uploads',
    });
    expect(external.code).toBe(1);
    expect(external.stderr).toContain('mongodump --oplog');
    expect(external.stderr).toContain('aws s3 sync');
    expect(existsSync(path.join(root, 'never'))).toBe(false);
  }, 90_000);
});
