// Public position reads and a church's own position writes (edit, close, reopen and
// duplicate: docs/decisions/0024-positions-lifecycle.md).
import Router from '@koa/router';
import { closePositionInputSchema, positionInputSchema } from '../../shared/schemas/position';
import type { AppDeps, AppState } from '../deps';
import { requireChurch } from '../middleware/auth-guards';
import { aboutAnsweredId, aboutParamId, idempotent, recordIdFor } from '../middleware/idempotency';
import { parseWith } from '../middleware/validate';
import { sendPrivate, sendRevalidatable } from '../http/send-json';
import { requiredIfMatchVersion } from '../http/if-match';
import { NotFoundError } from '../errors';
import { downloadNameOf } from '../uploads/uploaded-names';
import {
  deleteOwnPosition,
  jobDescriptionUrlFor,
  positionDetailFor,
  postPosition,
} from './position.service';
import {
  closeOwnPosition,
  duplicateOwnPosition,
  editOwnPosition,
  reopenOwnPosition,
} from './position-edits.service';

/** GET /api/positions/:id, POST /api/positions, PUT and DELETE /api/positions/:id and its actions. */
export function positionRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  // GET /api/positions itself is served by public-list.route.ts, ahead of the session middleware.

  router.get('/api/positions/:id', async (ctx) => {
    const detail = await positionDetailFor(deps, ctx.params.id ?? '', ctx.state.user);
    if (detail.approved && detail.status === 'active') sendRevalidatable(ctx, detail);
    else sendPrivate(ctx, detail);
  });

  // `?edit=1`: the file of the position's waiting edit, for its church and admins to open.
  router.get('/api/positions/:id/job-description', async (ctx) => {
    const url = await jobDescriptionUrlFor(
      deps,
      ctx.params.id ?? '',
      ctx.state.user,
      ctx.query.edit === '1',
    );
    const key = url ? deps.files.keyFromUrl(url, 'job-description') : undefined;
    if (!key) throw new NotFoundError('This position has no job description file');
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(await deps.files.signedDownloadUrl(key, 300, await downloadNameOf(deps, key)));
  });

  router.post(
    '/api/positions',
    idempotent(deps, 'position.create', aboutAnsweredId),
    async (ctx) => {
      const church = requireChurch(ctx);
      const input = parseWith(positionInputSchema, ctx.request.body);
      const position = await postPosition(deps, church, input, recordIdFor(ctx));
      sendPrivate(ctx, position, 201);
    },
  );

  router.put('/api/positions/:id', idempotent(deps, 'position.edit', aboutParamId), async (ctx) => {
    const church = requireChurch(ctx);
    const input = parseWith(positionInputSchema, ctx.request.body);
    const version = requiredIfMatchVersion(ctx);
    sendPrivate(ctx, await editOwnPosition(deps, church, ctx.params.id ?? '', input, version));
  });

  router.post(
    '/api/positions/:id/close',
    idempotent(deps, 'position.close', aboutParamId),
    async (ctx) => {
      const church = requireChurch(ctx);
      const { reason } = parseWith(closePositionInputSchema, ctx.request.body);
      sendPrivate(ctx, await closeOwnPosition(deps, church, ctx.params.id ?? '', reason));
    },
  );

  router.post(
    '/api/positions/:id/reopen',
    idempotent(deps, 'position.reopen', aboutParamId),
    async (ctx) => {
      const church = requireChurch(ctx);
      sendPrivate(ctx, await reopenOwnPosition(deps, church, ctx.params.id ?? ''));
    },
  );

  router.post(
    '/api/positions/:id/duplicate',
    idempotent(deps, 'position.duplicate', aboutAnsweredId),
    async (ctx) => {
      const church = requireChurch(ctx);
      const copy = await duplicateOwnPosition(deps, church, ctx.params.id ?? '', recordIdFor(ctx));
      sendPrivate(ctx, copy, 201);
    },
  );

  router.delete('/api/positions/:id', idempotent(deps, 'position.delete'), async (ctx) => {
    const church = requireChurch(ctx);
    const id = ctx.params.id ?? '';
    await deleteOwnPosition(deps, church, id);
    sendPrivate(ctx, { id, deleted: true });
  });

  return router;
}
