// One structured line per request: method, path (never the query string, which can hold tokens),
// status, duration and request id. No bodies, no e-mails, no IPs: the log holds no personal data.
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { AppState, Logger } from '../deps';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Assigns a request id (or keeps a safe incoming X-Request-Id) and logs the request when done. */
export function requestLog(log: Logger, enabled: boolean): Koa.Middleware<AppState> {
  return async function logRequest(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      if (enabled) {
        log.info({
          msg: 'request',
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        });
      }
    }
  };
}

/**
 * A logger writing one JSON object per line to stdout (info) and stderr (errors). Lines written
 * within one turn of the event loop go out in one write: a syscall per request would cost the
 * hottest route a third of its throughput. Whatever is pending is flushed before the process exits.
 */
export function jsonLogger(): Logger {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    process.stdout.write(chunk);
  };
  process.on('exit', flush);
  return {
    info: (fields) => {
      const rest = JSON.stringify(fields).slice(1);
      pending.push(
        `{"time":"${new Date().toISOString()}","level":"info"${rest === '}' ? '' : ','}${rest}\n`,
      );
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    error: (fields) => {
      flush();
      process.stderr.write(
        `${JSON.stringify({ time: new Date().toISOString(), level: 'error', ...fields })}\n`,
      );
    },
  };
}
