// Starts the real server (`node --import tsx server/main.ts`) for a browser test: a fresh temporary
// DATA_DIR, a free loopback port, and its own process group so that stopping it stops everything
// it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from './free-port';
import { REPO_ROOT } from './repo-paths';

/** A server started by startServer. */
export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  dataDir: string;
  /** The server process's id (also its process group's): a benchmark pins it to a core. */
  pid: number;
  /** What the server printed so far (its JSON log lines), for failure messages. */
  output: () => string;
  /** Stops the whole process group and removes a DATA_DIR it created. Safe to call twice. */
  stop: () => Promise<void>;
}

/** Options of startServer. */
export interface StartServerOptions {
  /** Extra environment variables, e.g. { COLLEGE_NAME: 'Test College' }. */
  env?: Record<string, string>;
  /** Reuse this DATA_DIR (e.g. to restart on the same data); it is then left in place on stop. */
  dataDir?: string;
  /** How long to wait for GET /healthz to answer 200. */
  startTimeoutMs?: number;
  /**
   * Listen on this port instead of a free one: a restart on the same origin (with `dataDir`),
   * so the browser's pages, cookies and service worker keep talking to it.
   */
  port?: number;
  /**
   * Run the server of another checkout of this repository (a benchmark's baseline, in a git
   * worktree) with its own built dist/; the default is this one.
   */
  repoRoot?: string;
}

// Only what npx and node need is inherited: a developer's MONGODB_URL, S3_BUCKET or SMTP_URL must
// not leak into a test server and send traffic off this machine.
const INHERITED_ENV = ['PATH', 'HOME', 'USER', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ'];

const OUTPUT_LIMIT = 64 * 1024;

// If the test process dies without stopping its servers, at least kill their process groups.
const runningGroups = new Set<number>();
process.once('exit', () => {
  for (const pid of runningGroups) signalGroup(pid, 'SIGKILL');
});

function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // ESRCH: no process of the group is left
  }
}

function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED_ENV) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was healthy`,
      );
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(150);
  }
  throw new Error(`GET /healthz did not answer 200 within ${timeoutMs} ms`);
}

async function stopGroup(pid: number): Promise<void> {
  signalGroup(pid, 'SIGTERM');
  // main.ts finishes in-flight requests and closes the store; it forces its own exit after 10 s.
  const deadline = Date.now() + 12_000;
  while (Date.now() < deadline) {
    if (!signalGroup(pid, 0)) return;
    await sleep(100);
  }
  signalGroup(pid, 'SIGKILL');
}

/** Starts the server on a free 127.0.0.1 port with a fresh DATA_DIR; needs a built dist/. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  if (!existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    throw new Error('dist/ is not built: run `npx vite build` (the e2e globalSetup does it)');
  }
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'job-board-e2e-')));
  const port = options.port ?? (await findFreePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    // detached makes the child a process-group leader (setsid), so the group can be stopped at once.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...baseEnv(),
      LOG_REQUESTS: 'false',
      // Links in e-mails come from PUBLIC_URL only (never the request's Host): the origin the
      // browser uses, so a link opens in the same cookie jar as the page that asked for it.
      PUBLIC_URL: url,
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  const pid = child.pid;
  if (pid === undefined)
    throw new Error('could not start the server (node --import tsx server/main.ts)');
  runningGroups.add(pid);

  let output = '';
  const keep = (data: Buffer) => {
    // The pipes must be read or a chatty server blocks; keep only the tail for error messages.
    output = (output + data.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      await stopGroup(pid);
      runningGroups.delete(pid);
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };

  try {
    await waitForHealth(url, child, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The test server did not start: ${reason}\n--- server output ---\n${output}`, {
      cause: error,
    });
  }
  return { url, port, dataDir, pid, output: () => output, stop };
}
