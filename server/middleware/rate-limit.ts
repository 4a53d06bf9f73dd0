// A fixed-window counter per client, kept in memory: enough to stop a script flooding the board
// from one address. Several instances each count on their own (see docs/decisions).
import type Koa from 'koa';
import type { AppState } from '../deps';
import { TooManyRequestsError } from '../errors';

interface Window {
  count: number;
  resetAt: number;
}

/** Counts hits per key within a window; `hit` says whether this one is still allowed. */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit; returns 0 when allowed, else the seconds until the window resets. */
  hit(key: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Route middleware: 429 with Retry-After and a message saying when to try again. */
export function rateLimit(limiter: RateLimiter, what: string): Koa.Middleware<AppState> {
  return async function limitRate(ctx, next) {
    const retryAfter = limiter.hit(ctx.ip || 'unknown');
    if (retryAfter > 0) {
      const minutes = Math.max(1, Math.ceil(retryAfter / 60));
      throw new TooManyRequestsError(
        `Too many ${what} from this network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retryAfter,
      );
    }
    await next();
  };
}
