// JSON responses that browsers and the offline cache can revalidate: an ETag, `no-cache` (always
// revalidate) and a 304 when the client already holds these bytes.
import { createHash } from 'node:crypto';
import type Koa from 'koa';

/** Sends JSON bytes with an ETag; answers 304 when If-None-Match matches. */
export function sendRevalidatable(ctx: Koa.Context, body: Buffer, etag?: string): void {
  ctx.status = 200;
  ctx.set('ETag', etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`);
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('Vary', 'Cookie');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = body;
}

/** Sends private JSON that no cache may keep (admin and church data, current user). */
export function sendPrivate(ctx: Koa.Context, body: unknown, status = 200): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}
