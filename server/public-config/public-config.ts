// The deployment facts the web app shows (college name, resume site, sign-in kind): the body of
// GET /api/config and what the server-rendered first screen is drawn with.
import type { PublicConfig } from '../../shared/types';
import type { AppDeps } from '../deps';

/** The public facts of this deployment. */
export function publicConfig(deps: Pick<AppDeps, 'config' | 'oidc'>): PublicConfig {
  return {
    collegeName: deps.config.collegeName,
    resumeSiteUrl: deps.config.resumeSiteUrl,
    signIn: deps.oidc ? 'oidc' : 'local',
  };
}
