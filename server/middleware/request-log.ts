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
    const startedAt = performance.now();
    try {
      await next();
    } finally {
      if (enabled) log.request(ctx.state.requestId, ctx.method, ctx.path, ctx.status, startedAt);
    }
  };
}

/** Lines wait at most this long before they are written. */
const FLUSH_INTERVAL_MS = 25;
/** Lines gathered as strings before they are copied into the buffer together. */
const BATCH_LINES = 128;
/** Size of the byte buffer; a full buffer is written at once. */
const BUFFER_BYTES = 256 * 1024;
/** Written buffers kept for reuse: a fresh buffer per write costs page faults. */
const SPARE_BUFFERS = 2;
/** The wall clock is derived from the monotonic one and re-read this often (see `wallMs`). */
const WALL_CLOCK_SYNC_MS = 1000;

/** Request ids that need no escaping: ours and those safeIncomingId lets through are all such. */
const PLAIN_ID = /^[\w.-]*$/;
/** Text that is printable ASCII, so that latin1 copies it byte for byte. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** The three decimals of a duration and the line's end, `000}\n` to `999}\n`, made once. */
const FRACTIONS = Array.from({ length: 1000 }, (_, i) => `${String(i).padStart(3, '0')}}\n`);
/** A duration's whole milliseconds and the decimal point, `0.` to `999.`, made once. */
const WHOLE_MS = Array.from({ length: 1000 }, (_, i) => `${i}.`);

/** A duration's whole microseconds; 0 for anything odd (a clock cannot run backwards here). */
function microsBetween(startedAt: number, now: number): number {
  const micros = Math.round((now - startedAt) * 1000);
  return micros > 0 && micros <= Number.MAX_SAFE_INTEGER ? micros : 0;
}

/** A buffer handed to a write: `length` bytes of `bytes`, which is reused afterwards if `spare`. */
interface Chunk {
  bytes: Buffer;
  length: number;
  spare: boolean;
}

/**
 * A logger writing one JSON object per line to stdout (info) and stderr (errors).
 *
 * Request lines are its hot path (one per request, the public list's 304 above all), and what a
 * line costs there is mostly copying, not formatting. So a line is a string of a few large
 * pieces (the part up to the request id made once per millisecond, the part from the method to
 * the duration once per kind of line, the duration's decimals from a table), left unjoined; lines
 * wait in a batch of 128, which one `join` and one copy turn into bytes in a large reused buffer;
 * the buffer goes out every 25 ms or when full, off the main thread and in order, one write at a
 * time. Copying each line into the buffer on its own measured twice as costly in the server:
 * V8 first flattens the pieces into a new string, then copies that. Whatever is pending is
 * written synchronously before the process exits and before any error line; `flush()` waits for
 * all.
 */
