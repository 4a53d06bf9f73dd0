// Sessions live in the store (spec's `session` table: sid, sess, expire), not in the cookie:
// the cookie carries only a signed random id, so signing out really ends the session. The store
// keeps only the SHA-256 of that id, so a copy of the database (a backup, a leaked file) holds no
// cookie that signs anyone in.
//
// Lifetimes: a session lasts 30 days (the store's expiry); an admin's ends after 8 hours without a
// request or 7 days after sign-in, whichever comes first (checked by loadUser).
import { createHash } from 'node:crypto';
import type Koa from 'koa';
import createSession from 'koa-session';
import { isAllowListed } from '../../shared/rules';
import type { CurrentUser } from '../../shared/types';
import type { AppDeps, AppState } from '../deps';
import type { UserRecord } from '../store/port';

const HOUR_MS = 60 * 60 * 1000;
const SESSION_MAX_AGE_MS = 30 * 24 * HOUR_MS;
/** An admin session ends after this long without a request. */
export const ADMIN_IDLE_MS = 8 * HOUR_MS;
/** An admin session ends this long after sign-in, however active. */
export const ADMIN_MAX_AGE_MS = 7 * 24 * HOUR_MS;
/** Last activity is written at most this often, so not every request writes the session. */
export const SEEN_AT_STEP_MS = 5 * 60 * 1000;
/** Cookie name of the session id. */
export const SESSION_COOKIE = 'jb.sid';

/** The fields this app keeps in a session. */
export interface SessionData {
  userId?: string;
  /** The user's authVersion at sign-in: a password reset bumps it and ends older sessions. */
  authVersion?: number;
  /** When the user signed in (ms since the epoch, the app's clock). */
  signedInAt?: number;
  /** The last request of an admin session, written at most every SEEN_AT_STEP_MS. */
  seenAt?: number;
  /** OpenID Connect sign-in in progress: PKCE verifier, state and nonce. */
  oidc?: { codeVerifier: string; state: string; nonce: string; returnTo: string };
  /**
   * A sign-up waiting for its address to be proven (DESIGN.md, docs/decisions/0015): what
   * GET /api/auth/user shows, and the new account's id (null when the address was taken: internal
   * only, never sent). Sign-up never signs the browser in as the account.
   */
  pendingSignup?: { view: CurrentUser; userId: string | null };
}

/** The key a session is stored under: SHA-256 of the cookie's id, never the id itself. */
export function storedSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url');
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
        get: async (sid: string) => deps.store.sessions.get(storedSessionId(sid), deps.now()),
        set: async (sid: string, sess: Record<string, unknown>, maxAge: number) => {
          const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
          const expire = new Date(deps.now().getTime() + ttl);
          await deps.store.sessions.set(storedSessionId(sid), sess, expire);
        },
        destroy: async (sid: string) => deps.store.sessions.destroy(storedSessionId(sid)),
      },
    },
    app,
  );
}

/** Reads the typed session data of a request. */
export function sessionOf(ctx: Koa.Context): SessionData {
  return (ctx.session ?? {}) as SessionData;
}

/** Whether a user's sessions get the admin lifetimes: the admin role, or an address on ADMIN_EMAILS. */
function hasAdminLifetime(user: UserRecord, adminEmails: readonly string[]): boolean {
  return user.role === 'admin' || isAllowListed(user.email, adminEmails);
}

/** Whether an admin session is over: idle too long, too old, or from before sign-in times were kept. */
function adminSessionOver(session: SessionData, now: number): boolean {
  if (typeof session.signedInAt !== 'number') return true;
  const seenAt = typeof session.seenAt === 'number' ? session.seenAt : session.signedInAt;
  return now - session.signedInAt > ADMIN_MAX_AGE_MS || now - seenAt > ADMIN_IDLE_MS;
}

/**
 * Loads the signed-in user into ctx.state.user. A session that must end (reset password, deleted
 * user, an admin's idle or maximum time) is destroyed and the request goes on as not signed in, so
 * API calls that need a user answer 401 and the web app shows the sign-in screen.
 */
export function loadUser(deps: AppDeps): Koa.Middleware<AppState> {
  return async function loadUserMiddleware(ctx, next) {
    const session = sessionOf(ctx);
    if (session.userId) {
      const user = await deps.store.users.findById(session.userId);
      const now = deps.now().getTime();
      const admin = user !== undefined && hasAdminLifetime(user, deps.config.adminEmails);
      if (
        user &&
        user.authVersion === (session.authVersion ?? 0) &&
        !(admin && adminSessionOver(session, now))
      ) {
        ctx.state.user = user;
        // Only admin sessions need their last request; a few minutes' step keeps writes rare.
        if (admin && now - (session.seenAt ?? 0) >= SEEN_AT_STEP_MS) session.seenAt = now;
      } else {
        ctx.session = null;
      }
    }
    await next();
  };
}

/** Signs a user in on a fresh session id (prevents session fixation); `now` is the sign-in time. */
export async function signIn(
  ctx: Koa.Context,
  user: { id: string; authVersion: number },
  now: Date,
): Promise<void> {
  // koa-session 7 does not type ctx.session; regenerate() is its documented method.
  const current = ctx.session as { regenerate(): Promise<void> | undefined } | null | undefined;
  if (current) await current.regenerate();
  const session = ctx.session as unknown as SessionData | null;
  if (!session) throw new Error('Session middleware is not installed');
  session.userId = user.id;
  session.authVersion = user.authVersion;
  session.signedInAt = now.getTime();
  session.seenAt = now.getTime();
  // regenerate() keeps the data: a pending sign-up is over once someone is signed in.
  delete session.pendingSignup;
}
