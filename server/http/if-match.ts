// The version a write started from, read from If-Match ("v<version>", shared/api-routes.ts): the
// church's edit names the version it edited, the admin's approval the version reviewed.
import type Koa from 'koa';
import { IF_MATCH_HEADER, versionFromIfMatch } from '../../shared/api-routes';
import type { AppState } from '../deps';
import { PreconditionRequiredError, ValidationError } from '../errors';

/** What a write says when its If-Match is unreadable (400) or missing where required (428). */
export interface IfMatchWords {
  malformed: string;
  missing: string;
}

/** The church's edit of a position or its profile. */
export const EDIT_IF_MATCH: IfMatchWords = {
  malformed: 'If-Match must name the version the edit started from, like "v3"',
  missing:
    'This edit does not say which version it started from. Reload the position and edit it again.',
};

/** The admin's approval of a position or its edit. */
export const APPROVAL_IF_MATCH: IfMatchWords = {
  malformed: 'If-Match must name the version of the position you reviewed, like "v3"',
  missing:
    'This approval does not say which version of the position you reviewed. Reload the position and review it again.',
};

/** The If-Match version, or undefined when the request has no If-Match; 400 when unreadable. */
export function ifMatchVersion(
  ctx: Koa.ParameterizedContext<AppState>,
  words: IfMatchWords = EDIT_IF_MATCH,
): number | undefined {
  const header = ctx.get(IF_MATCH_HEADER);
  if (header === '') return undefined;
  const version = versionFromIfMatch(header);
  if (version === undefined) throw new ValidationError(words.malformed);
  return version;
}

/** The If-Match version of a write that must have one (428 without: reload and do it again). */
export function requiredIfMatchVersion(
  ctx: Koa.ParameterizedContext<AppState>,
  words: IfMatchWords = EDIT_IF_MATCH,
): number {
  const version = ifMatchVersion(ctx, words);
  if (version === undefined) throw new PreconditionRequiredError(words.missing);
  return version;
}
