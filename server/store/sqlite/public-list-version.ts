// The cache key of GET /api/positions. A counter in the single `meta` row is bumped inside the
// transaction of every write that can change the public list, so reading it is one primary-key
// lookup. (PRAGMA data_version would not do: it ignores writes made on the same connection.)
import type { SqliteContext } from './context';

/** Bumps the version; call it inside the transaction of the write that changes the list. */
export function bumpPublicListVersion(ctx: SqliteContext): void {
  ctx.statements
    .get('UPDATE meta SET public_list_version = public_list_version + 1 WHERE id = 1')
    .run();
}

/** The current version, `<epoch>:<counter>`. */
export function readPublicListVersion(ctx: SqliteContext): string {
  const row = ctx.statements
    .get<{ version: string }>(
      `SELECT epoch || ':' || public_list_version AS version FROM meta WHERE id = 1`,
    )
    .get();
  if (row === undefined) throw new Error('The meta row is missing: the schema was not migrated');
  return row.version;
}
