// The server as its own process (`node --import tsx server/main.ts`), for tests of what only a real
// process shows: configuration errors, signals, a crash. Only what node needs is inherited, so a
// developer's MONGODB_URL or SMTP_URL never reaches a test server unless the test passes it.
// server-instance.ts builds the several instances of one deployment on it.
import { spawn, type ChildProcess } from 'node:child_process';

// Only what node needs is inherited: a developer's S3_BUCKET or SMTP_URL must not reach these.
const INHERITED_ENV = ['PATH', 'HOME', 'USER', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ'];

/** A started server process and what it printed so far. */
export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    INHERITED_ENV.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
  );
}

/** Starts the server with `env` on 127.0.0.1 (the caller gives PORT and DATA_DIR). */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...inheritedEnv(), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Kills (SIGKILL) every process startServerProcess started that still runs; for afterEach. */
export function killServerProcesses(): void {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** The first answer of GET `path` once the server listens (it retries while the port refuses). */
export async function firstAnswer(port: number, path = '/healthz'): Promise<Response> {
  for (let i = 0; i < 200; i += 1) {
    try {
      return await fetch(`http://127.0.0.1:${port}${path}`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('server did not start');
}
