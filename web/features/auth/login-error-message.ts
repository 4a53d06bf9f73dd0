// The words for the `?error=` codes the server's sign-in redirects put on /login
// (server/auth/links.ts, docs/decisions/0007).

const MESSAGES: Record<string, string> = {
  'invalid-link':
    "That confirmation link is invalid, already used or expired. Sign in and press 'Send again' to get a new one.",
  'sign-in-failed': 'Signing in with your college account did not work. Please try again.',
  'sign-in-cancelled': 'Sign-in was cancelled. You can try again whenever you are ready.',
  'sign-in-expired':
    'Your sign-in took too long or was started in another browser. Please try again.',
  'email-in-use':
    'An account with this e-mail address already exists. Sign in with your e-mail and password instead.',
};

/** A message for a /login `error` code; unknown codes get a general one, no code none. */
export function loginErrorMessage(code: string | undefined): string | null {
  if (!code) return null;
  // hasOwn: a code like 'constructor' must not reach Object.prototype.
  return Object.hasOwn(MESSAGES, code)
    ? MESSAGES[code]!
    : 'Sign-in did not work. Please try again.';
}
