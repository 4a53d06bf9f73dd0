// The church's review of an application (issue 12): open it, change its status, keep private notes,
// and the counts per status of a position. The position's church and admins only.
import Router from '@koa/router';
import {
  applicationNoteInputSchema,
  applicationStatusInputSchema,
} from '../../shared/schemas/application-review';
import type { AppDeps, AppState } from '../deps';
import { sendPrivate } from '../http/send-json';
import { requireChurchOrAdmin } from '../middleware/auth-guards';
import { idempotent, recordIdFor } from '../middleware/idempotency';
import { parseWith } from '../middleware/validate';
import {
  addNote,
  changeStatus,
  countsForPosition,
  deleteNote,
  openApplication,
} from './review.service';

/** /api/church/applications/:id (with /status and /notes) and /api/church/positions/:id/application-counts. */
export function reviewRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/church/applications/:id', async (ctx) => {
    const viewer = requireChurchOrAdmin(ctx, deps.config);
    sendPrivate(ctx, await openApplication(deps, viewer, ctx.params.id ?? ''));
  });

  router.put(
    '/api/church/applications/:id/status',
    idempotent(deps, 'application.status.put'),
    async (ctx) => {
      const viewer = requireChurchOrAdmin(ctx, deps.config);
      const input = parseWith(applicationStatusInputSchema, ctx.request.body);
      sendPrivate(ctx, await changeStatus(deps, viewer, ctx.params.id ?? '', input));
    },
  );

  router.post(
    '/api/church/applications/:id/notes',
    idempotent(deps, 'application.note.create'),
    async (ctx) => {
      const viewer = requireChurchOrAdmin(ctx, deps.config);
      const input = parseWith(applicationNoteInputSchema, ctx.request.body);
      const note = await addNote(deps, viewer, ctx.params.id ?? '', input, recordIdFor(ctx));
      sendPrivate(ctx, note, 201);
    },
  );

  router.delete(
    '/api/church/applications/:id/notes/:noteId',
    idempotent(deps, 'application.note.delete'),
    async (ctx) => {
      const viewer = requireChurchOrAdmin(ctx, deps.config);
      sendPrivate(
        ctx,
        await deleteNote(deps, viewer, ctx.params.id ?? '', ctx.params.noteId ?? ''),
      );
    },
  );

  router.get('/api/church/positions/:id/application-counts', async (ctx) => {
    const viewer = requireChurchOrAdmin(ctx, deps.config);
    sendPrivate(ctx, await countsForPosition(deps, viewer, ctx.params.id ?? ''));
  });

  return router;
}
