// better-sqlite3 is synchronous; the port is async. Running the work inside a Promise executor turns
// a thrown SQLite error into a rejection, as callers of an async port expect.
import type { StatementCache } from './statements';

/** Runs synchronous database work and answers with a promise that rejects on error. */
export function run<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve) => {
    resolve(work());
  });
}

/** The first row `source` answers for `params`, as a record; undefined when it answers none. */
export function firstRow<Row, T>(
  sql: StatementCache,
  source: string,
  toRecord: (row: Row) => T,
  ...params: unknown[]
): Promise<T | undefined> {
  return run(() => {
    const row = sql.get<Row>(source).get(...params);
    return row && toRecord(row);
  });
}
