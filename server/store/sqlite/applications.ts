// Student applications on SQLite, with their review (status history, private notes); withdrawal,
// the daily summary and retention are in application-lifecycle.ts. They never appear in the public
// list, so they do not bump its version.
import { randomUUID } from 'node:crypto';
import type { Application, ApplicationStatus } from '../../../shared/types';
import {
  DuplicateApplicationError,
  DuplicateIdError,
  zeroStatusCounts,
  type ApplicationRepository,
} from '../port';
import { applicantKey } from '../applicant-key';
import { pick, STUDENT_FIELD_KEYS } from '../record-fields';
import { columnsSql } from './columns';
import { sqliteApplicationLifecycle } from './application-lifecycle';
import type { SqliteContext } from './context';
import { sqliteDeclineMessages } from './decline-messages';
import { isConstraintError } from './errors';
import {
  toApplication,
  toApplicationNote,
  type ApplicationNoteRow,
  type ApplicationRow,
} from './rows';
import { firstRow, run } from './run';

/** The INSERT's columns and values of the student's fields. */
const STUDENT = columnsSql(STUDENT_FIELD_KEYS);

/** The applications repository of a SQLite store. */
export function sqliteApplications(ctx: SqliteContext): ApplicationRepository {
  const { statements: sql } = ctx;

  // The status and its history entry change together or not at all; the same status again is a no-op.
  const setStatus = ctx.db.transaction((id: string, status: ApplicationStatus, at: string) => {
    const { changes } = sql
      .get('UPDATE applications SET status = ?, updated_at = ? WHERE id = ? AND status <> ?')
      .run(status, at, id, status);
    if (changes > 0) {
      sql
        .get('INSERT INTO application_status_changes (application_id, status, at) VALUES (?, ?, ?)')
        .run(id, status, at);
    }
    const row = sql.get<ApplicationRow>('SELECT * FROM applications WHERE id = ?').get(id);
    return row && toApplication(row);
  });

  /** The first application whose `column` holds `value`. */
  const findBy = (
    column: 'id' | 'applicant_key' | 'status_token_hash' | 'resume_url',
    value: string,
  ): Promise<Application | undefined> =>
    firstRow(sql, `SELECT * FROM applications WHERE ${column} = ? LIMIT 1`, toApplication, value);

  return {
    ...sqliteApplicationLifecycle(ctx),
    ...sqliteDeclineMessages(ctx),

    create: (positionId, data, id) =>
      run(() => {
        const applicationId = id ?? randomUUID();
        const key = applicantKey(positionId, data.studentEmail);
        try {
          const row = sql
            .get<ApplicationRow>(
              `INSERT INTO applications (id, position_id, ${STUDENT.columns}, status,
                 status_token_hash, in_digest, applicant_key, created_at, updated_at)
               VALUES (@id, @positionId, ${STUDENT.values}, 'pending',
                 @statusTokenHash, @inDigest, @applicantKey, @now, @now)
               RETURNING *`,
            )
            .get({
              id: applicationId,
              positionId,
              ...pick(STUDENT_FIELD_KEYS, data),
              statusTokenHash: data.statusTokenHash ?? null,
              inDigest: data.inDigest ? 1 : 0,
              applicantKey: key,
              now: ctx.now().toISOString(),
            });
          if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
          return toApplication(row);
        } catch (error) {
          if (
            !isConstraintError(error, 'SQLITE_CONSTRAINT_PRIMARYKEY') &&
            !isConstraintError(error, 'SQLITE_CONSTRAINT_UNIQUE')
          ) {
            throw error;
          }
          // A retry with a taken id repeats the token's hash and the applicant's key too: SQLite
          // may report either unique index before the primary key, so the id is looked at first.
          if (sql.get('SELECT 1 FROM applications WHERE id = ?').get(applicationId) !== undefined) {
            throw new DuplicateIdError(applicationId);
          }
          const existing = sql
            .get<ApplicationRow>('SELECT * FROM applications WHERE applicant_key = ?')
            .get(key);
          if (existing !== undefined) throw new DuplicateApplicationError(toApplication(existing));
          throw error;
        }
      }),

    findByEmail: (positionId, email) => findBy('applicant_key', applicantKey(positionId, email)),

    markStatusLinkResent: (id, at, notSince) =>
      run(
        () =>
          // One statement: SQLite runs it alone, so two callers cannot both see the old marker.
          sql
            .get(
              `UPDATE applications SET status_link_resent_at = ?
               WHERE id = ? AND (status_link_resent_at IS NULL OR status_link_resent_at < ?)`,
            )
            .run(at.toISOString(), id, notSince.toISOString()).changes > 0,
      ),

    findById: (id) => findBy('id', id),

    findByStatusTokenHash: (tokenHash) => findBy('status_token_hash', tokenHash),

    listByPosition: (positionId, filter) =>
      run(() => {
        const rows =
          filter?.status === undefined
            ? sql
                .get<ApplicationRow>(
                  'SELECT * FROM applications WHERE position_id = ? ORDER BY created_at DESC, rowid DESC',
                )
                .all(positionId)
            : sql
                .get<ApplicationRow>(
                  `SELECT * FROM applications WHERE position_id = ? AND status = ?
                   ORDER BY created_at DESC, rowid DESC`,
                )
                .all(positionId, filter.status);
        return rows.map(toApplication);
      }),

    findByResumeUrl: (resumeUrl) => findBy('resume_url', resumeUrl),

    setStatus: (id, status, at) => run(() => setStatus(id, status, at.toISOString())),

    statusHistory: (id) =>
      run(() => {
        const created = sql
          .get<{ created_at: string }>('SELECT created_at FROM applications WHERE id = ?')
          .get(id);
        if (created === undefined) return [];
        const changes = sql
          .get<{ status: string; at: string }>(
            'SELECT status, at FROM application_status_changes WHERE application_id = ? ORDER BY rowid',
          )
          .all(id);
        return [
          { status: 'pending' as const, at: created.created_at },
          ...changes.map((change) => ({
            status: change.status as ApplicationStatus,
            at: change.at,
          })),
        ];
      }),

    countsByStatus: (positionId) =>
      run(() => {
        const counts = zeroStatusCounts();
        const rows = sql
          .get<{ status: string; count: number }>(
            'SELECT status, COUNT(*) AS count FROM applications WHERE position_id = ? GROUP BY status',
          )
          .all(positionId);
        for (const row of rows) counts[row.status as ApplicationStatus] = row.count;
        return counts;
      }),

    countsByStatusForChurch: (churchProfileId) =>
      run(() => {
        // The LEFT JOIN keeps positions without applications: one row with a null status.
        const rows = sql
          .get<{ position_id: string; status: string | null; count: number }>(
            `SELECT p.id AS position_id, a.status, COUNT(a.id) AS count
             FROM positions p LEFT JOIN applications a ON a.position_id = p.id
             WHERE p.church_profile_id = ?
             GROUP BY p.id, a.status`,
          )
          .all(churchProfileId);
        const counts: Record<string, Record<ApplicationStatus, number>> = {};
        for (const row of rows) {
          const position = (counts[row.position_id] ??= zeroStatusCounts());
          if (row.status !== null) position[row.status as ApplicationStatus] = row.count;
        }
        return counts;
      }),

    addNote: (applicationId, note, at, id = randomUUID()) =>
      run(() => {
        try {
          // INSERT … SELECT: no row (and no foreign key error) when the application is absent.
          const row = sql
            .get<ApplicationNoteRow>(
              `INSERT INTO application_notes (id, application_id, author_id, text, created_at)
               SELECT @id, id, @authorId, @text, @at FROM applications WHERE id = @applicationId
               RETURNING *`,
            )
            .get({
              id,
              applicationId,
              authorId: note.authorId,
              text: note.text,
              at: at.toISOString(),
            });
          return row && toApplicationNote(row);
        } catch (error) {
          if (isConstraintError(error, 'SQLITE_CONSTRAINT_PRIMARYKEY'))
            throw new DuplicateIdError(id);
          throw error;
        }
      }),

    listNotes: (applicationId) =>
      run(() =>
        sql
          .get<ApplicationNoteRow>(
            'SELECT * FROM application_notes WHERE application_id = ? ORDER BY created_at, id',
          )
          .all(applicationId)
          .map(toApplicationNote),
      ),

    deleteNote: (applicationId, noteId) =>
      run(
        () =>
          sql
            .get('DELETE FROM application_notes WHERE id = ? AND application_id = ?')
            .run(noteId, applicationId).changes > 0,
      ),
  };
}
