// Admin actions (docs/decisions/0024): online only, every route needs a current administrator.
// Each action on a position goes to the audit log (audit-log.ts). The new writes take an
// Idempotency-Key, so a double click or a retried request declines or approves once.
import Router from '@koa/router';
import * as v from 'valibot';
import { archiveInputSchema } from '../../shared/schemas/admin';
import { bulkApproveInputSchema, declinePositionInputSchema } from '../../shared/schemas/position';
import type { AppDeps, AppState } from '../deps';
import { APPROVAL_IF_MATCH, requiredIfMatchVersion } from '../http/if-match';
import { sendPrivate } from '../http/send-json';
import { requireAdmin } from '../middleware/auth-guards';
import { aboutParamId, idempotent, type AnswerSubjects } from '../middleware/idempotency';
import { parseWith } from '../middleware/validate';
import { adminDeletePosition, archiveOldPositions } from '../positions/position.service';
import { auditLogPage } from '../audit/audit-log';
import {
  approveWaiting,
  bulkApprove,
  declineWaiting,
  listForAdmin,
} from './position-review.service';

/** `?before=` of the audit log: an ISO time from the last entry of the page before. */
const auditLogQuerySchema = v.object({
  before: v.optional(
    v.pipe(
      v.string('Before must be a time'),
      v.isoTimestamp('Before must be an ISO time, as the audit log gives it'),
      v.transform((value) => new Date(value)),
    ),
  ),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The positions a bulk approval's answer carries: the ids it was asked to approve. */
const aboutApprovedIds: AnswerSubjects = (ctx) => {
  const ids = (ctx.request.body as { ids?: unknown } | undefined)?.ids;
  // Only what can be a record id: a refused body's strings name nothing worth keeping.
  return Array.isArray(ids)
    ? ids.filter((id): id is string => typeof id === 'string' && UUID.test(id)).slice(0, 500)
    : [];
};

/** /api/admin/positions and its actions, the audit log and archive-old. */
export function adminRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/positions', async (ctx) => {
    requireAdmin(ctx, deps.config);
    sendPrivate(ctx, await listForAdmin(deps));
  });

  router.delete('/api/admin/positions/:id', async (ctx) => {
    const admin = requireAdmin(ctx, deps.config);
    const id = ctx.params.id ?? '';
    await adminDeletePosition(deps, admin, id);
    sendPrivate(ctx, { id, deleted: true });
  });

  router.post(
    '/api/admin/positions/bulk-approve',
    idempotent(deps, 'admin.bulk-approve', aboutApprovedIds),
    async (ctx) => {
      const admin = requireAdmin(ctx, deps.config);
      const { positions } = parseWith(bulkApproveInputSchema, ctx.request.body);
      sendPrivate(ctx, await bulkApprove(deps, admin, positions));
    },
  );

  // If-Match names the version the admin reviewed (428 without, 412 when it changed since).
  router.post('/api/admin/positions/:id/approve', async (ctx) => {
    const admin = requireAdmin(ctx, deps.config);
    const reviewedVersion = requiredIfMatchVersion(ctx, APPROVAL_IF_MATCH);
    sendPrivate(ctx, await approveWaiting(deps, admin, ctx.params.id ?? '', reviewedVersion));
  });

  router.post(
    '/api/admin/positions/:id/decline',
    idempotent(deps, 'admin.decline', aboutParamId),
    async (ctx) => {
      const admin = requireAdmin(ctx, deps.config);
      const input = parseWith(declinePositionInputSchema, ctx.request.body);
      sendPrivate(ctx, await declineWaiting(deps, admin, ctx.params.id ?? '', input));
    },
  );

  router.get('/api/admin/audit-log', async (ctx) => {
    requireAdmin(ctx, deps.config);
    const { before } = parseWith(auditLogQuerySchema, ctx.query);
    sendPrivate(ctx, await auditLogPage(deps, before));
  });

  router.post('/api/admin/archive-old', async (ctx) => {
    const admin = requireAdmin(ctx, deps.config);
    const { daysOld } = parseWith(archiveInputSchema, ctx.request.body);
    sendPrivate(ctx, await archiveOldPositions(deps, admin, daysOld));
  });

  return router;
}