export function jsonLogger(out = 1): Logger & { flush(): Promise<void> } {
  let buffer: Buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  let used = 0;
  /**
   * Lines not yet in the buffer, as their pieces; how many lines, their length in UTF-16 units,
   * and whether all are ASCII.
   */
  let batch: string[] = [];
  let batchLines = 0;
  let batchUnits = 0;
  let batchAscii = true;
  let timer: NodeJS.Timeout | undefined;
  /** Chunks to write in order; while `writing`, the first one is with the operating system. */
  const queue: Chunk[] = [];
  let writing = false;
  const spares: Buffer[] = [];
  let waiting: (() => void)[] = [];

  const writeNext = (): void => {
    const chunk = queue[0];
    if (chunk === undefined) {
      writing = false;
      const done = waiting;
      waiting = [];
      for (const resolve of done) resolve();
      return;
    }
    writing = true;
    // A failed log write must not take the server down: the lines are lost, the request is not.
    write(out, chunk.bytes, 0, chunk.length, null, () => {
      queue.shift();
      if (chunk.spare && spares.length < SPARE_BUFFERS) spares.push(chunk.bytes);
      writeNext();
    });
  };
  const enqueue = (chunk: Chunk) => {
    queue.push(chunk);
    if (!writing) writeNext();
  };
  /** Hands the buffer's bytes to the write queue and starts a new buffer. */
  const sendBuffer = () => {
    if (used === 0) return;
    enqueue({ bytes: buffer, length: used, spare: true });
    buffer = spares.pop() ?? Buffer.allocUnsafe(BUFFER_BYTES);
    used = 0;
  };
  /** Copies the batch's lines into the buffer (sending it first when they would not fit). */
  const drainBatch = () => {
    if (batch.length === 0) return;
    const text = batch.join('');
    // UTF-8 takes at most three bytes per UTF-16 unit; latin1 copies printable ASCII byte for
    // byte, cheaper than UTF-8 encoding.
    const encoding = batchAscii ? 'latin1' : 'utf8';
    const maxBytes = batchAscii ? batchUnits : batchUnits * 3;
    batch = [];
    batchLines = 0;
    batchUnits = 0;
    batchAscii = true;
    if (used + maxBytes > BUFFER_BYTES) sendBuffer();
    if (maxBytes > BUFFER_BYTES) {
      const bytes = Buffer.from(text, encoding);
      enqueue({ bytes, length: bytes.length, spare: false });
    } else used += buffer.write(text, used, encoding);
  };
  const flushAsync = () => {
    clearTimeout(timer);
    timer = undefined;
    drainBatch();
    sendBuffer();
  };
  const flushSync = () => {
    clearTimeout(timer);
    timer = undefined;
    drainBatch();
    // The chunk being written stays queued; everything after it is written now, in order.
    const pending = queue.splice(writing ? 1 : 0);
    try {
      for (const chunk of pending) writeSync(out, chunk.bytes, 0, chunk.length);
      if (used > 0) writeSync(out, buffer, 0, used);
    } catch {
      // stdout is gone (closed pipe): nothing left to tell.
    }
    used = 0;
  };
  process.on('exit', flushSync);
  /** Counts a line whose pieces are in the batch; drains a full batch. */
  const endLine = (units: number, ascii: boolean) => {
    batchLines += 1;
    batchUnits += units;
    batchAscii &&= ascii;
    if (batchLines >= BATCH_LINES) drainBatch();
    if (timer === undefined) {
      timer = setTimeout(flushAsync, FLUSH_INTERVAL_MS);
      timer.unref();
    }
  };
  const push = (line: string) => {
    batch.push(line);
    endLine(line.length, false);
  };

  // Date.now() and new Date().toISOString() for every line cost more than the rest of it. The
  // wall clock is instead the monotonic clock (read once per line, also for the duration) plus an
  // offset re-read every second, so a clock adjustment shows within a second; and the ISO text is
  // made once per millisecond, which many lines share under load.
  let wallOffset = 0;
  let wallSyncedAt = -Infinity;
  const wallMs = (now: number): number => {
    if (now - wallSyncedAt >= WALL_CLOCK_SYNC_MS) {
      // Date.now() is the wall clock's whole millisecond; +0.5 puts it mid-millisecond, so
      // rounding errors cannot push a line into the millisecond before.
      wallOffset = Date.now() + 0.5 - now;
      wallSyncedAt = now;
    }
    return Math.floor(now + wallOffset);
  };
  let isoMs = NaN;
  let iso = '';
  /** A request line up to its request id's opening quote, for the current millisecond. */
  let requestHead = '';
  const isoAt = (ms: number) => {
    if (ms !== isoMs) {
      isoMs = ms;
      iso = new Date(ms).toISOString();
      requestHead = `{"time":"${iso}","level":"info","msg":"request","requestId":"`;
    }
  };
  let lastMethod = '';
  let lastPath = '';
  let lastStatus = NaN;
  let lastMiddle = '';
  let lastMiddleAscii = true;

  return {
    info: (fields) => {
      isoAt(Date.now());
      const rest = JSON.stringify(fields).slice(1);
      push(`{"time":"${iso}","level":"info"${rest === '}' ? '' : ','}${rest}\n`);
    },
    request: (requestId, method, path, status, startedAt) => {
      const now = performance.now();
      const micros = microsBetween(startedAt, now);
      isoAt(wallMs(now));
      if (method !== lastMethod || path !== lastPath || status !== lastStatus) {
        // A new kind of line (the same few come again and again under load, the public list's
        // 304 above all): escape and check its constant middle once.
        lastMethod = method;
        lastPath = path;
        lastStatus = status;
        lastMiddle =
          `","method":${JSON.stringify(method)},"path":${JSON.stringify(path)},` +
          `"status":${JSON.stringify(status)},"durationMs":`;
        lastMiddleAscii = PRINTABLE_ASCII.test(lastMiddle);
      }
      const fraction = micros % 1000;
      const wholeMs = (micros - fraction) / 1000;
      const whole = WHOLE_MS[wholeMs] ?? `${wholeMs}.`;
      const end = FRACTIONS[fraction] as string;
      if (PLAIN_ID.test(requestId)) {
        // The line's five pieces go into the batch as they are: all but the id are shared with
        // other lines, so a line allocates nothing, and the batch's join copies each piece once.
        batch.push(requestHead, requestId, lastMiddle, whole, end);
        endLine(
          requestHead.length + requestId.length + lastMiddle.length + whole.length + end.length,
          lastMiddleAscii,
        );
      } else {
        const id = JSON.stringify(requestId);
        push(`${requestHead.slice(0, -1)}${id}${lastMiddle.slice(1)}${whole}${end}`);
      }
    },
    flush: () => {
      flushAsync();
      return writing ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve();
    },
    error: (fields) => {
      flushSync();
      isoAt(Date.now());
      process.stderr.write(`${JSON.stringify({ time: iso, level: 'error', ...fields })}\n`);
    },
  };
}
