// One-time tokens for e-mail links. The link carries 32 random bytes; the store keeps only their
// SHA-256, so a leaked database (or backup) holds no usable link. Consuming deletes the row: single use.
import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from '../../shared/constants';
import type { TokenPurpose, TokenRepository } from '../store/port';

const TOKEN_BYTES = 32;
/** A base64url token of 32 bytes is 43 characters; anything else is not ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How long each kind of link stays valid. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: VERIFY_TOKEN_TTL_MS,
  reset: RESET_TOKEN_TTL_MS,
};

/** The stored form of a token: its SHA-256 in hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a token for a user and returns the raw value to put in the link. */
export async function issueToken(
  tokens: TokenRepository,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await tokens.create(
    hashToken(token),
    userId,
    purpose,
    new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  );
  return token;
}

/** Uses up a token: the user id when it is valid, unexpired and unused, else undefined. */
export async function consumeToken(
  tokens: TokenRepository,
  token: unknown,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | undefined> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return undefined;
  return tokens.consume(hashToken(token), purpose, now);
}
