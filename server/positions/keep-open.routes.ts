// The expiry e-mail's 'Keep open 60 more days' link (keep-open-link.ts): the token is the
// capability, so no sign-in; GET only shows, POST (the page's one button) extends, once.
import Router from '@koa/router';
import type { AppDeps, AppState } from '../deps';
import { sendPrivate } from '../http/send-json';
import { keepOpenPreview, useKeepOpen } from './keep-open-link';

/** GET and POST /api/keep-open/:token. */
export function keepOpenRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/keep-open/:token', async (ctx) => {
    sendPrivate(ctx, await keepOpenPreview(deps, ctx.params.token ?? ''));
  });

  router.post('/api/keep-open/:token', async (ctx) => {
    sendPrivate(ctx, await useKeepOpen(deps, ctx.params.token ?? ''));
  });

  return router;
}
