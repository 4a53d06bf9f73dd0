// Where a limit counts: in the store when the store keeps shared counters (MongoDB, which several
// instances can share), in memory otherwise (SQLite: one process). The routes use either the same
// way (docs/decisions/0034-limits-leases-and-claims-across-instances.md).
import type { AppDeps } from '../deps';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter';
import { storeRateLimiter } from './store-rate-limiter';

/**
 * The limiter named `name`, `limit` hits per `windowMs`. Each limit has its own name: its counters
 * are apart from every other limit's.
 */
export function createRateLimiter(
  deps: Pick<AppDeps, 'store' | 'now'>,
  name: string,
  limit: number,
  windowMs: number,
): RateLimiter {
  const clock = () => deps.now().getTime();
  const shared = deps.store.rateLimits;
  return shared === null
    ? new MemoryRateLimiter(limit, windowMs, clock)
    : storeRateLimiter(shared, { name, limit, windowMs, now: clock });
}
