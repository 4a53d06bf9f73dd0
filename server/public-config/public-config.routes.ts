// GET /api/config: the deployment facts the web app shows (college name, resume site, sign-in kind).
import Router from '@koa/router';
import type { AppDeps, AppState } from '../deps';
import { publicConfig } from './public-config';

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
