// Addresses the server hands out (e-mail links, the OIDC redirect URI, post-sign-in redirects).
import type Koa from 'koa';
import { api } from '../../shared/api-routes';
import type { Config } from '../config';

/**
 * The address people reach the app at: PUBLIC_URL when set, else the request's own scheme and host.
 * Not `ctx.origin`: in Koa 3 that is the client's Origin header, which the client chooses.
 * Without PUBLIC_URL the host comes from the Host header, so production should set it (a forged
 * Host would otherwise put a foreign address into a reset e-mail).
 */
export function appBaseUrl(
  ctx: Pick<Koa.Context, 'protocol' | 'host'>,
  config: Pick<Config, 'publicUrl'>,
): string {
  return config.publicUrl ?? `${ctx.protocol}://${ctx.host}`;
}

/** The e-mail verification link. */
export function verifyLink(base: string, token: string): string {
  return `${base}${api.localVerify}?token=${encodeURIComponent(token)}`;
}

/** The password reset link (a page of the web app, which posts to /api/auth/local/reset). */
export function resetLink(base: string, token: string): string {
  return `${base}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The OIDC redirect URI registered with the provider. */
export function oidcCallbackUrl(base: string): string {
  return `${base}${api.oidcCallback}`;
}

/**
 * A same-site path to return to after sign-in, or '/'. Only plain absolute paths pass: '//host'
 * and '/\host' would leave the site (open redirect).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (/[\\\s]/.test(value) || value.length > 500) return '/';
  return value;
}

/** Where the web app shows a sign-in problem; `code` is one of the documented error codes. */
export function loginErrorPath(code: LoginErrorCode): string {
  return `/login?error=${code}`;
}

/** Codes the /login page turns into messages. */
export type LoginErrorCode =
  'invalid-link' | 'sign-in-failed' | 'sign-in-cancelled' | 'sign-in-expired' | 'email-in-use';
