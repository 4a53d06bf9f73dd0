// A deployment of its own for the update test: a temporary directory with copies of server/,
// shared/ and the built dist/ (node_modules linked), served by the real server started from there.
// The server serves the dist/ next to its own code (server/main.ts), so a new version can be
// deployed into this copy without touching the repository's dist/, which other tests share.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { findFreePort } from './free-port';
import { DIST_DIR, REPO_ROOT } from './repo-paths';
import type { RunningServer } from './server';

/** A running copy of the app; `stop` also removes the copy. */
export interface Deployment extends RunningServer {
  /** The dist/ this deployment serves. */
  webDir: string;
}

const INHERITED_ENV = ['PATH', 'HOME', 'USER', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ'];

function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Copies the app into a temporary directory and starts its server on a free port. */
export async function startDeployment(env: Record<string, string>): Promise<Deployment> {
  const root = await mkdtemp(path.join(tmpdir(), 'job-board-e2e-deploy-'));
  for (const entry of ['server', 'shared', 'package.json', 'tsconfig.json']) {
    await cp(path.join(REPO_ROOT, entry), path.join(root, entry), { recursive: true });
  }
  await cp(DIST_DIR, path.join(root, 'dist'), { recursive: true });
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const port = await findFreePort();
  const dataDir = path.join(root, 'data');
  const url = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(
    INHERITED_ENV.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  ) as Record<string, string>;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      LOG_REQUESTS: 'false',
      // E-mail links come from PUBLIC_URL: the origin the browser uses.
      PUBLIC_URL: url,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the deployed server');
  const killOnExit = () => signalGroup(pid, 'SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const keep = (data: Buffer) => {
    output = (output + data.toString('utf8')).slice(-64 * 1024);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      signalGroup(pid, 'SIGTERM');
      const deadline = Date.now() + 12_000;
      while (Date.now() < deadline && signalGroup(pid, 0)) await sleep(100);
      signalGroup(pid, 'SIGKILL');
      process.off('exit', killOnExit);
      await rm(root, { recursive: true, force: true });
    })();
    return stopped;
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`The deployed server did not start:\n${output}`);
    }
    await sleep(150);
  }
  return {
    url,
    port,
    dataDir,
    pid,
    webDir: path.join(root, 'dist'),
    output: () => output,
    stop,
  };
}

/**
 * Deploys a new version into `deployment`: index.html gains `<meta name="app-version">` and the
 * service worker's precache list gets its new revision, as a rebuild would (compressed copies too). The worker's bytes
 * change, so browsers find the new version.
 */
export async function deployNewVersion(deployment: Deployment, version: string): Promise<void> {
  const indexFile = path.join(deployment.webDir, 'index.html');
  const swFile = path.join(deployment.webDir, 'sw.js');
  const html = (await readFile(indexFile, 'utf8')).replace(
    '<head>',
    `<head>\n    <meta name="app-version" content="${version}" />`,
  );
  const revision = createHash('md5').update(html).digest('hex');
  const sw = await readFile(swFile, 'utf8');
  const entry = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/;
  if (!entry.test(sw)) throw new Error('sw.js has no precache entry for index.html');
  await writeBuilt(indexFile, html);
  await writeBuilt(swFile, sw.replace(entry, `{"revision":"${revision}","url":"index.html"}`));
}

/** Writes a file and, as the build does, its .br and .gz copies (the server sends those first). */
async function writeBuilt(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}
