// The query of /login: `error` (a code from the server's sign-in redirects) and `mode`, so a link
// can open the create-account or the reset-link form directly.

/** The modes of /login. */
export type LoginMode = 'sign-in' | 'sign-up' | 'forgot';

/** The parsed query of /login. */
export interface LoginSearch {
  error?: string;
  mode?: LoginMode;
}

const MODES: readonly string[] = ['sign-in', 'sign-up', 'forgot'];

/** Keeps only well-formed values: anything else in the address is ignored. */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const result: LoginSearch = {};
  if (typeof search.error === 'string' && /^[a-z-]{1,40}$/.test(search.error)) {
    result.error = search.error;
  }
  if (typeof search.mode === 'string' && MODES.includes(search.mode)) {
    result.mode = search.mode as LoginMode;
  }
  return result;
}

/** The query of /reset-password: the token from the e-mailed link. */
export function parseResetSearch(search: Record<string, unknown>): { token?: string } {
  // The router may parse an all-digit token as a number; the server wants the text.
  const token = search.token;
  if (typeof token === 'string' && token !== '') return { token };
  if (typeof token === 'number') return { token: String(token) };
  return {};
}
