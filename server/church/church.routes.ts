// The church's own profile, positions, stats and applicants.
import Router from '@koa/router';
import * as v from 'valibot';
import { applicationStatusInputSchema } from '../../shared/schemas/application-review';
import { churchProfileInputSchema } from '../../shared/schemas/church-profile';
import type { AppDeps, AppState } from '../deps';
import { ifMatchVersion } from '../http/if-match';
import { sendPrivate } from '../http/send-json';
import { getOwnPosition } from '../positions/own-position';
import { requireChurch } from '../middleware/auth-guards';
import { idempotent } from '../middleware/idempotency';
import { parseWith } from '../middleware/validate';
import {
  getOwnProfile,
  listOwnApplications,
  listOwnPositions,
  ownStats,
  saveOwnProfile,
} from './church.service';

/** `?status=` on a position's applications: absent lists them all. The same picklist as a status change. */
const applicationListQuerySchema = v.object({
  status: v.optional(applicationStatusInputSchema.entries.status),
});

/** /api/church/profile, /api/church/positions, /api/church/stats. */
export function churchRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/church/profile', async (ctx) => {
    sendPrivate(ctx, await getOwnProfile(deps, requireChurch(ctx)));
  });

  // POST creates and PUT updates in the spec's client; both save whatever exists, so a queued
  // create that races an update never fails.
  for (const method of ['post', 'put'] as const) {
    router[method](
      '/api/church/profile',
      idempotent(deps, `church.profile.${method}`),
      async (ctx) => {
        const church = requireChurch(ctx);
        const input = parseWith(churchProfileInputSchema, ctx.request.body);
        const { profile, created } = await saveOwnProfile(deps, church, input, ifMatchVersion(ctx));
        sendPrivate(ctx, profile, created ? 201 : 200);
      },
    );
  }

  router.get('/api/church/positions', async (ctx) => {
    sendPrivate(ctx, await listOwnPositions(deps, requireChurch(ctx)));
  });

  router.get('/api/church/positions/:id', async (ctx) => {
    sendPrivate(ctx, await getOwnPosition(deps, requireChurch(ctx), ctx.params.id ?? ''));
  });

  router.get('/api/church/positions/:id/applications', async (ctx) => {
    const church = requireChurch(ctx);
    const filter = parseWith(applicationListQuerySchema, ctx.query);
    sendPrivate(ctx, await listOwnApplications(deps, church, ctx.params.id ?? '', filter));
  });

  router.get('/api/church/stats', async (ctx) => {
    sendPrivate(ctx, await ownStats(deps, requireChurch(ctx)));
  });

  return router;
}
