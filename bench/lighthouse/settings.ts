// What bench:lighthouse measures and its targets, shared by the bench and its report.

/** Approved positions on the benchmark board. */
export const POSITIONS = 1_000;
/** Lighthouse runs per page (and per checkout); the tables show their median. */
export const RUNS = 5;
/**
 * The budget for the JS and CSS a cold /jobs load requests before the app answers a tap (gzip -9,
 * 1 kB = 1,000 B). The service worker's precache is not counted: it is the offline promise, fetched
 * once the page is quiet, and does not delay the first tap.
 */
export const BYTES_TARGET = 180_000;
/** "Renders within one frame" at 60 Hz. */
export const KEYSTROKE_TARGET_MS = 16;
/** Lighthouse's mobile CPU slowdown, applied to the keystrokes' second round. */
export const CPU_SLOWDOWN = 4;
