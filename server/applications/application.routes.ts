// Anonymous applications (rate-limited, idempotent) and the authorised resume download.
import Router from '@koa/router';
import type Koa from 'koa';
import { APPLICATION_RATE_WINDOW_MS } from '../../shared/constants';
import { applicationInputSchema } from '../../shared/schemas/application';
import type { AppDeps, AppState } from '../deps';
import { sendPrivate } from '../http/send-json';
import { requireUser } from '../middleware/auth-guards';
import { idempotent, recordIdFor } from '../middleware/idempotency';
import { createRateLimiter } from '../rate-limit/create-rate-limiter';
import { rateLimit } from '../middleware/rate-limit';
import { parseWith } from '../middleware/validate';
import { resumeKeyFor, submitApplication } from './application.service';
import { redirectToResume } from './resume-download';
import { statusTokenFor } from './status-token';

/** The request's state while an application is submitted: the token of the receipt just made. */
interface ReceiptState extends AppState {
  statusToken?: string;
}

/**
 * Puts the status token into the receipt on its way out, outside `idempotent`: the response the
 * idempotency table keeps has no token (it is never stored in plain), and a replayed answer gets
 * the same token again, derived from the stored receipt's id.
 */
function withStatusToken(deps: AppDeps): Koa.Middleware<ReceiptState> {
  return async function addStatusToken(ctx, next) {
    await next();
    const receipt = ctx.body as { id?: unknown } | undefined;
    if (ctx.status !== 201 || typeof receipt?.id !== 'string') return;
    ctx.body = {
      ...receipt,
      statusToken: ctx.state.statusToken ?? statusTokenFor(deps.config, receipt.id),
    };
  };
}

/** POST /api/applications and GET /api/applications/:id/resume. */
export function applicationRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const limiter = createRateLimiter(
    deps,
    'application',
    deps.config.applicationRateLimit,
    APPLICATION_RATE_WINDOW_MS,
  );

  // Idempotency first: a replayed delivery from the outbox must not count against the limit.
  router.post(
    '/api/applications',
    withStatusToken(deps),
    idempotent(deps, 'application.create'),
    rateLimit(limiter, 'applications'),
    async (ctx: Koa.ParameterizedContext<ReceiptState>) => {
      const input = parseWith(applicationInputSchema, ctx.request.body);
      const { statusToken, ...receipt } = await submitApplication(deps, input, recordIdFor(ctx));
      ctx.state.statusToken = statusToken;
      sendPrivate(ctx, receipt, 201);
    },
  );

  router.get('/api/applications/:id/resume', async (ctx) => {
    await redirectToResume(
      ctx,
      deps,
      await resumeKeyFor(deps, requireUser(ctx), ctx.params.id ?? ''),
    );
  });

  return router;
}
