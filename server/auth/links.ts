// Addresses the server hands out (e-mail links, the OIDC redirect URI, post-sign-in redirects).
import { api } from '../../shared/api-routes';

// Every absolute address below is built from `config.appUrl` (PUBLIC_URL, or http://localhost:PORT),
// never from the request: a forged Host or X-Forwarded-Host must not put a foreign address into a
// reset e-mail (docs/decisions/0015).

/** The e-mail verification link. */
export function verifyLink(base: string, token: string): string {
  return `${base}${api.localVerify}?token=${encodeURIComponent(token)}`;
}

/**
 * The password reset link (a page of the web app, which posts to /api/auth/local/reset);
 * `confirmed` tells the page the address was just proven and a password finishes the account.
 */
export function resetLink(base: string, token: string, confirmed = false): string {
  return `${base}/reset-password?token=${encodeURIComponent(token)}${confirmed ? '&confirmed=1' : ''}`;
}

/** The sign-in page. */
export function loginLink(base: string): string {
  return `${base}/login`;
}

/**
 * Where /api/login sends a browser when no provider is configured: the built-in page, opening on
 * account creation for `?mode=sign-up` ('Get Started', 'Post a Position'); anything else opens sign-in.
 */
export function builtInLoginPath(mode: unknown): string {
  return mode === 'sign-up' ? '/login?mode=sign-up' : '/login';
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
