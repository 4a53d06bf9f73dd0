// The session of a browser that signed up and waits for the e-mail (docs/decisions/0015): it is
// not signed in as the account; it only remembers what to show and which account it created, so
// that opening the link in this same browser keeps the password it chose.
import type Koa from 'koa';
import type { PendingSignup } from './auth.service';
import { sessionOf, type SessionData } from './session';

/** Starts a pending sign-up on a fresh session id; whoever was signed in here is signed out. */
export async function startPendingSignup(ctx: Koa.Context, pending: PendingSignup): Promise<void> {
  // koa-session 7 does not type ctx.session; regenerate() is its documented method. It keeps the
  // data, so the fields of an earlier sign-in are removed by hand.
  const current = ctx.session as { regenerate(): Promise<void> | undefined } | null | undefined;
  if (current) await current.regenerate();
  const session = ctx.session as unknown as SessionData | null;
  if (!session) throw new Error('Session middleware is not installed');
  delete session.userId;
  delete session.authVersion;
  delete session.oidc;
  sessionOf(ctx).pendingSignup = pending;
}
