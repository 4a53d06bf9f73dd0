// Request ids: unique, short and cheap. A random prefix per process keeps ids from several
// instances apart; a counter keeps them unique within one. A UUID per request would cost the
// hottest route more than its own work.
import { randomBytes } from 'node:crypto';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Returns a function giving a new id per call, e.g. `3f9c0a1b2c4d-1a`. */
export function requestIdSource(): () => string {
  const prefix = randomBytes(6).toString('hex');
  let counter = 0;
  return () => `${prefix}-${(counter += 1).toString(36)}`;
}

/** The caller's X-Request-Id when it is safe to echo and log, else undefined. */
export function safeIncomingId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value) ? value : undefined;
}
