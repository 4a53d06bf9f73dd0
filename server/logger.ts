// The app's one logger: pino, one JSON object per line, info to stdout and errors to stderr.
// Lines hold `level` as its name and `time` as ISO text, and no pid or hostname: a log reader
// gets the same lines whatever machine wrote them. Every line passes through the capability
// redaction first.
import pino from 'pino';
import { redactLogFields } from './capability-redaction';

/** Bytes stdout gathers before a write: under load, one write carries a few dozen lines. */
const OUT_BUFFER_BYTES = 4096;
/** A quiet server's lines wait at most this long. */
const OUT_FLUSH_MS = 100;

/**
 * A pino logger writing info lines to `out` and error lines to `errors`, never to both.
 * stdout is pino's asynchronous destination, buffered (measured on the public list's 304, a write
 * per line cost about a third of the line); pino writes what it still holds synchronously when
 * the process exits, process.exit() included. stderr is written at once: errors are rare, and an
 * error line must not wait in a buffer.
 */
export function createLogger(
  out: pino.DestinationStream = pino.destination({
    dest: 1,
    sync: false,
    minLength: OUT_BUFFER_BYTES,
    periodicFlush: OUT_FLUSH_MS,
  }),
  errors: pino.DestinationStream = pino.destination({ dest: 2, sync: true }),
): pino.Logger {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        // No capability (status, keep-open, verification or reset token, upload signature) is
        // written, whatever field or message carries it: docs/decisions/0031.
        log: (fields) => redactLogFields(fields) as Record<string, unknown>,
      },
    },
    // dedupe: each line goes to the one stream with the highest level it reaches.
    pino.multistream(
      [
        { level: 'info', stream: out },
        { level: 'error', stream: errors },
      ],
      { dedupe: true },
    ),
  );
}
