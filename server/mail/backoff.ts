// How long a failed message waits before the next try: 1 minute, doubling, never more than an hour,
// so a mail server that is down for a while is not hammered and a short outage costs little delay.

const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Delay before the next attempt after `failures` failed attempts (1 for the first failure). */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}
