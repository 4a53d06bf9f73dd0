// The sign-in routes of DESIGN.md "Sign-in and roles": OIDC when configured, built-in accounts,
// e-mail verification, password reset, the current user and the one-time role choice.
import Router from '@koa/router';
import type Koa from 'koa';
import { api } from '../../shared/api-routes';
import { selectRoleInputSchema } from '../../shared/schemas/admin';
import {
  emailInputSchema,
  loginInputSchema,
  resetInputSchema,
  signupInputSchema,
} from '../../shared/schemas/auth';
import type { AppDeps, AppState } from '../deps';
import { UnauthorizedError } from '../errors';
import { requireUser } from '../middleware/auth-guards';
import { createRateLimiter } from '../rate-limit/create-rate-limiter';
import { rateLimit } from '../middleware/rate-limit';
import { parseWith } from '../middleware/validate';
import { createAuthService } from './auth.service';
import { accountThrottle } from './login-throttle';
import {
  builtInLoginPath,
  loginErrorPath,
  oidcCallbackUrl,
  resetLink,
  safeReturnTo,
} from './links';
import { userForOidcClaims } from './oidc-accounts';
import { startPendingSignup } from './pending-signup';
import { sessionOf, signIn } from './session';

/** Sign-in attempts (and sign-ups, reset requests) allowed per client per window. */
const AUTH_RATE_LIMIT = 20;
const AUTH_RATE_WINDOW_MS = 10 * 60 * 1000;

type AuthContext = Koa.ParameterizedContext<AppState>;

/** Responses here carry personal data or start a session: never cache them. */
const noStore: Koa.Middleware<AppState> = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/**
 * Whether a sign-out request may act: it came from the app itself (`same-origin`) or the person typed
 * the address or used a bookmark (`none`). Every current browser sends Sec-Fetch-Site; a request
 * without it is not from a browser, so no other site can have started it. A cross-site (or
 * sibling-subdomain) link, image or form cannot sign anyone out.
 */
function mayActOnSession(ctx: AuthContext): boolean {
  const site = ctx.get('Sec-Fetch-Site').toLowerCase();
  return site === '' || site === 'same-origin' || site === 'none';
}

/** Destroys the stored session and clears the cookie; a cross-site request is sent home untouched. */
function signOut(ctx: AuthContext): void {
  if (mayActOnSession(ctx)) ctx.session = null;
  if (ctx.method === 'POST') ctx.status = 303;
  ctx.redirect('/');
}

