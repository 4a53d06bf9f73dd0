// Sends text the server made for this response (a rendered page, the sitemap) the way the built
// files go out: compressed for the client (br, else gzip), an ETag of the bytes sent, and a 304 when
// the client holds them. The built files are compressed once at build time (static-files.ts); these
// change with the data, so they are compressed per response: a page is a few KB, which brotli at a
// middle quality does in well under a millisecond.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type Koa from 'koa';
import { chooseEncoding, matchesEtag } from './content-negotiation';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compression costs more in headers than it saves (as in vite.config.ts). */
const COMPRESS_FROM_BYTES = 1024;

/** What to send. */
export interface TextResponse {
  status?: number;
  body: string | Buffer;
  type: string;
  cacheControl: string;
}

/**
 * Sends `response` compressed as the client accepts. A 200 carries an ETag per encoding (a cache
 * never hands one encoding out for another) and becomes a 304 when If-None-Match names it, compared
 * here rather than through ctx.fresh (server/http/content-negotiation.ts says why).
 */
export async function sendText(ctx: Koa.Context, response: TextResponse): Promise<void> {
  const identity = Buffer.isBuffer(response.body) ? response.body : Buffer.from(response.body);
  const status = response.status ?? 200;
  const accepted = chooseEncoding(ctx.get('Accept-Encoding') || undefined);
  const encoding = identity.length < COMPRESS_FROM_BYTES ? 'identity' : accepted;
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', response.cacheControl);
  if (status === 200) {
    const hash = createHash('sha1').update(identity).digest('base64url');
    const etag = `W/"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    ctx.set('ETag', etag);
    if (matchesEtag(ctx.get('If-None-Match') || undefined, etag)) {
      ctx.status = 304;
      return;
    }
  }
  let body = identity;
  if (encoding === 'br') {
    body = await brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  } else if (encoding === 'gzip') {
    body = await gzipAsync(identity, { level: 6 });
  }
  ctx.status = status;
  ctx.type = response.type;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  // Koa sends Content-Length and, for HEAD, no body.
  ctx.body = body;
}
