// Public position reads and a church's own position writes (spec section 7).
import Router from '@koa/router';
import { positionInputSchema } from '../../shared/schemas/position';
import type { AppDeps, AppState } from '../deps';
import { requireChurch } from '../middleware/auth-guards';
import { idempotent, recordIdFor } from '../middleware/idempotency';
import { parseWith } from '../middleware/validate';
import { sendPrivate, sendRevalidatable } from '../http/send-json';
import { NotFoundError } from '../errors';
import { deleteOwnPosition, positionDetailFor, postPosition } from './position.service';

/** GET /api/positions/:id, POST /api/positions, DELETE /api/positions/:id. */
export function positionRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  // GET /api/positions itself is served by public-list.route.ts, ahead of the session middleware.

  router.get('/api/positions/:id', async (ctx) => {
    const detail = await positionDetailFor(deps, ctx.params.id ?? '', ctx.state.user);
    if (detail.approved && detail.status === 'active') sendRevalidatable(ctx, detail);
    else sendPrivate(ctx, detail);
  });

  router.get('/api/positions/:id/job-description', async (ctx) => {
    const detail = await positionDetailFor(deps, ctx.params.id ?? '', ctx.state.user);
    const key = detail.jobDescriptionUrl
      ? deps.files.keyFromUrl(detail.jobDescriptionUrl, 'job-description')
      : undefined;
    if (!key) throw new NotFoundError('This position has no job description file');
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(await deps.files.signedDownloadUrl(key, 300));
  });

  router.post('/api/positions', idempotent(deps, 'position.create'), async (ctx) => {
    const church = requireChurch(ctx);
    const input = parseWith(positionInputSchema, ctx.request.body);
    const position = await postPosition(deps, church, input, recordIdFor(ctx));
    sendPrivate(ctx, position, 201);
  });

  router.delete('/api/positions/:id', idempotent(deps, 'position.delete'), async (ctx) => {
    const church = requireChurch(ctx);
    const id = ctx.params.id ?? '';
    await deleteOwnPosition(deps, church, id);
    sendPrivate(ctx, { id, deleted: true });
  });

  return router;
}
