// GET /api/positions: the public list, the same for every caller and asked for far more than
// anything else. It is served from the in-memory snapshot (public-list-cache.ts): the JSON already
// compressed and its ETag, so a request costs a version check at most once a second, never a query.
// It needs no session and no body, so createApp mounts it ahead of both. A plain middleware rather
// than a @koa/router router: matching one fixed path needs no router, and the 304 measured about a
// tenth faster without one (a quarter with the request log off).
import type Koa from 'koa';
import { api } from '../../shared/api-routes';
import type { AppState } from '../deps';
import { chooseEncoding, matchesEtag } from '../http/content-negotiation';
import type { PublicListCache } from './public-list-cache';

/** GET (and HEAD) /api/positions, from the cache. */
export function publicListRoute(cache: PublicListCache): Koa.Middleware<AppState> {
  return async function servePublicList(ctx, next) {
    if (ctx.path !== api.positions || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    const snapshot = await cache.current();
    ctx.status = 200;
    ctx.etag = snapshot.etag;
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    // Not ctx.fresh: it says stale for every revalidation fetch() sends (content-negotiation.ts).
    if (matchesEtag(ctx.get('If-None-Match') || undefined, snapshot.etag)) {
      ctx.status = 304;
      return;
    }
    const encoding = chooseEncoding(ctx.get('Accept-Encoding'));
    const body =
      (encoding === 'br' && snapshot.br) ||
      (encoding === 'gzip' && snapshot.gzip) ||
      snapshot.identity;
    if (body !== snapshot.identity) ctx.set('Content-Encoding', encoding);
    ctx.type = 'application/json; charset=utf-8';
    // Koa sends Content-Length and, for HEAD, no body.
    ctx.body = body;
  };
}
