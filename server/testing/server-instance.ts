// The instances of one deployment for tests that run more than one (the server as its own process,
// server-process.ts, on 127.0.0.1 and a free port), and a visitor that talks to any of them as one
// browser behind the proxy would: its cookies, its client address in X-Forwarded-For (the servers
// run with TRUST_PROXY=1) and https in X-Forwarded-Proto.
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../../tests/e2e/support/free-port';
import { startServerProcess } from './server-process';

/** An instance started by startInstance. */
export interface ServerInstance {
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

/** Starts an instance with `env` (plus HOST and PORT) and waits for /healthz to answer 200. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerInstance> {
  const port = await findFreePort();
  const process_ = startServerProcess({ ...env, HOST: '127.0.0.1', PORT: String(port) });
  const child = process_.child;
  const output = () => process_.stdout() + process_.stderr();
  const running = () => child.exitCode === null && child.signalCode === null;
  const server: ServerInstance = {
    name,
    url: `http://127.0.0.1:${String(port)}`,
    child,
    output,
    logLines: () =>
      output()
        .split('\n')
        .flatMap((line) => {
          if (!line.startsWith('{')) return [];
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited: process_.exited.then(() => undefined),
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
  throw new Error(`Server ${name} did not start:\n${output()}`);
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
    server: Pick<ServerInstance, 'url'>,
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
