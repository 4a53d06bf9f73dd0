// GET /api/positions: the public list, the same for every caller and asked for far more than
// anything else. It is served from the in-memory snapshot (public-list-cache.ts): the JSON already
// compressed and its ETag, so a request costs a version check at most once a second, never a query.
// It needs no session and no body, so createApp mounts it ahead of both. A plain middleware rather
// than a @koa/router router: matching one fixed path needs no router, and the 304 measured about a
// tenth faster without one (a quarter with the request log off).
import type Koa from 'koa';
import { api } from '../../shared/api-routes';
import type { AppState } from '../deps';
import { sendCachedJson } from '../http/send-json';
import type { PublicListCache } from './public-list-cache';

/** GET (and HEAD) /api/positions, from the cache. */
export function publicListRoute(cache: PublicListCache): Koa.Middleware<AppState> {
  return async function servePublicList(ctx, next) {
    if (ctx.path !== api.positions || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    sendCachedJson(ctx, await cache.current());
  };
}
