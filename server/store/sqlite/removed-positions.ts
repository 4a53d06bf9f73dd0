// What the synced public list needs beyond the positions themselves, on SQLite
// (docs/decisions/0047-public-list-sync.md): tombstones of deleted positions that were ever public,
// so a device holding one hears it is gone, and the sync horizon, the oldest cursor the store can
// still answer once tombstones are forgotten or a backup is restored.
import { SYNC_LOOKBACK_MS } from '../../../shared/constants';
import type { PositionRepository } from '../port';
import type { SqliteContext } from './context';
import { bumpPublicListVersion } from './public-list-version';
import { run } from './run';

/**
 * Records, removed now, the ever-approved positions `where` selects (SQL over `positions`, binding
 * `params`); call it inside the transaction that deletes them, before the delete.
 */
export function recordRemovedPositions(
  ctx: SqliteContext,
  where: string,
  params: Record<string, unknown>,
): void {
  ctx.statements
    .get(
      `INSERT OR REPLACE INTO removed_positions (id, removed_at)
       SELECT id, @now FROM positions WHERE approved = 1 AND (${where})`,
    )
    .run({ ...params, now: ctx.now().toISOString() });
}

/** The ids of positions removed after `after` (ISO) that do not exist again. */
export function removedAfter(ctx: SqliteContext, after: string): string[] {
  return ctx.statements
    .get<string>(
      `SELECT r.id FROM removed_positions r
       WHERE r.removed_at > ? AND NOT EXISTS (SELECT 1 FROM positions p WHERE p.id = r.id)`,
    )
    .pluck()
    .all(after);
}

/** The part of the positions repository this file implements. */
export type SyncHorizon = Pick<PositionRepository, 'syncHorizon' | 'pruneRemoved' | 'restartSync'>;

/** Tombstones' pruning and the sync horizon on a SQLite store. */
export function sqliteSyncHorizon(ctx: SqliteContext): SyncHorizon {
  const { statements: sql } = ctx;

  // Never back: a restore's horizon may be later than a pruned tombstone's.
  const moveHorizon = (to: string) => {
    sql
      .get(
        `UPDATE meta SET sync_horizon = @to
         WHERE id = 1 AND (sync_horizon IS NULL OR sync_horizon < @to)`,
      )
      .run({ to });
    bumpPublicListVersion(ctx);
  };

  const prune = ctx.db.transaction((before: string): number => {
    const newest = sql
      .get<string | null>('SELECT max(removed_at) FROM removed_positions WHERE removed_at < ?')
      .pluck()
      .get(before);
    if (newest === null || newest === undefined) return 0;
    const { changes } = sql.get('DELETE FROM removed_positions WHERE removed_at < ?').run(before);
    // A cursor asks from SYNC_LOOKBACK_MS before itself: one within that of a forgotten removal
    // could need it.
    moveHorizon(new Date(Date.parse(newest) + SYNC_LOOKBACK_MS).toISOString());
    return changes;
  });

  const restart = ctx.db.transaction(() => {
    moveHorizon(ctx.now().toISOString());
  });

  return {
    syncHorizon: () =>
      run(
        () =>
          sql.get<string | null>('SELECT sync_horizon FROM meta WHERE id = 1').pluck().get() ??
          null,
      ),
    pruneRemoved: (before) => run(() => prune.immediate(before.toISOString())),
    restartSync: () => run(() => restart.immediate()),
  };
}
