// Headers every response carries: no MIME sniffing; pages also forbid framing and referrer leaks
// of job ids. API answers are JSON that is never framed or navigated, so they carry only nosniff.
import type Koa from 'koa';
import type { AppState } from '../deps';

/** Sets the baseline security headers. */
export function securityHeaders(): Koa.Middleware<AppState> {
  return async function setSecurityHeaders(ctx, next) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!ctx.path.startsWith('/api/')) {
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Referrer-Policy', 'same-origin');
    }
    await next();
  };
}
