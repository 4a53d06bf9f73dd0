// The deployment's public facts (GET /api/config): the college's name and the student-resume site.
// The last answer is kept in localStorage, so the app shows the college's name offline and from
// the first frame of later visits.
import { api } from '../../shared/api-routes';
import type { PublicConfig } from '../../shared/types';
import { setQueryData, useApiQuery } from './query-cache';

/** Shown until the configuration has loaded the first time. */
const FALLBACK: PublicConfig = { collegeName: 'Job Board', resumeSiteUrl: '', signIn: 'local' };
const KEY = 'job-board:public-config';

function remembered(): PublicConfig | null {
  // The server renderer has no storage; it seeds the configuration instead.
  if (typeof window === 'undefined') return null;
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as PublicConfig | null;
    return value && typeof value.collegeName === 'string' ? value : null;
  } catch {
    return null;
  }
}

function remember(config: PublicConfig): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(config));
  } catch {
    // storage blocked: the fallback is shown offline instead
  }
}

/** Starts from the configuration the server rendered the page with (web/lib/first-screen.ts). */
export function seedPublicConfig(config: PublicConfig): void {
  setQueryData(api.config, config);
}

let lastSaved: PublicConfig | undefined;

/** The public configuration: the server's, else the last one seen here, else a neutral one. */
export function usePublicConfig(): PublicConfig & { loaded: boolean } {
  const query = useApiQuery<PublicConfig>(api.config);
  if (query.status === 'success') {
    if (lastSaved !== query.data) {
      lastSaved = query.data;
      remember(query.data);
    }
    return { ...query.data, loaded: true };
  }
  const kept = remembered();
  return kept ? { ...kept, loaded: true } : { ...FALLBACK, loaded: false };
}
