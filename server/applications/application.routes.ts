// Anonymous applications (rate-limited, idempotent) and the authorised resume download.
import Router from '@koa/router';
import { APPLICATION_RATE_WINDOW_MS } from '../../shared/constants';
import { applicationInputSchema } from '../../shared/schemas/application';
import type { AppDeps, AppState } from '../deps';
import { sendPrivate } from '../http/send-json';
import { requireUser } from '../middleware/auth-guards';
import { idempotent, recordIdFor } from '../middleware/idempotency';
import { RateLimiter, rateLimit } from '../middleware/rate-limit';
import { parseWith } from '../middleware/validate';
import { resumeKeyFor, submitApplication } from './application.service';

/** Seconds a resume download address stays valid. */
const RESUME_LINK_TTL_SECONDS = 60;

/** POST /api/applications and GET /api/applications/:id/resume. */
export function applicationRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const limiter = new RateLimiter(
    deps.config.applicationRateLimit,
    APPLICATION_RATE_WINDOW_MS,
    () => deps.now().getTime(),
  );

  // Idempotency first: a replayed delivery from the outbox must not count against the limit.
  router.post(
    '/api/applications',
    idempotent(deps, 'application.create'),
    rateLimit(limiter, 'applications'),
    async (ctx) => {
      const input = parseWith(applicationInputSchema, ctx.request.body);
      sendPrivate(ctx, await submitApplication(deps, input, recordIdFor(ctx)), 201);
    },
  );

  router.get('/api/applications/:id/resume', async (ctx) => {
    const key = await resumeKeyFor(deps, requireUser(ctx), ctx.params.id ?? '');
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(await deps.files.signedDownloadUrl(key, RESUME_LINK_TTL_SECONDS));
  });

  return router;
}
