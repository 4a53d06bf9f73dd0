// JSON responses that browsers and the offline cache can revalidate: an ETag, `no-cache` (always
// revalidate) and a 304 when the client already holds these bytes.
import { createHash } from 'node:crypto';
import type Koa from 'koa';

/** Sends JSON with an ETag; 304 when If-None-Match matches. (The public list has its own path.) */
export function sendRevalidatable(ctx: Koa.Context, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value));
  ctx.status = 200;
  ctx.set('ETag', `W/"${createHash('sha1').update(body).digest('base64url')}"`);
  ctx.set('Cache-Control', 'no-cache');
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