/** The /api/login ... /api/auth/* routes. */
export function authRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const service = createAuthService(deps);
  const limiter = (name: string) =>
    createRateLimiter(deps, name, AUTH_RATE_LIMIT, AUTH_RATE_WINDOW_MS);
  const signupLimit = rateLimit(limiter('sign-up'), 'sign-up attempts');
  const loginLimit = rateLimit(limiter('sign-in'), 'sign-in attempts');
  const mailLimit = rateLimit(limiter('auth-mail'), 'e-mail requests');
  const throttleAccount = accountThrottle(deps);
  // Links and the OIDC redirect URI come from configuration, never from the request's Host.
  const callbackUrl = oidcCallbackUrl(deps.config.appUrl);

  async function signInAndAnswer(
    ctx: AuthContext,
    user: Parameters<typeof service.currentUser>[0],
    status: number,
  ) {
    await signIn(ctx, user, deps.now());
    ctx.status = status;
    ctx.body = await service.currentUser(user);
  }

  router.use(noStore);

  router.get(api.login, async (ctx) => {
    if (!deps.oidc) return ctx.redirect(builtInLoginPath(ctx.query.mode));
    const returnTo = safeReturnTo(ctx.query.returnTo);
    const started = await deps.oidc.start(callbackUrl);
    sessionOf(ctx).oidc = {
      codeVerifier: started.codeVerifier,
      state: started.state,
      nonce: started.nonce,
      returnTo,
    };
    ctx.redirect(started.url);
  });

  router.get(api.oidcCallback, async (ctx) => {
    const session = sessionOf(ctx);
    const pending = session.oidc;
    delete session.oidc;
    if (!deps.oidc || !pending) return ctx.redirect(loginErrorPath('sign-in-expired'));
    const answered = new URL(`${callbackUrl}${ctx.querystring ? `?${ctx.querystring}` : ''}`);
    let claims;
    try {
      claims = await deps.oidc.finish(answered, pending);
    } catch (error) {
      const cancelled = answered.searchParams.has('error');
      const fields = {
        msg: 'oidc sign-in failed',
        requestId: ctx.state.requestId,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
      // A person pressing "cancel" at the provider is not a fault; anything else may be a misconfiguration.
      if (cancelled) deps.log.info(fields);
      else deps.log.error(fields);
      return ctx.redirect(loginErrorPath(cancelled ? 'sign-in-cancelled' : 'sign-in-failed'));
    }
    const outcome = await userForOidcClaims(deps.store, claims);
    if ('refused' in outcome) return ctx.redirect(loginErrorPath(outcome.refused));
    const user = await service.afterSignIn(outcome.user);
    await signIn(ctx, user, deps.now());
    ctx.redirect(pending.returnTo);
  });

  // GET for the app's links and a typed address, POST for forms and scripts (the Origin check
  // guards it like every write); both refuse a request another site started (see signOut).
  router.get(api.logout, signOut);
  router.post(api.logout, signOut);

  router.get(api.authUser, async (ctx) => {
    const user = ctx.state.user;
    if (user) {
      ctx.body = await service.currentUser(user);
      return;
    }
    // A sign-up waiting for its e-mail: the same view for a new and a taken address, until the
    // account is verified (elsewhere) or gone; then this browser is simply signed out.
    const session = sessionOf(ctx);
    const pending = session.pendingSignup;
    if (pending && (await service.isPending(pending))) {
      ctx.body = pending.view;
      return;
    }
    if (pending) delete session.pendingSignup;
    throw new UnauthorizedError();
  });

  router.post(api.selectRole, async (ctx) => {
    const user = requireUser(ctx);
    const input = parseWith(selectRoleInputSchema, ctx.request.body);
    ctx.body = { role: await service.selectRole(user, input) };
  });

  router.post(api.localSignup, signupLimit, async (ctx) => {
    // Never signs in: the browser waits for the proof of the address (decision 0015).
    const pending = await service.signup(parseWith(signupInputSchema, ctx.request.body));
    await startPendingSignup(ctx, pending);
    ctx.status = 201;
    ctx.body = pending.view;
  });

  router.post(api.localLogin, loginLimit, async (ctx) => {
    const body: unknown = ctx.request.body;
    // Parsed inside the throttle: a throttled account is refused (429) whatever the body holds,
    // and an invalid body gives its attempt back.
    const user = await throttleAccount(body, () =>
      service.login(parseWith(loginInputSchema, body)),
    );
    await signInAndAnswer(ctx, user, 200);
  });

  router.get(api.localVerify, async (ctx) => {
    const signedUpHere = sessionOf(ctx).pendingSignup?.userId;
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : undefined;
    const outcome = await service.verifyEmail(token, (id) => id === signedUpHere);
    if (outcome.kind === 'invalid') return ctx.redirect(loginErrorPath('invalid-link'));
    if (outcome.kind === 'choose-password') {
      // Proven from another browser: the prover finishes by choosing a password there.
      return ctx.redirect(resetLink('', outcome.resetToken, true));
    }
    await signIn(ctx, outcome.user, deps.now());
    ctx.redirect(outcome.user.role ? '/' : '/select-role');
  });

  router.post(api.localResendVerification, mailLimit, async (ctx) => {
    const pending = sessionOf(ctx).pendingSignup;
    if (ctx.state.user) await service.resendVerification(ctx.state.user);
    else if (pending) await service.resendForPending(pending);
    else throw new UnauthorizedError();
    ctx.body = { ok: true };
  });

  router.post(api.localForgot, mailLimit, async (ctx) => {
    await service.forgotPassword(parseWith(emailInputSchema, ctx.request.body));
    ctx.body = { ok: true };
  });

  router.post(api.localReset, loginLimit, async (ctx) => {
    // Validated before the link is used up, so a too-short password can be retried.
    const user = await service.resetPassword(parseWith(resetInputSchema, ctx.request.body));
    await signInAndAnswer(ctx, user, 200);
  });

  return router;
}
