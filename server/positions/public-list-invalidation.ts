// The public list's cache must hear of every write this instance handles: after any request that
// is not a read, the next list request checks the store's version again (public-list-cache.ts).
import type Koa from 'koa';
import type { AppState } from '../deps';
import type { PublicListCache } from './public-list-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks the public list changed after every write request. */
export function publicListInvalidation(cache: PublicListCache): Koa.Middleware<AppState> {
  return async function invalidatePublicList(ctx, next) {
    try {
      await next();
    } finally {
      if (!READS.has(ctx.method)) cache.markChanged();
    }
  };
}
