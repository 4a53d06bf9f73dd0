// JSON responses that browsers and the offline cache can revalidate: an ETag, `no-cache` (always
// revalidate) and a 304 when the client already holds these bytes.
import { createHash } from 'node:crypto';
import type Koa from 'koa';

/** One body in the encodings a client may accept. */
export interface EncodedBody {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Sends JSON with an ETag, compressed when the client accepts it; 304 when If-None-Match matches. */
export function sendRevalidatable(
  ctx: Koa.Context,
  body: Buffer | EncodedBody,
  etag?: string,
): void {
  const encoded = Buffer.isBuffer(body) ? { identity: body } : body;
  ctx.status = 200;
  ctx.set('ETag', etag ?? `W/"${createHash('sha1').update(encoded.identity).digest('base64url')}"`);
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  const encoding =
    encoded.br || encoded.gzip ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
  if (encoding === 'br' && encoded.br) {
    ctx.set('Content-Encoding', 'br');
    ctx.body = encoded.br;
  } else if (encoding === 'gzip' && encoded.gzip) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = encoded.gzip;
  } else {
    ctx.body = encoded.identity;
  }
}

/** Sends private JSON that no cache may keep (admin and church data, current user). */
export function sendPrivate(ctx: Koa.Context, body: unknown, status = 200): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}
