// A real server process for tests that need more than one (`node --import tsx server/main.ts` on
// 127.0.0.1 and a free port), and a visitor that talks to any of them as one browser behind the
// proxy would: its cookies, its client address in X-Forwarded-For (the servers run with
// TRUST_PROXY=1) and https in X-Forwarded-Proto.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../../tests/e2e/support/free-port';

/** A server process started by startServerProcess. */
export interface ServerProcess {
  readonly name: string;
  /** Base URL, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** Its log lines that parse as JSON objects. */
  logLines(): Record<string, unknown>[];
  /** Resolves when the process has exited. */
  readonly exited: Promise<void>;
  /** Sends `signal` to the process (by its PID) unless it has exited. */
  signal(signal: NodeJS.Signals): void;
}

// Only what node needs is inherited: a developer's S3_BUCKET or SMTP_URL must not reach these.
const INHERITED_ENV = ['PATH', 'HOME', 'USER', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ'];

/** Starts `server/main.ts` with `env` (plus HOST and PORT) and waits for /healthz to answer 200. */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await findFreePort();
  const inherited = Object.fromEntries(
    INHERITED_ENV.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
  ) as Record<string, string>;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...inherited, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const server: ServerProcess = {
    name,
    url: `http://127.0.0.1:${String(port)}`,
    child,
    output: () => output,
    logLines: () =>
      output.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return [];
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    exited,
    signal: (signal) => {
      if (running() && child.pid !== undefined) process.kill(child.pid, signal);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && running()) {
    try {
      const health = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (health.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  server.signal('SIGKILL');
  throw new Error(`Server ${name} did not start:\n${output}`);
}

/** A response with its body read: parsed JSON when it is JSON. */
export interface VisitorResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** One browser behind the proxy: keeps its cookies, comes from `address`. */
export class Visitor {
  readonly cookies = new Map<string, string>();

  constructor(readonly address: string) {}

  /** Sends a request to `server`; `body` goes as JSON. Throws when the connection fails. */
  async request<T = unknown>(
    server: Pick<ServerProcess, 'url'>,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<VisitorResponse<T>> {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      'x-forwarded-proto': 'https',
      ...options.headers,
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
    return {
      status: response.status,
      headers: response.headers,
      body: (json ? JSON.parse(text) : text) as T,
    };
  }
}
