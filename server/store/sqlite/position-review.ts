// The college's review of positions on SQLite: a pending position is replaced, approved or declined;
// an edit of an approved one waits beside it as its revision (position_revisions) until approved
// (copied onto the position) or declined. Each change is one immediate transaction whose condition
// is in the WHERE of its write, so two admins (or an admin and the church) cannot both win.
import { POSITION_FIELD_KEYS, positionDataOf } from '../../../shared/position-fields';
import type { PositionData } from '../../../shared/schemas/position';
import type { PositionDecline, PositionRevision } from '../../../shared/types';
import type { PositionRepository } from '../port';
import type { SqliteContext } from './context';
import { columnsSql } from './columns';
import { positionUpdater, TOUCH } from './position-update';
import { bumpPublicListVersion } from './public-list-version';
import { toDecline, toPosition, type DeclineColumns, type PositionRow } from './rows';
import { firstRow, run } from './run';

/** The part of the positions repository this file implements. */
export type PositionReview = Pick<
  PositionRepository,
  | 'replacePending'
  | 'saveRevision'
  | 'findRevision'
  | 'listRevisions'
  | 'approve'
  | 'decline'
  | 'approveRevision'
  | 'declineRevision'
>;

/** A revision's text as its row keeps it: the form's fields alone, as JSON. */
function dataOf(row: { data: string }): PositionData {
  return positionDataOf(JSON.parse(row.data) as PositionData);
}

interface RevisionRow extends DeclineColumns {
  position_id: string;
  data: string;
  status: string;
  submitted_at: string;
}

function toRevision(row: RevisionRow): PositionRevision {
  return {
    positionId: row.position_id,
    data: dataOf(row),
    status: row.status as PositionRevision['status'],
    declined: toDecline(row),
    submittedAt: row.submitted_at,
  };
}

function declineParams(decline: PositionDecline): Record<string, string | null> {
  return { reason: decline.reason, note: decline.note, at: decline.at };
}

/** A position's text as columns, bound from positionDataOf. */
const DATA = columnsSql(POSITION_FIELD_KEYS);

const CLEAR_DECLINE = 'declined_reason = NULL, declined_note = NULL, declined_at = NULL';

/** The review of positions and their revisions on a SQLite store. */
export function sqlitePositionReview(ctx: SqliteContext): PositionReview {
  const { statements: sql } = ctx;
  const update = positionUpdater(ctx);

  // The position's version moves with its revision, so an edit started before this one is stale.
  const saveRevision = ctx.db.transaction(
    (id: string, data: PositionData, expectedVersion: number) => {
      const now = ctx.now().toISOString();
      const row = sql
        .get<PositionRow>(
          `UPDATE positions SET ${TOUCH}
           WHERE id = @id AND approved = 1 AND version = @expectedVersion RETURNING *`,
        )
        .get({ id, expectedVersion, now });
      if (row === undefined) return undefined;
      const revision = sql
        .get<RevisionRow>(
          `INSERT INTO position_revisions (position_id, data, status, submitted_at)
           VALUES (@id, @data, 'pending', @now)
           ON CONFLICT (position_id) DO UPDATE SET data = excluded.data, status = 'pending',
             ${CLEAR_DECLINE}, submitted_at = excluded.submitted_at
           RETURNING *`,
        )
        .get({ id, data: JSON.stringify(positionDataOf(data)), now });
      if (revision === undefined) throw new Error('Revision upsert returned no row');
      bumpPublicListVersion(ctx);
      return { position: toPosition(row), revision: toRevision(revision) };
    },
  );

  // Read and written in one immediate transaction: the version checked is the version applied.
  const approveRevision = ctx.db.transaction((id: string, expectedVersion: number) => {
    const revision = sql
      .get<RevisionRow>(
        `SELECT r.* FROM position_revisions r JOIN positions p ON p.id = r.position_id
         WHERE r.position_id = @id AND r.status = 'pending' AND p.approved = 1
           AND p.version = @expectedVersion`,
      )
      .get({ id, expectedVersion });
    if (revision === undefined) return undefined;
    const row = sql
      .get<PositionRow>(
        `UPDATE positions SET ${DATA.assignments}, ${TOUCH} WHERE id = @id RETURNING *`,
      )
      .get({ ...dataOf(revision), id, now: ctx.now().toISOString() });
    if (row === undefined) throw new Error('The revised position vanished inside its transaction');
    sql.get('DELETE FROM position_revisions WHERE position_id = ?').run(id);
    bumpPublicListVersion(ctx);
    return toPosition(row);
  });

  const declineRevision = ctx.db.transaction((id: string, decline: PositionDecline) => {
    const revision = sql
      .get<RevisionRow>(
        `UPDATE position_revisions SET status = 'declined', declined_reason = @reason,
           declined_note = @note, declined_at = @at
         WHERE position_id = @id AND status = 'pending' RETURNING *`,
      )
      .get({ ...declineParams(decline), id });
    if (revision === undefined) return undefined;
    sql
      .get(`UPDATE positions SET ${TOUCH} WHERE id = @id`)
      .run({ id, now: ctx.now().toISOString() });
    bumpPublicListVersion(ctx);
    return toRevision(revision);
  });

  return {
    replacePending: (id, data, expectedVersion) =>
      run(() =>
        update(
          `UPDATE positions SET ${DATA.assignments}, ${CLEAR_DECLINE}, ${TOUCH}
           WHERE id = @id AND approved = 0 AND version = @expectedVersion RETURNING *`,
          { ...positionDataOf(data), id, expectedVersion },
        ),
      ),

    saveRevision: (id, data, expectedVersion) =>
      run(() => saveRevision.immediate(id, data, expectedVersion)),

    findRevision: (positionId) =>
      firstRow(
        sql,
        'SELECT * FROM position_revisions WHERE position_id = ?',
        toRevision,
        positionId,
      ),

    // Oldest first (ties by id, as on MongoDB): the order the college reviews them in.
    listRevisions: (churchProfileId) =>
      run(() =>
        (churchProfileId === undefined
          ? sql
              .get<RevisionRow>(
                'SELECT * FROM position_revisions ORDER BY submitted_at, position_id',
              )
              .all()
          : sql
              .get<RevisionRow>(
                `SELECT r.* FROM position_revisions r JOIN positions p ON p.id = r.position_id
                 WHERE p.church_profile_id = ? ORDER BY r.submitted_at, r.position_id`,
              )
              .all(churchProfileId)
        ).map(toRevision),
      ),

    approve: (id, expectedVersion) =>
      run(() =>
        update(
          `UPDATE positions SET approved = 1, approved_at = @now, ${CLEAR_DECLINE}, ${TOUCH}
           WHERE id = @id AND status = 'active' AND approved = 0 AND version = @expectedVersion
           RETURNING *`,
          { id, expectedVersion },
        ),
      ),

    decline: (id, decline) =>
      run(() =>
        update(
          `UPDATE positions SET declined_reason = @reason, declined_note = @note,
             declined_at = @at, ${TOUCH}
           WHERE id = @id AND status = 'active' AND approved = 0 RETURNING *`,
          { ...declineParams(decline), id },
        ),
      ),

    approveRevision: (id, expectedVersion) =>
      run(() => approveRevision.immediate(id, expectedVersion)),

    declineRevision: (id, decline) => run(() => declineRevision.immediate(id, decline)),
  };
}
