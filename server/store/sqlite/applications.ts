// Student applications on SQLite. They never appear in the public list, so they do not bump its version.
import { randomUUID } from 'node:crypto';
import { DuplicateIdError, type ApplicationRepository } from '../port';
import type { SqliteContext } from './context';
import { isConstraintError } from './errors';
import { toApplication, type ApplicationRow } from './rows';
import { run } from './run';

/** The applications repository of a SQLite store. */
export function sqliteApplications(ctx: SqliteContext): ApplicationRepository {
  const { statements: sql } = ctx;
  return {
    create: (positionId, data, id) =>
      run(() => {
        const applicationId = id ?? randomUUID();
        try {
          const row = sql
            .get<ApplicationRow>(
              `INSERT INTO applications (id, position_id, student_name, student_email, student_phone,
                 student_major, graduation_year, available_start_date, resume_url, cover_letter, status,
                 created_at, updated_at)
               VALUES (@id, @positionId, @studentName, @studentEmail, @studentPhone, @studentMajor,
                 @graduationYear, @availableStartDate, @resumeUrl, @coverLetter, 'pending', @now, @now)
               RETURNING *`,
            )
            .get({
              id: applicationId,
              positionId,
              studentName: data.studentName,
              studentEmail: data.studentEmail,
              studentPhone: data.studentPhone,
              studentMajor: data.studentMajor,
              graduationYear: data.graduationYear,
              availableStartDate: data.availableStartDate,
              resumeUrl: data.resumeUrl,
              coverLetter: data.coverLetter,
              now: ctx.now().toISOString(),
            });
          if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
          return toApplication(row);
        } catch (error) {
          if (isConstraintError(error, 'SQLITE_CONSTRAINT_PRIMARYKEY'))
            throw new DuplicateIdError(applicationId);
          throw error;
        }
      }),

    findById: (id) =>
      run(() => {
        const row = sql.get<ApplicationRow>('SELECT * FROM applications WHERE id = ?').get(id);
        return row && toApplication(row);
      }),

    listByPosition: (positionId) =>
      run(() =>
        sql
          .get<ApplicationRow>(
            'SELECT * FROM applications WHERE position_id = ? ORDER BY created_at DESC, rowid DESC',
          )
          .all(positionId)
          .map(toApplication),
      ),

    findByResumeUrl: (resumeUrl) =>
      run(() => {
        const row = sql
          .get<ApplicationRow>('SELECT * FROM applications WHERE resume_url = ? LIMIT 1')
          .get(resumeUrl);
        return row && toApplication(row);
      }),
  };
}
