// One structured line per request: method, path (never the query string, which can hold tokens),
// status, duration and request id. No bodies, no e-mails, no IPs: the log holds no personal data.
import type Koa from 'koa';
import type { AppState, Logger } from '../deps';
import { requestIdSource, safeIncomingId } from '../http/request-id';

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
          path: ctx.path,
          status: ctx.status,
          // To the microsecond: finer digits are noise.
          durationMs: Math.round((performance.now() - startedAt) * 1000) / 1000,
        });
      }
    }
  };
}
