// Admin actions (spec section 7): online only, every route needs a current administrator.
import Router from '@koa/router';
import { archiveInputSchema } from '../../shared/schemas/admin';
import type { AppDeps, AppState } from '../deps';
import { sendPrivate } from '../http/send-json';
import { requireAdmin } from '../middleware/auth-guards';
import { parseWith } from '../middleware/validate';
import {
  adminDeletePosition,
  approvePosition,
  archiveOldPositions,
  listAllPositions,
} from '../positions/position.service';

/** /api/admin/positions, approve, delete and archive-old. */
export function adminRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/positions', async (ctx) => {
    requireAdmin(ctx, deps.config);
    sendPrivate(ctx, await listAllPositions(deps));
  });

  router.delete('/api/admin/positions/:id', async (ctx) => {
    requireAdmin(ctx, deps.config);
    const id = ctx.params.id ?? '';
    await adminDeletePosition(deps, id);
    sendPrivate(ctx, { id, deleted: true });
  });

  router.post('/api/admin/positions/:id/approve', async (ctx) => {
    requireAdmin(ctx, deps.config);
    sendPrivate(ctx, await approvePosition(deps, ctx.params.id ?? ''));
  });

  router.post('/api/admin/archive-old', async (ctx) => {
    requireAdmin(ctx, deps.config);
    const { daysOld } = parseWith(archiveInputSchema, ctx.request.body);
    sendPrivate(ctx, await archiveOldPositions(deps, daysOld));
  });

  return router;
}
