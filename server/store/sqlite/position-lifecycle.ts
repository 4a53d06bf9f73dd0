// How positions close and open again on SQLite: the church closing or reopening one, 'Keep open',
// and the daily sweeps (60 days live, 'Apply by' passed, the reminder before archiving). Each
// change is one conditional statement; the sweeps close many in one and report which.
import type { PositionRepository } from '../port';
import type { SqliteContext } from './context';
import { positionUpdater, TOUCH } from './position-update';
import { bumpPublicListVersion } from './public-list-version';
import { toPosition, type PositionRow } from './rows';
import { run } from './run';

/** The part of the positions repository this file implements. */
export type PositionLifecycle = Pick<
  PositionRepository,
  | 'close'
  | 'reopen'
  | 'extendLive'
  | 'closeExpired'
  | 'closePastApplyBy'
  | 'dueForExpiryReminder'
  | 'markExpiryReminded'
>;

/** Closing assignments; closed_at (now) is when retention of the applications starts to count. */
const CLOSE = `status = 'closed', closed_reason = @reason, closed_at = @now, ${TOUCH}`;

/** Opening, closing, 'Keep open' and the daily sweeps on a SQLite store. */
export function sqlitePositionLifecycle(ctx: SqliteContext): PositionLifecycle {
  const { statements: sql } = ctx;
  const update = positionUpdater(ctx);

  // `condition` must select only active positions (positions_live and positions_apply_by serve them).
  const sweep = ctx.db.transaction((condition: string, params: Record<string, unknown>) => {
    const ids = sql
      .get<string>(`UPDATE positions SET ${CLOSE} WHERE ${condition} RETURNING id`)
      .pluck()
      .all({ ...params, now: ctx.now().toISOString() });
    if (ids.length > 0) bumpPublicListVersion(ctx);
    return ids;
  });

  return {
    close: (id, reason) =>
      run(() =>
        update(`UPDATE positions SET ${CLOSE} WHERE id = @id AND status = 'active' RETURNING *`, {
          id,
          reason,
        }),
      ),

    // An approved position goes live again now; a pending one still waits for the college.
    reopen: (id, clearApplyBy) =>
      run(() =>
        update(
          `UPDATE positions SET status = 'active', closed_reason = NULL, closed_at = NULL,
             approved_at = CASE WHEN approved = 1 THEN @now ELSE approved_at END,
             apply_by = CASE WHEN @clearApplyBy = 1 THEN NULL ELSE apply_by END, ${TOUCH}
           WHERE id = @id AND status = 'closed' RETURNING *`,
          { id, clearApplyBy: clearApplyBy ? 1 : 0 },
        ),
      ),

    extendLive: (id, approvedAt) =>
      run(() =>
        update(
          `UPDATE positions SET approved_at = @now, ${TOUCH}
           WHERE id = @id AND status = 'active' AND approved = 1 AND approved_at = @approvedAt
           RETURNING *`,
          { id, approvedAt },
        ),
      ),

    closeExpired: (cutoff) =>
      run(() =>
        sweep.immediate("status = 'active' AND approved = 1 AND approved_at < @cutoff", {
          reason: 'expired',
          cutoff: cutoff.toISOString(),
        }),
      ),

    closePastApplyBy: (lastEndedDay) =>
      run(() =>
        sweep.immediate(
          "status = 'active' AND apply_by IS NOT NULL AND apply_by <= @lastEndedDay",
          { reason: 'deadline', lastEndedDay },
        ),
      ),

    dueForExpiryReminder: (cutoff) =>
      run(() =>
        sql
          .get<PositionRow>(
            `SELECT * FROM positions
             WHERE status = 'active' AND approved = 1 AND approved_at < ?
               AND (expiry_reminded_for IS NULL OR expiry_reminded_for <> approved_at)
             ORDER BY approved_at, id`,
          )
          .all(cutoff.toISOString())
          .map(toPosition),
      ),

    // Keyed by the going-live it was for: once approved_at moves, the position is due again.
    markExpiryReminded: (id, approvedAt) =>
      run(() => {
        sql.get('UPDATE positions SET expiry_reminded_for = ? WHERE id = ?').run(approvedAt, id);
      }),
  };
}
