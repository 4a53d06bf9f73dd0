// The church's review of an application: open it, change its status, keep private notes,
// write to a declined applicant, and a position's counts per status and CSV export. The position's
// church and admins only (the decline e-mail: the church alone).
import Router from '@koa/router';
import {
  applicationNoteInputSchema,
  applicationStatusInputSchema,
  declineMessageInputSchema,
} from '../../shared/schemas/application-review';
import type { AppDeps, AppState } from '../deps';
import { sendPrivate } from '../http/send-json';
import { requireChurchOrAdmin } from '../middleware/auth-guards';
import { aboutParamId, idempotent, recordIdFor } from '../middleware/idempotency';
import { parseWith } from '../middleware/validate';
import { applicationsCsv } from './applications-csv';
import {
  addNote,
  changeStatus,
  countsForPosition,
  deleteNote,
  openApplication,
  sendDeclineMessage,
} from './review.service';

/**
 * /api/church/applications/:id (with /status, /notes and /decline-message), and a position's
 * /application-counts and /applications.csv.
 */
export function reviewRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/church/applications/:id', async (ctx) => {
    const viewer = requireChurchOrAdmin(ctx, deps.config);
    sendPrivate(ctx, await openApplication(deps, viewer, ctx.params.id ?? ''));
  });

  router.put(
    '/api/church/applications/:id/status',
    idempotent(deps, 'application.status.put', aboutParamId),
    async (ctx) => {
      const viewer = requireChurchOrAdmin(ctx, deps.config);
      const input = parseWith(applicationStatusInputSchema, ctx.request.body);
      sendPrivate(ctx, await changeStatus(deps, viewer, ctx.params.id ?? '', input));
    },
  );

  router.post(
    '/api/church/applications/:id/notes',
    idempotent(deps, 'application.note.create', aboutParamId),
    async (ctx) => {
      const viewer = requireChurchOrAdmin(ctx, deps.config);
      const input = parseWith(applicationNoteInputSchema, ctx.request.body);
      const note = await addNote(deps, viewer, ctx.params.id ?? '', input, recordIdFor(ctx));
      sendPrivate(ctx, note, 201);
    },
  );

  router.delete(
    '/api/church/applications/:id/notes/:noteId',
    idempotent(deps, 'application.note.delete', aboutParamId),
    async (ctx) => {
      const viewer = requireChurchOrAdmin(ctx, deps.config);
      sendPrivate(
        ctx,
        await deleteNote(deps, viewer, ctx.params.id ?? '', ctx.params.noteId ?? ''),
      );
    },
  );

  // Sent only when the church chooses to: once per application, within the church's hourly cap
  // (decision 0027), and a retried delivery of the outbox replays its answer under its
  // Idempotency-Key.
  router.post(
    '/api/church/applications/:id/decline-message',
    idempotent(deps, 'application.decline-message', aboutParamId),
    async (ctx) => {
      const viewer = requireChurchOrAdmin(ctx, deps.config);
      const input = parseWith(declineMessageInputSchema, ctx.request.body);
      sendPrivate(ctx, await sendDeclineMessage(deps, viewer, ctx.params.id ?? '', input), 202);
    },
  );

  router.get('/api/church/positions/:id/applications.csv', async (ctx) => {
    const viewer = requireChurchOrAdmin(ctx, deps.config);
    const { filename, csv } = await applicationsCsv(deps, viewer, ctx.params.id ?? '');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.attachment(filename);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });

  router.get('/api/church/positions/:id/application-counts', async (ctx) => {
    const viewer = requireChurchOrAdmin(ctx, deps.config);
    sendPrivate(ctx, await countsForPosition(deps, viewer, ctx.params.id ?? ''));
  });

  return router;
}
