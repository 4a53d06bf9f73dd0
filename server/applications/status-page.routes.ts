// The student's status link (docs/decisions/0020-application-status-links.md): the token in the path
// is the only credential, no sign-in and no session. Every answer is private (no-store, no referrer),
// the token never reaches the request log, and a network that keeps presenting tokens that open
// nothing hears 429 for them, while working links from it still open.
import Router from '@koa/router';
import type Koa from 'koa';
import { APPLICATION_RATE_WINDOW_MS } from '../../shared/constants';
import type { AppDeps, AppState } from '../deps';
import { NotFoundError, TooManyRequestsError } from '../errors';
import { sendPrivate } from '../http/send-json';
import { idempotent } from '../middleware/idempotency';
import { createRateLimiter } from '../rate-limit/create-rate-limiter';
import { clientKey, inMinutes, type RateLimiter } from '../rate-limit/rate-limiter';
import { redirectToResume } from './resume-download';
import { ownResumeKey, STATUS_LINK_INVALID, statusView, withdraw } from './status-page.service';

/**
 * Tokens that open nothing a network may present per window before they are answered 429. A
 * working link never counts and is never refused; a script trying tokens reaches the limit long
 * before it could matter (a token is 256 bits).
 */
export const STATUS_LINK_MISSES_PER_WINDOW = 30;

/** The message of a network that presented too many tokens that open nothing. */
function tooManyMissesMessage(retryAfterSeconds: number): string {
  return `Too many application links that do not work came from this network. Please try again in ${inMinutes(retryAfterSeconds)}.`;
}

/**
 * Headers and limit of every status-link route. The request log writes `:token` for the token
 * (request-log.ts, loggedPath), so the credential never reaches a log.
 *
 * Every token is looked up, also from a network past its limit: a working link always opens, and
 * only a token that opens nothing counts and, past the limit, is answered 429 instead of 404. The
 * students behind one campus address are never held back by each other's mistyped links
 * (docs/decisions/0027-decline-messages-and-status-link-misses.md says why guessing stays hopeless).
 */
function statusLinkGuard(limiter: RateLimiter): Koa.Middleware<AppState> {
  return async function guardStatusLink(ctx, next) {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    try {
      await next();
    } catch (error) {
      if (error instanceof NotFoundError && error.message === STATUS_LINK_INVALID) {
        const retryAfter = await limiter.hit(clientKey(ctx.ip));
        if (retryAfter > 0) {
          throw new TooManyRequestsError(tooManyMissesMessage(retryAfter), retryAfter);
        }
      }
      throw error;
    }
  };
}

/** GET and DELETE /api/application-status/:token, GET /api/application-status/:token/resume. */
export function statusPageRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const limiter = createRateLimiter(
    deps,
    'status-link-miss',
    STATUS_LINK_MISSES_PER_WINDOW,
    APPLICATION_RATE_WINDOW_MS,
  );
  const page = '/api/application-status/:token';
  const resume = '/api/application-status/:token/resume';

  router.get(page, statusLinkGuard(limiter), async (ctx) => {
    sendPrivate(ctx, await statusView(deps, ctx.params.token ?? ''));
  });

  // No cookie is involved, so a cross-site page cannot use a link it does not know; the Origin
  // check still refuses cross-site writes as everywhere. Idempotent, so the outbox's retry of a
  // withdrawal that went through hears 200 again rather than "not valid".
  router.delete(
    page,
    statusLinkGuard(limiter),
    idempotent(deps, 'application.withdraw'),
    async (ctx) => {
      sendPrivate(ctx, await withdraw(deps, ctx.params.token ?? ''));
    },
  );

  router.get(resume, statusLinkGuard(limiter), async (ctx) => {
    await redirectToResume(ctx, deps, await ownResumeKey(deps, ctx.params.token ?? ''));
  });

  return router;
}
