// GET /api/config: the deployment facts the web app shows (college name, resume site, sign-in kind).
import Router from '@koa/router';
import type { PublicConfig } from '../../shared/types';
import type { AppDeps, AppState } from '../deps';

/** The body of GET /api/config (also what the server-rendered first screen is drawn with). */
export function publicConfig(deps: Pick<AppDeps, 'config' | 'oidc'>): PublicConfig {
  return {
    collegeName: deps.config.collegeName,
    resumeSiteUrl: deps.config.resumeSiteUrl,
    signIn: deps.oidc ? 'oidc' : 'local',
  };
}

/** GET /api/config. */
export function publicConfigRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const body = publicConfig(deps);
  router.get('/api/config', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  });
  return router;
}
