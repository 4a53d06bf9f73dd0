// Sign-in is throttled per account as well as per client address (DESIGN.md "Authorisation"): a
// spread of addresses (a botnet, a /64 of IPv6) cannot guess one account's password. The key is the
// lower-cased e-mail as typed, for unknown accounts too, so the answers do not tell which exist.
import { createHash } from 'node:crypto';
import type { AppDeps } from '../deps';
import { TooManyRequestsError, UnauthorizedError } from '../errors';
import { createRateLimiter } from '../rate-limit/create-rate-limiter';
import { inMinutes } from '../rate-limit/rate-limiter';

/** Failed sign-ins allowed per account within the window below. */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The throttle key of a sign-in body: a hash of the lower-cased e-mail, or null when there is none. */
function accountKey(input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return null;
  const email = (input as { email?: unknown }).email;
  if (typeof email !== 'string') return null;
  const normalized = email.trim().toLowerCase();
  if (normalized === '') return null;
  // A hash keeps every key the same small size and no e-mail address in memory.
  return createHash('sha256').update(normalized).digest('base64url');
}

/**
 * Wraps a password check: refused with 429 (before the password is even checked) once the account
 * has had ACCOUNT_FAILURE_LIMIT failures in the window. The attempt is counted before it runs, so
 * parallel guesses cannot all pass the check, and given back when it did not fail on the password
 * (a success, or a body that was not valid). A refused attempt is not counted, so there is nothing
 * to give back. With MongoDB the count is shared by every instance (createRateLimiter).
 */
export function accountThrottle(deps: Pick<AppDeps, 'store' | 'now'>) {
  const limiter = createRateLimiter(
    deps,
    'sign-in-account',
    ACCOUNT_FAILURE_LIMIT,
    ACCOUNT_FAILURE_WINDOW_MS,
  );
  return async function throttled<T>(input: unknown, attempt: () => Promise<T>): Promise<T> {
    const key = accountKey(input);
    if (key === null) return attempt();
    const retryAfter = await limiter.hit(key);
    if (retryAfter > 0) {
      throw new TooManyRequestsError(
        `Too many failed sign-ins for this account. Please try again in ${inMinutes(retryAfter)}, or reset your password.`,
        retryAfter,
      );
    }
    try {
      const result = await attempt();
      await limiter.undo(key);
      return result;
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) await limiter.undo(key);
      throw error;
    }
  };
}
