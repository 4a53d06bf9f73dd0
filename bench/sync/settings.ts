// What bench:sync measures and its targets, shared by the bench and its report.

/** The baseline when no --baseline is given: main when the public list's sync began. */
export const DEFAULT_BASELINE = '8ef6d83';
/** Board sizes measured (approved positions), each with its own servers. */
export const SIZES = [1_000, 10_000];
/** Runs per checkout and size, each in a fresh browser profile; tables show their medians. */
export const RUNS = 5;
/** Lighthouse's mobile CPU slowdown: a cheap phone. */
export const CPU_SLOWDOWN = 4;
/**
 * The screen keystrokes are timed at: Lighthouse's phone (a Moto G Power), the screen the CPU
 * slowdown stands for. The rest of a run uses a desktop window.
 */
export const PHONE_SCREEN = { width: 412, height: 823 };
/** Letters typed (each then erased) per run: each changes the result on the seeded board. */
export const KEYSTROKE_LETTERS = ['w', 'x', 'k', 'b'];
/** Offline reloads per run, after one that warms caches up. */
export const OFFLINE_RELOADS = 3;

/** A target: the most a figure of the current code may be at one board size. */
export interface Target {
  size: number;
  limit: number;
  /** Whether the figure must stay under the limit (`<`) rather than at most it (`<=`). */
  strict: boolean;
}

/** The targets, by the figure they bound. */
export const TARGETS = {
  longestTaskMs: [{ size: 10_000, limit: 100, strict: false }],
  revalidationBytes: [{ size: 10_000, limit: 3_000, strict: true }],
  revalidationMs: [{ size: 10_000, limit: 300, strict: true }],
  keystrokeMs: [
    { size: 1_000, limit: 16, strict: false },
    { size: 10_000, limit: 50, strict: false },
  ],
  offlineFirstCardMs: [
    { size: 1_000, limit: 300, strict: false },
    { size: 10_000, limit: 500, strict: false },
  ],
} satisfies Record<string, Target[]>;
