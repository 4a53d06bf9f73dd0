// What every SQLite repository shares: the connection, its statement cache and the store's clock.
import type { Database } from 'better-sqlite3';
import type { StatementCache } from './statements';

/** The connection-wide state the repositories of one SQLite store use. */
export interface SqliteContext {
  readonly db: Database;
  readonly statements: StatementCache;
  /** The store's clock for createdAt/updatedAt (strictly increasing). */
  readonly now: () => Date;
}
