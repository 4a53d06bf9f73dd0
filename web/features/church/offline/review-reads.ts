// The reads of the church's screens about one thing (a position's applications, an opened
// application, the church's own view of a position) this page has made: a delivered write
// invalidates them all, as it does the dashboard's reads. Their paths carry ids, so they are noted
// as they are read rather than listed.

const read = new Set<string>();

/** Notes that this page read `path` (an applications list or one application). */
export function noteReviewRead(path: string): void {
  read.add(path);
}

/** Every review read this page made. */
export function reviewReadPaths(): string[] {
  return [...read];
}
