// better-sqlite3 is synchronous; the port is async. Running the work inside a Promise executor turns
// a thrown SQLite error into a rejection, as callers of an async port expect.

/** Runs synchronous database work and answers with a promise that rejects on error. */
export function run<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve) => {
    resolve(work());
  });
}
