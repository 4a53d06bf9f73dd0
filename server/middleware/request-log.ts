// One structured line per request: method, path (never the query string, which can hold tokens),
// status, duration and request id. No bodies, no e-mails, no IPs: the log holds no personal data.
import { write, writeSync } from 'node:fs';
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
    ctx.state.requestId = safeIncomingId(ctx.get('X-Request-Id')) ?? nextId();
    ctx.set('X-Request-Id', ctx.state.requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (enabled) {
        log.request({
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          durationMs: Math.round((performance.now() - started) * 1000) / 1000,
        });
      }
    }
  };
}

/** ASCII characters that need no escaping in a JSON string: most paths are only these. */
const PLAIN = /^[\w ./:@~!$&'()*+,;=%-]*$/;

/** A duration in ms with three decimals, from integer arithmetic (cheaper than printing a double). */
function milliseconds(durationMs: number): string {
  const micros = Math.round(durationMs * 1000);
  const fraction = micros % 1000;
  return `${(micros - fraction) / 1000}.${fraction < 10 ? '00' : fraction < 100 ? '0' : ''}${fraction}`;
}

/** Lines wait at most this long before they are written. */
const FLUSH_INTERVAL_MS = 25;
/** Size of the line buffer; a full buffer is written at once. */
const BUFFER_BYTES = 64 * 1024;

/**
 * A logger writing one JSON object per line to stdout (info) and stderr (errors). Each line is
 * copied into a reused buffer at once, so its string dies young (strings kept until a later write
 * outlive the young generation and make garbage collection expensive), and the buffer goes out
 * every 25 ms or when full, off the main thread and in order. Whatever is pending is written
 * synchronously before the process exits and before any error line; `flush()` waits for all.
 */
export function jsonLogger(out = 1): Logger & { flush(): Promise<void> } {
  let buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  let used = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const take = (): Buffer | undefined => {
    clearTimeout(timer);
    timer = undefined;
    if (used === 0) return undefined;
    const chunk = buffer.subarray(0, used);
    // The written chunk keeps its bytes; later lines go into a fresh buffer.
    buffer = Buffer.allocUnsafe(BUFFER_BYTES);
    used = 0;
    return chunk;
  };
  const flushAsync = () => {
    const chunk = take();
    if (!chunk) return;
    writing = writing.then(
      () =>
        new Promise<void>((resolve) => {
          // A failed log write must not take the server down; the line is lost, the request is not.
          write(out, chunk, () => resolve());
        }),
    );
  };
  const flushSync = () => {
    const chunk = take();
    if (!chunk) return;
    try {
      writeSync(out, chunk);
    } catch {
      // stdout is gone (closed pipe): nothing left to tell.
    }
  };
  process.on('exit', flushSync);
  const push = (line: string, ascii = false) => {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (used + line.length * 3 > buffer.length) {
      flushAsync();
      if (line.length * 3 > buffer.length) {
        writing = writing.then(
          () => new Promise<void>((resolve) => write(out, line, () => resolve())),
        );
        return;
      }
    }
    // latin1 copies ASCII byte for byte, cheaper than UTF-8 encoding.
    used += buffer.write(line, used, ascii ? 'latin1' : 'utf8');
    if (timer === undefined) {
      timer = setTimeout(flushAsync, FLUSH_INTERVAL_MS);
      timer.unref();
    }
  };
  // Formatting a date costs more than the rest of a line; many lines share a millisecond.
  let lastMs = 0;
  let lastIso = '';
  const isoNow = () => {
    const ms = Date.now();
    if (ms !== lastMs) [lastMs, lastIso] = [ms, new Date(ms).toISOString()];
    return lastIso;
  };
  let lastPath = '';
  let lastPathPlain = true;
  let lastPathJson = '""';
  return {
    info: (fields) => {
      const rest = JSON.stringify(fields).slice(1);
      push(`{"time":"${isoNow()}","level":"info"${rest === '}' ? '' : ','}${rest}\n`);
    },
    request: (line) => {
      // Formatted by hand: this runs for every request. Request ids are either ours or passed
      // safeIncomingId, and Node's parser admits only token characters in a method, so neither
      // needs escaping; the path is escaped when it holds anything but plain characters.
      if (line.path !== lastPath) {
        // The same path comes again and again (the public list above all): check it once.
        lastPath = line.path;
        lastPathPlain = PLAIN.test(lastPath);
        lastPathJson = lastPathPlain ? `"${lastPath}"` : JSON.stringify(lastPath);
      }
      push(
        `{"time":"${isoNow()}","level":"info","msg":"request","requestId":"${line.requestId}",` +
          `"method":"${line.method}","path":${lastPathJson},` +
          `"status":${line.status},"durationMs":${milliseconds(line.durationMs)}}\n`,
        lastPathPlain,
      );
    },
    flush: () => {
      flushAsync();
      return writing;
    },
    error: (fields) => {
      flushSync();
      process.stderr.write(`${JSON.stringify({ time: isoNow(), level: 'error', ...fields })}\n`);
    },
  };
}
