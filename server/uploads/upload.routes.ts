// Signed upload addresses (spec section 7): the browser PUTs the file straight to the address.
// Resumes are anonymous (students have no account), so their addresses are rate-limited.
import Router from '@koa/router';
import { APPLICATION_RATE_WINDOW_MS, type FileKind } from '../../shared/constants';
import { uploadRequestSchema } from '../../shared/schemas/upload';
import type { AppDeps, AppState } from '../deps';
import { sendPrivate } from '../http/send-json';
import { requireChurch } from '../middleware/auth-guards';
import { RateLimiter, rateLimit } from '../middleware/rate-limit';
import { parseWith } from '../middleware/validate';

/** POST /api/object-storage/resume and /api/object-storage/job-description. */
export function uploadRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  // Several uploads per application are normal (a student replaces a file), hence the headroom.
  const limiter = new RateLimiter(
    deps.config.applicationRateLimit * 3,
    APPLICATION_RATE_WINDOW_MS,
    () => deps.now().getTime(),
  );

  async function issue(kind: FileKind, body: unknown) {
    const request = parseWith(uploadRequestSchema, body);
    // The storage refuses a declared size over the kind's limit (413) before signing anything.
    const target = await deps.files.createUpload({ kind, ...request });
    return { url: target.url };
  }

  router.post('/api/object-storage/resume', rateLimit(limiter, 'uploads'), async (ctx) => {
    sendPrivate(ctx, await issue('resume', ctx.request.body));
  });

  router.post('/api/object-storage/job-description', async (ctx) => {
    requireChurch(ctx);
    sendPrivate(ctx, await issue('job-description', ctx.request.body));
  });

  return router;
}
