// Builds a real app for tests: SQLite in memory (or MongoDB when asked), local files in a temp
// directory, the real mail queue. Nothing is mocked; the clock can be moved.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { AppDeps, Logger, OidcSignIn } from '../deps';
import { createLocalStorage } from '../files/local/local-storage';
import type { FileStorage } from '../files/port';
import { createQueuedMailer } from '../mail/queued-mailer';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import type { Store } from '../store/port';

/** A clock tests can move forward. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
  set: (date: Date) => void;
}

/** A clock starting at the real time. */
export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** A logger that keeps lines in memory so tests can assert on them (and nothing reaches stdout). */
export function memoryLogger(): Logger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    info: (fields) => lines.push({ level: 'info', ...fields }),
    error: (fields) => lines.push({ level: 'error', ...fields }),
  };
}

export interface TestApp {
  deps: AppDeps;
  store: Store;
  clock: TestClock;
  log: ReturnType<typeof memoryLogger>;
  dataDir: string;
  /** The Koa request handler, for tests that need no port. */
  callback: ReturnType<ReturnType<typeof createApp>['callback']>;
  /** Starts a loopback server (on `port`, else any free one) and returns its origin. */
  listen: (port?: number) => Promise<string>;
  close: () => Promise<void>;
}

/** Options for a test app: environment overrides, another store or file storage, an OIDC client. */
export interface TestAppOptions {
  env?: Record<string, string>;
  store?: Store;
  /** Another file storage (S3 against s3rver); local files under the data directory otherwise. */
  files?: FileStorage;
  oidc?: OidcSignIn | null;
  clock?: TestClock;
  /** A built web app to serve (a directory with an index.html); none by default: the API only. */
  webDir?: string;
  /** A second logger every line also goes to (the real pino logger, to test what it writes). */
  alsoLog?: Logger;
}

/** A logger that writes each line to both. */
function teeLogger(first: Logger, second: Logger): Logger {
  return {
    info: (fields) => {
      first.info(fields);
      second.info(fields);
    },
    error: (fields) => {
      first.error(fields);
      second.error(fields);
    },
  };
}

/** A complete app on a fresh store and data directory. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'job-board-test-'));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAILS: 'admin@college.test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_REQUESTS: 'true',
    ...options.env,
  });
  const store = options.store ?? (await openSqliteStore(':memory:'));
  const clock = options.clock ?? testClock();
  const log = memoryLogger();
  const files =
    options.files ??
    createLocalStorage({
      dir: path.join(dataDir, 'uploads'),
      publicUrl: config.publicUrl ?? '',
      secret: config.sessionSecret,
      now: clock.now,
    });
  const deps: AppDeps = {
    config,
    store,
    files,
    log: options.alsoLog ? teeLogger(log, options.alsoLog) : log,
    now: clock.now,
    mailer: createQueuedMailer(store, clock.now),
    oidc: options.oidc ?? null,
    webDir: options.webDir ?? null,
  };
  const app = createApp(deps);
  const callback = app.callback();
  let server: Server | undefined;
  return {
    deps,
    store,
    clock,
    log,
    dataDir,
    callback,
    listen: async (port = 0) => {
      server = createServer(callback);
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: async () => {
      if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
      if (!options.store) await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
