// The deployment's public facts (GET /api/config): the college's name and the student-resume site.
import { api } from '../../../shared/api-routes';
import type { PublicConfig } from '../../../shared/types';
import { useApiQuery } from '../../lib/query-cache';

/** Shown until the configuration has loaded, and if it cannot be loaded. */
const FALLBACK: PublicConfig = { collegeName: 'Job Board', resumeSiteUrl: '', signIn: 'local' };

/** The public configuration (a neutral fallback until it has loaded). */
export function usePublicConfig(): PublicConfig & { loaded: boolean } {
  const query = useApiQuery<PublicConfig>(api.config);
  return query.status === 'success'
    ? { ...query.data, loaded: true }
    : { ...FALLBACK, loaded: false };
}
