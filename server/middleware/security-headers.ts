// Headers every response carries: no MIME sniffing; pages also forbid framing and referrer leaks
// of job ids. API answers are JSON that is never framed or navigated, so they carry only nosniff.
// A request that came over HTTPS (behind TRUST_PROXY proxies: X-Forwarded-Proto from them) also
// gets Strict-Transport-Security, so the browser never again tries plain http for this host.
import type Koa from 'koa';
import type { AppState } from '../deps';

/** One year: what browsers and the HSTS preload list expect. */
export const HSTS = 'max-age=31536000';

/** Sets the baseline security headers. */
export function securityHeaders(): Koa.Middleware<AppState> {
  return async function setSecurityHeaders(ctx, next) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    // ctx.secure trusts X-Forwarded-Proto only when app.proxy is on (TRUST_PROXY > 0); otherwise it
    // is the socket's own TLS. Browsers ignore the header over plain http, so it is sent over https only.
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    if (!ctx.path.startsWith('/api/')) {
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Referrer-Policy', 'same-origin');
    }
    await next();
  };
}
