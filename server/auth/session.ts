// Sessions live in the store (spec's `session` table: sid, sess, expire), not in the cookie:
// the cookie carries only a signed random id, so signing out really ends the session.
import type Koa from 'koa';
import createSession from 'koa-session';
import type { AppDeps, AppState } from '../deps';

const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Cookie name of the session id. */
export const SESSION_COOKIE = 'jb.sid';

/** The fields this app keeps in a session. */
export interface SessionData {
  userId?: string;
  /** The user's authVersion at sign-in: a password reset bumps it and ends older sessions. */
  authVersion?: number;
  /** OpenID Connect sign-in in progress: PKCE verifier, state and nonce. */
  oidc?: { codeVerifier: string; state: string; nonce: string; returnTo: string };
}

/** koa-session backed by store.sessions, HttpOnly and SameSite=Lax, Secure behind TLS. */
export function sessionMiddleware(app: Koa<AppState>, deps: AppDeps): Koa.Middleware {
  app.keys = [deps.config.sessionSecret];
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.trustProxy > 0,
      signed: true,
      rolling: false,
      renew: true,
      store: {
        get: async (sid: string) => deps.store.sessions.get(sid, deps.now()),
        set: async (sid: string, sess: Record<string, unknown>, maxAge: number) => {
          const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
          await deps.store.sessions.set(sid, sess, new Date(deps.now().getTime() + ttl));
        },
        destroy: async (sid: string) => deps.store.sessions.destroy(sid),
      },
    },
    app,
  );
}

/** Reads the typed session data of a request. */
export function sessionOf(ctx: Koa.Context): SessionData {
  return (ctx.session ?? {}) as SessionData;
}

/** Loads the signed-in user into ctx.state.user; a stale session (reset password, deleted user) is dropped. */
export function loadUser(deps: AppDeps): Koa.Middleware<AppState> {
  return async function loadUserMiddleware(ctx, next) {
    const session = sessionOf(ctx);
    if (session.userId) {
      const user = await deps.store.users.findById(session.userId);
      if (user && user.authVersion === (session.authVersion ?? 0)) {
        ctx.state.user = user;
      } else {
        ctx.session = null;
      }
    }
    await next();
  };
}

/** Signs a user in on a fresh session id (prevents session fixation). */
export async function signIn(
  ctx: Koa.Context,
  user: { id: string; authVersion: number },
): Promise<void> {
  // koa-session 7 does not type ctx.session; regenerate() is its documented method.
  const current = ctx.session as { regenerate(): Promise<void> | undefined } | null | undefined;
  if (current) await current.regenerate();
  const session = ctx.session as unknown as SessionData | null;
  if (!session) throw new Error('Session middleware is not installed');
  session.userId = user.id;
  session.authVersion = user.authVersion;
}
