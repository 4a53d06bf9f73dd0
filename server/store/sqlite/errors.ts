// better-sqlite3 reports constraint violations as SqliteError with an extended result code.
import BetterSqlite3 from 'better-sqlite3';

/** The constraint codes the adapter turns into domain errors. */
type ConstraintCode = 'SQLITE_CONSTRAINT_PRIMARYKEY' | 'SQLITE_CONSTRAINT_UNIQUE';

/** True when `error` is a violation of a constraint of this kind (optionally on `column`, "table.column"). */
export function isConstraintError(error: unknown, code: ConstraintCode, column?: string): boolean {
  if (!(error instanceof BetterSqlite3.SqliteError) || error.code !== code) return false;
  return column === undefined || error.message.includes(column);
}
