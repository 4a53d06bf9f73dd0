// JSON responses that browsers and the offline cache can revalidate: an ETag, `no-cache` (always
// revalidate) and a 304 when the client already holds these bytes.
import { createHash } from 'node:crypto';
import type Koa from 'koa';
import { chooseEncoding, matchesEtag } from './content-negotiation';

/**
 * Sends JSON with an ETag; 304 when If-None-Match matches. (The public list has its own path.)
 * The condition is compared here, not through ctx.fresh: `fetch()` adds `Cache-Control: no-cache`
 * to every request with If-None-Match, and ctx.fresh then says stale. An origin server answers the
 * condition whatever the request's cache directives (RFC 9110 13.1.2).
 */
export function sendRevalidatable(
  ctx: Koa.Context,
  value: unknown,
  cacheControl = 'no-cache',
): void {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  ctx.status = 200;
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', cacheControl);
  if (matchesEtag(ctx.get('If-None-Match') || undefined, etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = body;
}

/**
 * Sends private JSON that no cache may keep (admin and church data, current user). A read still
 * carries an ETag: the church's pages keep their own copy (IndexedDB) and ask with If-None-Match.
 */
export function sendPrivate(ctx: Koa.Context, body: unknown, status = 200): void {
  if (ctx.method === 'GET' && status === 200 && body !== null && body !== undefined) {
    sendRevalidatable(ctx, body, 'no-store');
    return;
  }
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/** A JSON body kept ready in the encodings a client may accept, with its ETag. */
export interface CachedJson {
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Sends a cached body: its ETag, `no-cache` (always revalidate), a 304 when the client holds it,
 * else the encoding the client accepts best.
 */
export function sendCachedJson(ctx: Koa.Context, cached: CachedJson): void {
  ctx.status = 200;
  ctx.etag = cached.etag;
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  // Not ctx.fresh: it says stale for every revalidation fetch() sends (content-negotiation.ts).
  if (matchesEtag(ctx.get('If-None-Match') || undefined, cached.etag)) {
    ctx.status = 304;
    return;
  }
  const encoding = chooseEncoding(ctx.get('Accept-Encoding'));
  const body =
    (encoding === 'br' && cached.br) || (encoding === 'gzip' && cached.gzip) || cached.identity;
  if (body !== cached.identity) ctx.set('Content-Encoding', encoding);
  ctx.type = 'application/json; charset=utf-8';
  // Koa sends Content-Length and, for HEAD, no body.
  ctx.body = body;
}
