// Rate limits counted in the store, so that every instance sharing it counts together
// (docs/decisions/0034-limits-leases-and-claims-across-instances.md). Windows are aligned on the
// epoch (a multiple of their length), so every instance names the same window without asking the
// store. Keys are hashed: the store never holds a client's address or an e-mail address.
import { createHash } from 'node:crypto';
import type { RateLimitRepository, RateWindow } from '../store/port';
import type { RateLimiter } from './rate-limiter';

/** One limit: its name (its counters' own), how many hits per window, the window and the clock. */
export interface StoreRateLimit {
  name: string;
  limit: number;
  windowMs: number;
  /** Milliseconds since the epoch. */
  now: () => number;
}

/** The window that holds `ms`. */
export function windowAt(ms: number, windowMs: number): RateWindow {
  const start = Math.floor(ms / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
}

function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** A RateLimiter whose counters are places taken in the store's windows. */
export function storeRateLimiter(limits: RateLimitRepository, limit: StoreRateLimit): RateLimiter {
  return {
    async hit(key) {
      const now = limit.now();
      const window = windowAt(now, limit.windowMs);
      if (await limits.take(limit.name, hashed(key), window, limit.limit)) return 0;
      return Math.max(1, Math.ceil((window.end.getTime() - now) / 1000));
    },
    async undo(key) {
      await limits.giveBack(limit.name, hashed(key), windowAt(limit.now(), limit.windowMs));
    },
  };
}
