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

/** The parsed query of /reset-password. */
export interface ResetSearch {
  /** The single-use token from the e-mailed link. */
  token?: string;
  /** Set when the server just confirmed the address: a password finishes the new account. */
  confirmed?: true;
}

/** The query of /reset-password: the token from the link, and whether the address was just confirmed. */
export function parseResetSearch(search: Record<string, unknown>): ResetSearch {
  const result: ResetSearch = {};
  // The router may parse an all-digit token (and confirmed=1) as a number; the server wants text.
  const token = search.token;
  if (typeof token === 'string' && token !== '') result.token = token;
  if (typeof token === 'number') result.token = String(token);
  if (search.confirmed === 1 || search.confirmed === '1' || search.confirmed === true)
    result.confirmed = true;
  return result;
}
