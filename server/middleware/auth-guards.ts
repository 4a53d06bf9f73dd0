// Authorisation checks used by every protected route: 401 when not signed in, 403 when signed in
// but not allowed. Services receive the checked user, never the raw session.
import type Koa from 'koa';
import { isAdmin } from '../auth/roles';
import type { Config } from '../config';
import type { AppState } from '../deps';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { UserRecord } from '../store/port';

/** The signed-in user, or 401. */
export function requireUser(ctx: Koa.ParameterizedContext<AppState>): UserRecord {
  const user = ctx.state.user;
  if (!user) throw new UnauthorizedError();
  return user;
}

/** A signed-in church, or 401/403. */
export function requireChurch(ctx: Koa.ParameterizedContext<AppState>): UserRecord {
  const user = requireUser(ctx);
  if (user.role !== 'church') throw new ForbiddenError('Only church accounts can do this');
  return user;
}

/** A signed-in admin, or 401/403. */
export function requireAdmin(
  ctx: Koa.ParameterizedContext<AppState>,
  config: Pick<Config, 'adminEmails'>,
): UserRecord {
  const user = requireUser(ctx);
  if (!isAdmin(user, config)) throw new ForbiddenError('Only administrators can do this');
  return user;
}

/**
 * A signed-in church or admin, or 401/403: checked before the body, so a person with no role hears
 * 403 whatever they send. Which church owns the thing asked for is the service's question.
 */
export function requireChurchOrAdmin(
  ctx: Koa.ParameterizedContext<AppState>,
  config: Pick<Config, 'adminEmails'>,
): UserRecord {
  const user = requireUser(ctx);
  if (user.role !== 'church' && !isAdmin(user, config)) {
    throw new ForbiddenError('Only church accounts and administrators can do this');
  }
  return user;
}
