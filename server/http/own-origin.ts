// The app's own origin. Koa 3's ctx.origin is the request's Origin header (the caller's word), so
// links in e-mails and the cross-site check must never use it.
import type Koa from 'koa';

/** PUBLIC_URL's origin when configured, else the protocol and Host of this request. */
export function ownOrigin(
  ctx: Pick<Koa.Context, 'protocol' | 'host'>,
  publicUrl: string | null,
): string {
  return publicUrl ? new URL(publicUrl).origin : `${ctx.protocol}://${ctx.host}`;
}
