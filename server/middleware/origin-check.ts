// State-changing requests must come from the app's own origin: cookies are SameSite=Lax, and this
// closes the remaining cross-site gaps (older browsers, same-site subdomains).
import type Koa from 'koa';
import type { AppState } from '../deps';
import { ForbiddenError } from '../errors';
import { ownOrigin } from '../http/own-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses writes whose Origin (or Sec-Fetch-Site) shows another site. */
export function originCheck(publicUrl: string | null): Koa.Middleware<AppState> {
  return async function checkOrigin(ctx, next) {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('Origin');
      const fetchSite = ctx.get('Sec-Fetch-Site');
      const own = ownOrigin(ctx, publicUrl);
      if (origin && origin !== 'null' && origin !== own) {
        throw new ForbiddenError('Cross-site requests are not allowed');
      }
      if (origin === 'null' || fetchSite === 'cross-site') {
        throw new ForbiddenError('Cross-site requests are not allowed');
      }
    }
    await next();
  };
}
