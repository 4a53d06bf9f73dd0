// DELETE /api/account: a person can take themselves and their church's data off the board.
import Router from '@koa/router';
import type { AppDeps, AppState } from '../deps';
import { sendPrivate } from '../http/send-json';
import { requireUser } from '../middleware/auth-guards';
import { closeAccount } from './account.service';

/** DELETE /api/account. */
export function accountRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.delete('/api/account', async (ctx) => {
    await closeAccount(deps, requireUser(ctx));
    ctx.session = null;
    sendPrivate(ctx, { deleted: true });
  });
  return router;
}
