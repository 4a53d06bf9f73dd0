// What createApp needs from the outside world; main.ts builds it, tests build their own.
import type { Config } from './config';
import type { FileStorage } from './files/port';
import type { MailGroup, MailPriority, Store, UserRecord } from './store/port';

/** A message for Mailer.send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The person a reply should reach (a student, a position's contact); none: the board's sender. */
  replyTo?: string | null;
  /** 'sign-in' goes before every notice waiting in the queue; default 'notice'. */
  priority?: MailPriority;
  /**
   * Makes the message a notice that waits a little for others of its group (one recipient, one
   * kind) and leaves with them as one e-mail laid out by `compose`; the subject, text and html
   * above are what compose makes of this item alone.
   */
  group?: Pick<MailGroup, 'key' | 'item' | 'compose'>;
  /**
   * The records (application, user, position) whose personal data the message carries, so erasing
   * one of them deletes it (docs/decisions/0030-erasure.md).
   */
  about?: readonly string[];
}

/** Sends e-mail through the store-backed queue: enqueueing never fails the caller's request. */
export interface Mailer {
  /** Queues a message; sending happens in the background with retries. */
  send(message: OutgoingMail): Promise<void>;
}

/** One structured log line per call; never given personal data. logger.ts makes the app's one. */
export interface Logger {
  info(fields: Record<string, unknown>): void;
  error(fields: Record<string, unknown>): void;
}

/** Claims of a person signed in through OpenID Connect. */
export interface OidcClaims {
  /** `${issuer}|${sub}`: stable across e-mail changes. */
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

/** Sign-in through an OpenID Connect provider (authorization code + PKCE). */
export interface OidcSignIn {
  /** The provider's authorization URL; the verifier, state and nonce are kept in the session. */
  start(
    redirectUri: string,
  ): Promise<{ url: string; codeVerifier: string; state: string; nonce: string }>;
  /** Exchanges the callback's code and checks state and nonce; returns the ID token's claims. */
  finish(
    callbackUrl: URL,
    expected: { codeVerifier: string; state: string; nonce: string },
  ): Promise<OidcClaims>;
}

export interface AppDeps {
  config: Config;
  store: Store;
  files: FileStorage;
  mailer: Mailer;
  log: Logger;
  /** Set when OIDC_ISSUER is configured; built-in accounts otherwise. */
  oidc: OidcSignIn | null;
  /** The built web app (Vite's dist/), served with an SPA fallback; null serves the API only. */
  webDir: string | null;
  /** The clock, replaceable in tests. */
  now: () => Date;
}

/** Koa `ctx.state` of every request. */
export interface AppState {
  requestId: string;
  /** The signed-in user, loaded from the session (absent when anonymous). */
  user?: UserRecord;
  /** The request's Idempotency-Key with its scope, once claimed. */
  idempotency?: { scope: string; key: string };
}
