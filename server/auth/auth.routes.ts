// The sign-in routes of DESIGN.md "Sign-in and roles": OIDC when configured, built-in accounts,
// e-mail verification, password reset, the current user and the one-time role choice.
import Router from '@koa/router';
import type Koa from 'koa';
import { api } from '../../shared/api-routes';
import type { AppDeps, AppState } from '../deps';
import { UnauthorizedError } from '../errors';
import { requireUser } from '../middleware/auth-guards';
import { RateLimiter, rateLimit } from '../middleware/rate-limit';
import { createAuthService } from './auth.service';
import { appBaseUrl, loginErrorPath, oidcCallbackUrl, safeReturnTo } from './links';
import { userForOidcClaims } from './oidc-accounts';
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

/** The /api/login ... /api/auth/* routes. */
export function authRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const service = createAuthService(deps);
  const clock = () => deps.now().getTime();
  const limiter = () => new RateLimiter(AUTH_RATE_LIMIT, AUTH_RATE_WINDOW_MS, clock);
  const signupLimit = rateLimit(limiter(), 'sign-up attempts');
  const loginLimit = rateLimit(limiter(), 'sign-in attempts');
  const mailLimit = rateLimit(limiter(), 'e-mail requests');
  const base = (ctx: AuthContext) => appBaseUrl(ctx, deps.config);

  async function signInAndAnswer(
    ctx: AuthContext,
    user: Parameters<typeof service.currentUser>[0],
    status: number,
  ) {
    await signIn(ctx, user);
    ctx.status = status;
    ctx.body = await service.currentUser(user);
  }

  router.use(noStore);

  router.get(api.login, async (ctx) => {
    if (!deps.oidc) return ctx.redirect('/login');
    const returnTo = safeReturnTo(ctx.query.returnTo);
    const started = await deps.oidc.start(oidcCallbackUrl(base(ctx)));
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
    const callbackUrl = new URL(
      `${oidcCallbackUrl(base(ctx))}${ctx.querystring ? `?${ctx.querystring}` : ''}`,
    );
    let claims;
    try {
      claims = await deps.oidc.finish(callbackUrl, pending);
    } catch (error) {
      const cancelled = callbackUrl.searchParams.has('error');
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
    await signIn(ctx, user);
    ctx.redirect(pending.returnTo);
  });

  router.get(api.logout, (ctx) => {
    // Destroys the stored session and clears the cookie: the old cookie no longer signs anyone in.
    ctx.session = null;
    ctx.redirect('/');
  });

  router.get(api.authUser, async (ctx) => {
    const user = ctx.state.user;
    if (!user) throw new UnauthorizedError();
    ctx.body = await service.currentUser(user);
  });

  router.post(api.selectRole, async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = { role: await service.selectRole(user, ctx.request.body) };
  });

  router.post(api.localSignup, signupLimit, async (ctx) => {
    const user = await service.signup(ctx.request.body, base(ctx));
    await signInAndAnswer(ctx, user, 201);
  });

  router.post(api.localLogin, loginLimit, async (ctx) => {
    const user = await service.login(ctx.request.body);
    await signInAndAnswer(ctx, user, 200);
  });

  router.get(api.localVerify, async (ctx) => {
    const user = await service.verifyEmail(ctx.query.token);
    if (!user) return ctx.redirect(loginErrorPath('invalid-link'));
    await signIn(ctx, user);
    ctx.redirect(user.role ? '/' : '/select-role');
  });

  router.post(api.localResendVerification, mailLimit, async (ctx) => {
    await service.resendVerification(requireUser(ctx), base(ctx));
    ctx.body = { ok: true };
  });

  router.post(api.localForgot, mailLimit, async (ctx) => {
    await service.forgotPassword(ctx.request.body, base(ctx));
    ctx.body = { ok: true };
  });

  router.post(api.localReset, loginLimit, async (ctx) => {
    const user = await service.resetPassword(ctx.request.body);
    await signInAndAnswer(ctx, user, 200);
  });

  return router;
}
