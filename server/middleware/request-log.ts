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
/** Size of the byte buffer; a full buffer is written at once. */
const BUFFER_BYTES = 256 * 1024;
/** Written buffers kept for reuse: a fresh buffer per write costs page faults. */
const SPARE_BUFFERS = 2;
/** The wall clock is derived from the monotonic one and re-read this often (see `wallMs`). */
const WALL_CLOCK_SYNC_MS = 1000;
/** Room a request line needs beyond its head, id and middle: the duration, `}` and newline. */
const DURATION_ROOM = 32;

/** Request ids that need no escaping: ours and those safeIncomingId lets through are all such. */
const PLAIN_ID = /^[\w.-]*$/;
const ZERO = 0x30;
const DOT = 0x2e;
const CLOSE_BRACE = 0x7d;
const NEWLINE = 0x0a;

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
 * Request lines are its hot path (one per request, the public list's 304 above all), so they are
 * written as bytes straight into a large reused buffer, never made into a string: the line's head
 * (up to the request id, made once per millisecond) and middle (method to duration, once per kind
 * of line) are kept as bytes and copied in, the id and the duration's digits are stored byte by
 * byte. Measured alone, a line costs about a third less this way than as strings joined in batches
 * and then encoded (about 120 ns against 185). The buffer goes out every 25 ms or when full,
 * off the main thread and in order, one write at a time. Whatever is pending is written
 * synchronously before the process exits and before any error line; `flush()` waits for all.
 */
export function jsonLogger(out = 1): Logger & { flush(): Promise<void> } {
  let buffer: Buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  let used = 0;
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
  const flushAsync = () => {
    clearTimeout(timer);
    timer = undefined;
    sendBuffer();
  };
  const flushSync = () => {
    clearTimeout(timer);
    timer = undefined;
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
  /** Makes room for a line of at most `bytes` bytes; false when it cannot fit any buffer. */
  const room = (bytes: number): boolean => {
    if (used + bytes > BUFFER_BYTES) sendBuffer();
    if (timer === undefined) {
      timer = setTimeout(flushAsync, FLUSH_INTERVAL_MS);
      timer.unref();
    }
    return bytes <= BUFFER_BYTES;
  };
  /** Appends a whole line given as text (info lines, and request lines with unusual ids). */
  const push = (line: string) => {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (room(line.length * 3)) used += buffer.write(line, used, 'utf8');
    else {
      const bytes = Buffer.from(line, 'utf8');
      enqueue({ bytes, length: bytes.length, spare: false });
    }
  };
  /** Stores `value` (0 to 999) as exactly three digits at `at`. */
  const threeDigits = (at: number, value: number) => {
    const hundreds = (value / 100) | 0;
    const tens = ((value / 10) | 0) % 10;
    buffer[at] = ZERO + hundreds;
    buffer[at + 1] = ZERO + tens;
    buffer[at + 2] = ZERO + (value % 10);
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
  let requestHeadBytes = Buffer.alloc(0);
  const isoAt = (ms: number) => {
    if (ms !== isoMs) {
      isoMs = ms;
      iso = new Date(ms).toISOString();
      requestHead = `{"time":"${iso}","level":"info","msg":"request","requestId":"`;
      requestHeadBytes = Buffer.from(requestHead, 'latin1');
    }
  };
  let lastMethod = '';
  let lastPath = '';
  let lastStatus = NaN;
  let lastMiddle = '';
  let lastMiddleBytes = Buffer.alloc(0);

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
        // 304 above all): escape and encode its constant middle once.
        lastMethod = method;
        lastPath = path;
        lastStatus = status;
        lastMiddle =
          `","method":${JSON.stringify(method)},"path":${JSON.stringify(path)},` +
          `"status":${JSON.stringify(status)},"durationMs":`;
        lastMiddleBytes = Buffer.from(lastMiddle, 'utf8');
      }
      const fraction = micros % 1000;
      const wholeMs = (micros - fraction) / 1000;
      const head = requestHeadBytes;
      const middle = lastMiddleBytes;
      const idLength = requestId.length;
      const bytes = head.length + idLength + middle.length + DURATION_ROOM;
      if (wholeMs >= 1000 || bytes > BUFFER_BYTES || !PLAIN_ID.test(requestId)) {
        // Rare: a request of a second or more, a path longer than the buffer, or an id that
        // needs escaping.
        const id = JSON.stringify(requestId);
        const duration = `${wholeMs}.${String(fraction).padStart(3, '0')}}\n`;
        push(`${requestHead.slice(0, -1)}${id}${lastMiddle.slice(1)}${duration}`);
        return;
      }
      room(bytes);
      let at = used;
      buffer.set(head, at);
      at += head.length;
      // A plain id is ASCII: one byte per character.
      for (let i = 0; i < idLength; i++) buffer[at + i] = requestId.charCodeAt(i);
      at += idLength;
      buffer.set(middle, at);
      at += middle.length;
      if (wholeMs >= 100) buffer[at++] = ZERO + ((wholeMs / 100) | 0);
      if (wholeMs >= 10) buffer[at++] = ZERO + (((wholeMs / 10) | 0) % 10);
      buffer[at++] = ZERO + (wholeMs % 10);
      buffer[at++] = DOT;
      threeDigits(at, fraction);
      at += 3;
      buffer[at++] = CLOSE_BRACE;
      buffer[at++] = NEWLINE;
      used = at;
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
