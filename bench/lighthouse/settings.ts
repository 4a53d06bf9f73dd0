// What bench:lighthouse measures and its targets, shared by the bench and its report.

/** Approved positions on the benchmark board. */
export const POSITIONS = 1_000;
/** Lighthouse runs per page (and per checkout); the tables show their median. */
export const RUNS = 3;
/** A cold load's window, and the budget for the JS and CSS fetched in it (1 kB = 1,000 B). */
export const BYTES_WINDOW_MS = 5_000;
export const BYTES_TARGET = 150_000;
/** "Renders within one frame" at 60 Hz. */
export const KEYSTROKE_TARGET_MS = 16;
/** Lighthouse's mobile CPU slowdown, applied to the keystrokes' second round. */
export const CPU_SLOWDOWN = 4;
