// How long and how hard: flags, else environment variables, else the defaults (60 s, 50 clients).
import { parseArgs } from 'node:util';

/** The settings of one `npm run bench:load`. */
export interface LoadOptions {
  /** Seconds of load on the app, per store. */
  seconds: number;
  /** Simulated people at once: students, churches and the admin. */
  clients: number;
  /** Seconds of the bare-server baseline, per store. */
  baselineSeconds: number;
  /** Pause between one person's visits (0: each starts as the last one ends). */
  thinkMs: number;
}

function positive(
  name: string,
  value: string | undefined,
  fallback: number,
  zeroOk = false,
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || (!zeroOk && parsed === 0))
    throw new Error(`${name}: "${value}" is not a ${zeroOk ? 'non-negative' : 'positive'} number`);
  return parsed;
}

/** Reads --seconds, --clients, --baseline-seconds, --think-ms (or LOAD_SECONDS, LOAD_CLIENTS, ...). */
export function loadOptions(
  argv: string[] = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: 'string' },
      clients: { type: 'string' },
      'baseline-seconds': { type: 'string' },
      'think-ms': { type: 'string' },
    },
  });
  const seconds = positive('--seconds', values.seconds ?? env.LOAD_SECONDS, 60);
  const clients = Math.round(positive('--clients', values.clients ?? env.LOAD_CLIENTS, 50));
  if (clients < 3) throw new Error('--clients: at least 3 (a student, a church and the admin)');
  return {
    seconds,
    clients,
    baselineSeconds: positive(
      '--baseline-seconds',
      values['baseline-seconds'] ?? env.LOAD_BASELINE_SECONDS,
      Math.min(seconds, 20),
    ),
    thinkMs: positive('--think-ms', values['think-ms'] ?? env.LOAD_THINK_MS, 0, true),
  };
}
