// The church's review of an application (issue 12): open it, change its status, keep private notes,
// and the counts per status of a position. The position's church and admins only.
import Router from '@koa/router';
import type Koa from 'koa';
import {
  applicationNoteInputSchema,
  applicationStatusInputSchema,
} from '../../shared/schemas/application-review';
import { isAdmin } from '../auth/roles';
import type { AppDeps, AppState } from '../deps';
import { ForbiddenError } from '../errors';
import { sendPrivate } from '../http/send-json';
import { requireUser } from '../middleware/auth-guards';
import { idempotent, recordIdFor } from '../middleware/idempotency';
import { parseWith } from '../middleware/validate';
import type { UserRecord } from '../store/port';
import {
  addNote,
  changeStatus,
  countsForPosition,
  deleteNote,
  openApplication,
} from './review.service';

/**
 * A church or an admin, or 401/403, checked before the body so that a person with no role hears
 * 403 whatever they send. Which church owns the application the service decides.
 */
function requireReviewer(
  ctx: Koa.ParameterizedContext<AppState>,
  config: AppDeps['config'],
): UserRecord {
  const user = requireUser(ctx);
  if (user.role !== 'church' && !isAdmin(user, config)) {
    throw new ForbiddenError('Only church accounts and administrators can review applications');
  }
  return user;
}

/** /api/church/applications/:id (with /status and /notes) and /api/church/positions/:id/application-counts. */
export function reviewRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/church/applications/:id', async (ctx) => {
    const viewer = requireReviewer(ctx, deps.config);
    sendPrivate(ctx, await openApplication(deps, viewer, ctx.params.id ?? ''));
  });

  router.put(
    '/api/church/applications/:id/status',
    idempotent(deps, 'application.status.put'),
    async (ctx) => {
      const viewer = requireReviewer(ctx, deps.config);
      const input = parseWith(applicationStatusInputSchema, ctx.request.body);
      sendPrivate(ctx, await changeStatus(deps, viewer, ctx.params.id ?? '', input));
    },
  );

  router.post(
    '/api/church/applications/:id/notes',
    idempotent(deps, 'application.note.create'),
    async (ctx) => {
      const viewer = requireReviewer(ctx, deps.config);
      const input = parseWith(applicationNoteInputSchema, ctx.request.body);
      const note = await addNote(deps, viewer, ctx.params.id ?? '', input, recordIdFor(ctx));
      sendPrivate(ctx, note, 201);
    },
  );

  router.delete(
    '/api/church/applications/:id/notes/:noteId',
    idempotent(deps, 'application.note.delete'),
    async (ctx) => {
      const viewer = requireReviewer(ctx, deps.config);
      sendPrivate(
        ctx,
        await deleteNote(deps, viewer, ctx.params.id ?? '', ctx.params.noteId ?? ''),
      );
    },
  );

  router.get('/api/church/positions/:id/application-counts', async (ctx) => {
    const viewer = requireReviewer(ctx, deps.config);
    sendPrivate(ctx, await countsForPosition(deps, viewer, ctx.params.id ?? ''));
  });

  return router;
}
