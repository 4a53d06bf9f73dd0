// Limits requests per client address, with the limiter the route is given
// (server/rate-limit/create-rate-limiter.ts).
import type Koa from 'koa';
import type { AppState } from '../deps';
import { TooManyRequestsError } from '../errors';
import { clientKey, inMinutes, type RateLimiter } from '../rate-limit/rate-limiter';

/**
 * Route middleware: 429 with Retry-After and a message saying when to try again. The key is the
 * client address as the last trusted proxy saw it (ctx.ip: Koa reads X-Forwarded-For only with
 * TRUST_PROXY, and then only the entries the trusted proxies added).
 */
export function rateLimit(limiter: RateLimiter, what: string): Koa.Middleware<AppState> {
  return async function limitRate(ctx, next) {
    const retryAfter = await limiter.hit(clientKey(ctx.ip));
    if (retryAfter > 0) {
      throw new TooManyRequestsError(
        `Too many ${what} from this network. Please try again in ${inMinutes(retryAfter)}.`,
        retryAfter,
      );
    }
    await next();
  };
}
