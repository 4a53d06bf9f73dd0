// What createApp needs from the outside world; main.ts builds it, tests build their own.
import type { Config } from './config';
import type { FileStorage } from './files/port';
import type { Store, UserRecord } from './store/port';

/** Sends e-mail through the store-backed queue: enqueueing never fails the caller's request. */
export interface Mailer {
  /** Queues a message; sending happens in the background with retries. */
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

/** One structured log line per call; never given personal data. */
export interface Logger {
  info(fields: Record<string, unknown>): void;
  error(fields: Record<string, unknown>): void;
}

export interface AppDeps {
  config: Config;
  store: Store;
  files: FileStorage;
  mailer: Mailer;
  log: Logger;
  /** The clock, replaceable in tests. */
  now: () => Date;
}

/** Koa `ctx.state` of every request. */
export interface AppState {
  requestId: string;
  /** The signed-in user, loaded from the session (absent when anonymous). */
  user?: UserRecord;
}
