// GET /api/positions on a short path: it runs before sessions, body parsing and the routers,
// because the public list is the same for everyone and asked for far more than anything else.
// It also watches every other request: a write handled here makes the cache check the store again.
import type Koa from 'koa';
import type { AppState } from '../deps';
import { sendRevalidatable } from '../http/send-json';
import type { PublicListCache } from './public-list-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Serves the public list from the cache; marks the cache changed after any write. */
export function publicListRoute(cache: PublicListCache): Koa.Middleware<AppState> {
  return async function publicList(ctx, next) {
    if (ctx.path === '/api/positions' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      const snapshot = await cache.current();
      sendRevalidatable(ctx, snapshot, snapshot.etag);
      return;
    }
    try {
      await next();
    } finally {
      if (!READS.has(ctx.method)) cache.markChanged();
    }
  };
}
