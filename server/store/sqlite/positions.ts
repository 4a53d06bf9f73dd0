// Positions on SQLite: creating, reading, listing and deleting; their review is in
// position-review.ts and their closing and reopening in position-lifecycle.ts. Lists join the church
// in SQL; deleting relies on ON DELETE CASCADE for the applications and the revision. Every position
// write bumps the public list's version in the same transaction.
import { randomUUID } from 'node:crypto';
import { POSITION_FIELD_KEYS, positionDataOf } from '../../../shared/position-fields';
import type { PositionData } from '../../../shared/schemas/position';
import type { PositionWithChurch, PositionWithCount } from '../../../shared/types';
import { DuplicateIdError, type PositionRepository } from '../port';
import { CHURCH_DETAIL_KEYS } from '../record-fields';
import type { SqliteContext } from './context';
import { columnOf, columnsSql } from './columns';
import { isConstraintError } from './errors';
import { sqlitePositionLifecycle } from './position-lifecycle';
import { sqlitePositionReview } from './position-review';
import { bumpPublicListVersion, readPublicListVersion } from './public-list-version';
import { recordRemovedPositions, removedAfter, sqliteSyncHorizon } from './removed-positions';
import {
  toChurchDetail,
  toChurchSummary,
  toPosition,
  type PositionChurchRow,
  type PositionRow,
} from './rows';
import { firstRow, run } from './run';

const CHURCH_COLUMNS = ['id', ...CHURCH_DETAIL_KEYS]
  .map((key) => `c.${columnOf(key)} AS church_${columnOf(key)}`)
  .join(', ');

/** Positions with their church's columns, prefixed `church_` as PositionChurchRow expects. */
const WITH_CHURCH = `
  SELECT p.*, ${CHURCH_COLUMNS}, 0 AS application_count
  FROM positions p LEFT JOIN church_profiles c ON c.id = p.church_profile_id`;

/** As WITH_CHURCH, with the number of applications of each position. */
const WITH_CHURCH_AND_COUNT = WITH_CHURCH.replace(
  '0 AS application_count',
  '(SELECT COUNT(*) FROM applications a WHERE a.position_id = p.id) AS application_count',
);

/** A position's text as columns, bound from positionDataOf. */
const DATA = columnsSql(POSITION_FIELD_KEYS);

/** Newest first; rowid breaks ties between equal timestamps (e.g. seeded data). */
const NEWEST_FIRST = 'ORDER BY p.created_at DESC, p.rowid DESC';

/**
 * Public positions changed after @after, by their own time or their church's. Each half is read
 * through its own index, named because without ANALYZE the planner prefers the indexes led by
 * `approved`, which would walk every public position; CROSS JOIN keeps the changed ids outermost.
 */
const CHANGED_PUBLIC = `
  WITH changed (id) AS (
    SELECT id FROM positions INDEXED BY positions_changed
      WHERE approved = 1 AND updated_at > @after
    UNION
    SELECT of_church.id FROM church_profiles cc INDEXED BY church_profiles_changed
      JOIN positions of_church INDEXED BY positions_church ON of_church.church_profile_id = cc.id
      WHERE cc.updated_at > @after)
  SELECT p.*, ${CHURCH_COLUMNS}, 0 AS application_count
  FROM changed CROSS JOIN positions p ON p.id = changed.id
    LEFT JOIN church_profiles c ON c.id = p.church_profile_id
  WHERE p.approved = 1 AND p.status = 'active' ${NEWEST_FIRST}`;

/** Positions ever approved that changed after @after and are not public now. */
const CHANGED_UNLISTED = `
  SELECT id FROM positions INDEXED BY positions_changed
  WHERE approved = 1 AND updated_at > ? AND status <> 'active'`;

function withChurch(row: PositionChurchRow): PositionWithChurch {
  return { ...toPosition(row), church: toChurchSummary(row) };
}

function withCount(row: PositionChurchRow): PositionWithCount {
  return { ...withChurch(row), applicationCount: row.application_count };
}

