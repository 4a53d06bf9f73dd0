// The version an edit started from, read from If-Match ("v<version>", shared/api-routes.ts).
import type Koa from 'koa';
import { IF_MATCH_HEADER, versionFromIfMatch } from '../../shared/api-routes';
import type { AppState } from '../deps';
import { PreconditionRequiredError, ValidationError } from '../errors';

/** The If-Match version, or undefined when the request has no If-Match; 400 when unreadable. */
export function ifMatchVersion(ctx: Koa.ParameterizedContext<AppState>): number | undefined {
  const header = ctx.get(IF_MATCH_HEADER);
  if (header === '') return undefined;
  const version = versionFromIfMatch(header);
  if (version === undefined)
    throw new ValidationError('If-Match must name the version the edit started from, like "v3"');
  return version;
}

/** The If-Match version of a write that must have one (428 without: reload and edit again). */
export function requiredIfMatchVersion(ctx: Koa.ParameterizedContext<AppState>): number {
  const version = ifMatchVersion(ctx);
  if (version === undefined)
    throw new PreconditionRequiredError(
      'This edit does not say which version it started from. Reload the position and edit it again.',
    );
  return version;
}
