// GET /api/config: the deployment facts the web app shows (college name, resume site, sign-in kind).
import Router from '@koa/router';
import type { PublicConfig } from '../../shared/types';
import type { AppDeps, AppState } from '../deps';

/** GET /api/config. */
export function publicConfigRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const body: PublicConfig = {
    collegeName: deps.config.collegeName,
    resumeSiteUrl: deps.config.resumeSiteUrl,
    signIn: deps.oidc ? 'oidc' : 'local',
  };
  router.get('/api/config', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  });
  return router;
}
