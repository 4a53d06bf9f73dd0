// JSON responses that browsers and the offline cache can revalidate: an ETag, `no-cache` (always
// revalidate) and a 304 when the client already holds these bytes.
import { createHash } from 'node:crypto';
import type Koa from 'koa';
import { matchesEtag } from './content-negotiation';

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
