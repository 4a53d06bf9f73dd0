// One structured line per request: method, path (never the query string, which can hold tokens,
// and never a capability in the path), status, duration and request id. No bodies, no e-mails, no
// IPs: the log holds no personal data.
import type Koa from 'koa';
import { api } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import type { AppState, Logger } from '../deps';
import { requestIdSource, safeIncomingId } from '../http/request-id';
import { redactCapabilities } from '../capability-redaction';

/**
 * Paths whose next segment is a credential (the student's status token and the church's keep-open
 * token, in the API and in the pages their e-mails open): the log writes `:token` in its place.
 * Matched in any letter case, as the router matches them.
 */
const CAPABILITY_PREFIXES = [
  api.applicationStatus(''),
  appPaths.applicationStatus(''),
  api.keepOpen(''),
  appPaths.keepOpen(''),
].map((prefix) => prefix.toLowerCase());

/** The path as the router reads it (percent-escapes decoded), or as it came when it is malformed. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path as the log writes it: without the query string, without the token of a capability
 * path, and with any other secret-looking segment redacted (docs/decisions/0031).
 */
export function loggedPath(path: string): string {
  const decoded = decodedPath(path);
  const lower = decoded.toLowerCase();
  const prefix = CAPABILITY_PREFIXES.find((candidate) => lower.startsWith(candidate));
  // Whatever follows the token (e.g. /resume) is kept: it says which route answered.
  const named = prefix
    ? `${decoded.slice(0, prefix.length)}:token${decoded.slice(prefix.length).replace(/^[^/]*/, '')}`
    : decoded;
  return redactCapabilities(named);
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
