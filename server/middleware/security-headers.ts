// Headers every response carries: no MIME sniffing, no framing, no referrer leaks of job ids.
import type Koa from 'koa';
import type { AppState } from '../deps';

/** Sets the baseline security headers. */
export function securityHeaders(): Koa.Middleware<AppState> {
  return async function setSecurityHeaders(ctx, next) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    await next();
  };
}
