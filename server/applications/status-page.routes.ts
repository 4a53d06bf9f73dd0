// The student's status link (docs/decisions/0020-application-status-links.md): the token in the path
// is the only credential, no sign-in and no session. Every answer is private (no-store, no referrer),
// the token never reaches the request log, and a network that keeps presenting tokens that open
// nothing is slowed down.
import Router from '@koa/router';
import type Koa from 'koa';
import { appPaths } from '../../shared/app-paths';
import { APPLICATION_RATE_WINDOW_MS } from '../../shared/constants';
import type { AppDeps, AppState } from '../deps';
import { NotFoundError, TooManyRequestsError } from '../errors';
import { sendPrivate } from '../http/send-json';
import { idempotent } from '../middleware/idempotency';
import { clientKey, inMinutes, RateLimiter } from '../middleware/rate-limit';
import { redirectToResume } from './resume-download';
import { ownResumeKey, STATUS_LINK_INVALID, statusView, withdraw } from './status-page.service';

/**
 * Tokens that open nothing a network may present per window. A student never hits it (their link
 * works); a script trying tokens does, long before it could matter (a token is 256 bits).
 */
export const STATUS_LINK_MISSES_PER_WINDOW = 30;

/** The message of a network that presented too many tokens that open nothing. */
function tooManyMissesMessage(retryAfterSeconds: number): string {
  return `Too many application links that do not work came from this network. Please try again in ${inMinutes(retryAfterSeconds)}.`;
}

/**
 * Headers, limit and logging of every status-link route. The request log writes the path after the
 * answer: it gets the route's pattern instead, so the token, a credential, never reaches a log.
 */
function statusLinkGuard(limiter: RateLimiter, pattern: string): Koa.Middleware<AppState> {
  return async function guardStatusLink(ctx, next) {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    const key = clientKey(ctx.ip);
    let miss = false;
    try {
      const retryAfter = limiter.hit(key);
      if (retryAfter > 0) {
        miss = true;
        throw new TooManyRequestsError(tooManyMissesMessage(retryAfter), retryAfter);
      }
      await next();
    } catch (error) {
      miss ||= error instanceof NotFoundError && error.message === STATUS_LINK_INVALID;
      throw error;
    } finally {
      // Only tokens that opened nothing count.
      if (!miss) limiter.undo(key);
      ctx.path = pattern;
    }
  };
}

/** The student's page as the request log writes it. */
const PAGE_PATTERN = `${appPaths.applicationStatus('')}:token`;

/**
 * Keeps the token of the student's page (`/application-status/<token>`, opened from their e-mail
 * and served by the web app) out of the request log, as statusLinkGuard does for the API. Mounted
 * just before the web app's files, so it runs for that page only.
 */
export function statusPageOutOfLog(): Koa.Middleware<AppState> {
  const prefix = appPaths.applicationStatus('');
  return async function hideStatusPageToken(ctx, next) {
    if (!ctx.path.startsWith(prefix)) {
      await next();
      return;
    }
    try {
      await next();
    } finally {
      ctx.path = PAGE_PATTERN;
    }
  };
}

/** GET and DELETE /api/application-status/:token, GET /api/application-status/:token/resume. */
export function statusPageRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const limiter = new RateLimiter(STATUS_LINK_MISSES_PER_WINDOW, APPLICATION_RATE_WINDOW_MS, () =>
    deps.now().getTime(),
  );
  const page = '/api/application-status/:token';
  const resume = '/api/application-status/:token/resume';

  router.get(page, statusLinkGuard(limiter, page), async (ctx) => {
    sendPrivate(ctx, await statusView(deps, ctx.params.token ?? ''));
  });

  // No cookie is involved, so a cross-site page cannot use a link it does not know; the Origin
  // check still refuses cross-site writes as everywhere. Idempotent, so the outbox's retry of a
  // withdrawal that went through hears 200 again rather than "not valid".
  router.delete(
    page,
    statusLinkGuard(limiter, page),
    idempotent(deps, 'application.withdraw'),
    async (ctx) => {
      sendPrivate(ctx, await withdraw(deps, ctx.params.token ?? ''));
    },
  );

  router.get(resume, statusLinkGuard(limiter, resume), async (ctx) => {
    await redirectToResume(ctx, deps, await ownResumeKey(deps, ctx.params.token ?? ''));
  });

  return router;
}
