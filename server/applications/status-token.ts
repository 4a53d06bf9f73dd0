// The student's capability: an unguessable token that opens their application's status page
// without an account (docs/decisions/0020-application-status-links.md). It is derived from the
// application's id with the server's secret, so a replayed POST and every later e-mail give the same
// link without the token being kept anywhere; the store keeps only its SHA-256.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Application } from '../../shared/types';
import type { AppDeps } from '../deps';

type Deps = Pick<AppDeps, 'store' | 'config'>;

/** Separates the purpose from the id, so this HMAC can never equal one made for something else. */
const PURPOSE = 'application-status\u0000';

/** 32 bytes of HMAC-SHA256 in base64url, without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The status token of an application: base64url HMAC-SHA256(secret, purpose + NUL + id). */
export function statusTokenFor(
  config: Pick<AppDeps['config'], 'sessionSecret'>,
  id: string,
): string {
  return createHmac('sha256', config.sessionSecret).update(PURPOSE).update(id).digest('base64url');
}

/** What the store keeps of a token: SHA-256, hex. */
export function hashStatusToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The application this token opens, or undefined for a malformed token, one of no application
 * (forged, withdrawn, deleted) or one the current secret did not make. The store finds the row by
 * the token's hash; the token is then compared in constant time with the one the secret gives for
 * that row, so neither the lookup nor the comparison tells a guesser how close it came.
 */
export async function applicationForStatusToken(
  deps: Deps,
  token: string,
): Promise<Application | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const hash = hashStatusToken(token);
  const application = await deps.store.applications.findByStatusTokenHash(hash);
  if (!application) return undefined;
  const expected = Buffer.from(hashStatusToken(statusTokenFor(deps.config, application.id)), 'hex');
  return timingSafeEqual(Buffer.from(hash, 'hex'), expected) ? application : undefined;
}
