// Signed upload addresses (decision 0010): the browser PUTs the file straight to the address.
// Resumes are anonymous (students have no account), so their addresses are rate-limited. Every
// address is a recorded grant for its caller (upload-grants.ts), under a global hourly cap.
import Router from '@koa/router';
import { APPLICATION_RATE_WINDOW_MS, type FileKind } from '../../shared/constants';
import { uploadRequestSchema, type UploadRequest } from '../../shared/schemas/upload';
import type { AppDeps, AppState } from '../deps';
import { sendPrivate } from '../http/send-json';
import { requireChurch } from '../middleware/auth-guards';
import { createRateLimiter } from '../rate-limit/create-rate-limiter';
import { rateLimit } from '../middleware/rate-limit';
import { parseWith } from '../middleware/validate';
import { ANONYMOUS_UPLOADER, userUploader } from '../store/port';
import { grantUpload } from './upload-grants';

/** POST /api/object-storage/resume and /api/object-storage/job-description. */
export function uploadRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  // Several uploads per application are normal (a student replaces a file), hence the headroom.
  const limiter = createRateLimiter(
    deps,
    'upload',
    deps.config.applicationRateLimit * 3,
    APPLICATION_RATE_WINDOW_MS,
  );

  async function issue(kind: FileKind, owner: string, request: UploadRequest) {
    // Disk floor (507), hourly cap (429), then the storage's own checks (400/413) before signing.
    const target = await grantUpload(deps, owner, { kind, ...request });
    return { url: target.url };
  }

  // Students have no account: a resume's unguessable key is their capability (decision 0016).
  router.post('/api/object-storage/resume', rateLimit(limiter, 'uploads'), async (ctx) => {
    const request = parseWith(uploadRequestSchema, ctx.request.body);
    sendPrivate(ctx, await issue('resume', ANONYMOUS_UPLOADER, request));
  });

  router.post('/api/object-storage/job-description', async (ctx) => {
    const church = requireChurch(ctx);
    const request = parseWith(uploadRequestSchema, ctx.request.body);
    sendPrivate(ctx, await issue('job-description', userUploader(church.id), request));
  });

  return router;
}
