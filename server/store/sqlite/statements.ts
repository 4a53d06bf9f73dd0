// Preparing a statement parses and plans its SQL; caching by text does that once per connection.
// A cached statement switched to pluck() mode stays in it, so such SQL must not be shared with
// callers that expect whole rows (each query here has its own text).
import type { Database, Statement } from 'better-sqlite3';

/** Prepared statements of one connection, prepared on first use and reused after. */
export class StatementCache {
  private readonly cache = new Map<string, Statement<unknown[], unknown>>();

  constructor(readonly db: Database) {}

  /** The prepared statement for `source`; `Row` is the shape of the rows it returns. */
  get<Row = unknown>(source: string): Statement<unknown[], Row> {
    let statement = this.cache.get(source);
    if (statement === undefined) {
      statement = this.db.prepare<unknown[], unknown>(source);
      this.cache.set(source, statement);
    }
    return statement as Statement<unknown[], Row>;
  }
}
