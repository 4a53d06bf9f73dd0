// One structured line per request: method, path (never the query string, which can hold tokens),
// status, duration and request id. No bodies, no e-mails, no IPs: the log holds no personal data.
import type Koa from 'koa';
import { api } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import type { AppState, Logger } from '../deps';
import { requestIdSource, safeIncomingId } from '../http/request-id';

/**
 * Paths whose next segment is a credential (the student's status token, in the API and in the page
 * its e-mail opens): the log writes `:token` in its place.
 */
const CAPABILITY_PREFIXES = [api.applicationStatus(''), appPaths.applicationStatus('')];

/** The path as the log writes it: without the query string, and without any capability token. */
export function loggedPath(path: string): string {
  const prefix = CAPABILITY_PREFIXES.find((candidate) => path.startsWith(candidate));
  if (!prefix) return path;
  // Whatever follows the token (e.g. /resume) is kept: it says which route answered.
  return `${prefix}:token${path.slice(prefix.length).replace(/^[^/]*/, '')}`;
}

/** Assigns a request id (or keeps a safe incoming X-Request-Id) and logs the request when done. */
export function requestLog(
  log: Logger,
  enabled: boolean,
  nextId: () => string = requestIdSource(),
): Koa.Middleware<AppState> {
  return async function logRequest(ctx, next) {
    const requestId = safeIncomingId(ctx.get('X-Request-Id')) ?? nextId();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const startedAt = performance.now();
    try {
      await next();
    } finally {
      if (enabled) {
        log.info({
          msg: 'request',
          requestId,
          method: ctx.method,
          // ctx.path is the path alone: the query string never reaches the log.
          path: loggedPath(ctx.path),
          status: ctx.status,
          // To the microsecond: finer digits are noise.
          durationMs: Math.round((performance.now() - startedAt) * 1000) / 1000,
        });
      }
    }
  };
}