/** The positions repository of a SQLite store. */
export function sqlitePositions(ctx: SqliteContext): PositionRepository {
  const { statements: sql } = ctx;

  const create = ctx.db.transaction((churchProfileId: string, data: PositionData, id: string) => {
    const row = sql
      .get<PositionRow>(
        `INSERT INTO positions (id, church_profile_id, ${DATA.columns}, status, approved, version,
           created_at, updated_at)
         VALUES (@id, @churchProfileId, ${DATA.values}, 'active', 0, 1, @now, @now)
         RETURNING *`,
      )
      .get({ ...positionDataOf(data), id, churchProfileId, now: ctx.now().toISOString() });
    if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
    bumpPublicListVersion(ctx);
    return toPosition(row);
  });

  const remove = ctx.db.transaction((id: string) => {
    const position = sql
      .get<{ job_description_url: string | null }>(
        'SELECT job_description_url FROM positions WHERE id = ?',
      )
      .get(id);
    if (position === undefined) return undefined;
    recordRemovedPositions(ctx, 'id = @id', { id });
    const applications = sql
      .get<{ id: string; resume_url: string | null }>(
        'SELECT id, resume_url FROM applications WHERE position_id = ?',
      )
      .all(id);
    sql.get('DELETE FROM positions WHERE id = ?').run(id);
    bumpPublicListVersion(ctx);
    return {
      resumeUrls: applications.flatMap((a) => (a.resume_url === null ? [] : [a.resume_url])),
      jobDescriptionUrl: position.job_description_url,
      applicationIds: applications.map((a) => a.id),
    };
  });

  return {
    ...sqlitePositionReview(ctx),
    ...sqlitePositionLifecycle(ctx),
    ...sqliteSyncHorizon(ctx),

    create: (churchProfileId, data, id) =>
      run(() => {
        const positionId = id ?? randomUUID();
        try {
          return create.immediate(churchProfileId, data, positionId);
        } catch (error) {
          if (isConstraintError(error, 'SQLITE_CONSTRAINT_PRIMARYKEY'))
            throw new DuplicateIdError(positionId);
          throw error;
        }
      }),

    findById: (id) => firstRow(sql, 'SELECT * FROM positions WHERE id = ?', toPosition, id),

    findDetail: (id) =>
      firstRow(
        sql,
        `${WITH_CHURCH} WHERE p.id = ?`,
        (row: PositionChurchRow) => ({ ...toPosition(row), church: toChurchDetail(row) }),
        id,
      ),

    listPublic: () =>
      run(() =>
        sql
          .get<PositionChurchRow>(
            `${WITH_CHURCH} WHERE p.approved = 1 AND p.status = 'active' ${NEWEST_FIRST}`,
          )
          .all()
          .map(withChurch),
      ),

    listByChurch: (churchProfileId) =>
      run(() =>
        sql
          .get<PositionChurchRow>(
            `${WITH_CHURCH_AND_COUNT} WHERE p.church_profile_id = ? ${NEWEST_FIRST}`,
          )
          .all(churchProfileId)
          .map(withCount),
      ),

    listAll: () =>
      run(() =>
        sql.get<PositionChurchRow>(`${WITH_CHURCH_AND_COUNT} ${NEWEST_FIRST}`).all().map(withCount),
      ),

    delete: (id) => run(() => remove.immediate(id)),

    statsForChurch: (churchProfileId) =>
      run(() => {
        const row = sql
          .get<{ total_positions: number; active_positions: number; total_applications: number }>(
            `SELECT
               (SELECT COUNT(*) FROM positions WHERE church_profile_id = @id) AS total_positions,
               (SELECT COUNT(*) FROM positions
                  WHERE church_profile_id = @id AND approved = 1 AND status = 'active') AS active_positions,
               (SELECT COUNT(*) FROM applications a JOIN positions p ON p.id = a.position_id
                  WHERE p.church_profile_id = @id) AS total_applications`,
          )
          .get({ id: churchProfileId });
        return {
          activePositions: row?.active_positions ?? 0,
          totalApplications: row?.total_applications ?? 0,
          totalPositions: row?.total_positions ?? 0,
        };
      }),

    publicListVersion: () => run(() => readPublicListVersion(ctx)),

    // One read transaction, so both halves see the same moment of the database.
    publicListChangesSince: (after) =>
      run(() =>
        ctx.db.transaction(() => {
          const since = after.toISOString();
          const upserts = sql
            .get<PositionChurchRow>(CHANGED_PUBLIC)
            .all({ after: since })
            .map(withChurch);
          const left = sql.get<string>(CHANGED_UNLISTED).pluck().all(since);
          return { upserts, removed: [...left, ...removedAfter(ctx, since)] };
        })(),
      ),
  };
}
