// The admins' audit log on SQLite. Entries name the admin and the position by value (id, e-mail,
// title), with no foreign keys, so they outlive both; retention deletes them by age.
import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry } from '../../../shared/types';
import { auditedFields } from '../audit-entry';
import type { AuditLogRepository } from '../port';
import type { SqliteContext } from './context';
import { run } from './run';

interface AuditRow {
  id: string;
  at: string;
  actor_id: string;
  actor_email: string;
  action: string;
  position_id: string | null;
  position_title: string | null;
  detail: string | null;
  version: number | null;
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action as AuditAction,
    positionId: row.position_id,
    positionTitle: row.position_title,
    detail: row.detail,
    version: row.version,
  };
}

/** Newest first; the id orders entries recorded in the same millisecond (by two servers). */
const NEWEST_FIRST = 'ORDER BY at DESC, id DESC LIMIT @limit';

/** The audit log repository of a SQLite store. */
export function sqliteAuditLog(ctx: SqliteContext): AuditLogRepository {
  const { statements: sql } = ctx;

  return {
    record: (entry) =>
      run(() => {
        const row = sql
          .get<AuditRow>(
            `INSERT INTO audit_log (id, at, actor_id, actor_email, action, position_id,
               position_title, detail, version)
             VALUES (@id, @at, @actorId, @actorEmail, @action, @positionId, @positionTitle, @detail,
               @version)
             RETURNING *`,
          )
          .get({
            id: randomUUID(),
            at: ctx.now().toISOString(),
            ...auditedFields(entry),
          });
        if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
        return toAuditEntry(row);
      }),

    list: (limit, before) =>
      run(() =>
        (before === undefined
          ? sql.get<AuditRow>(`SELECT * FROM audit_log ${NEWEST_FIRST}`).all({ limit })
          : sql
              .get<AuditRow>(`SELECT * FROM audit_log WHERE at < @before ${NEWEST_FIRST}`)
              .all({ limit, before: before.toISOString() })
        ).map(toAuditEntry),
      ),

    deleteBefore: (before) =>
      run(() => sql.get('DELETE FROM audit_log WHERE at < ?').run(before.toISOString()).changes),

    forgetActorEmail: (actorId, replacement) =>
      run(
        () =>
          sql
            .get('UPDATE audit_log SET actor_email = ? WHERE actor_id = ?')
            .run(replacement, actorId).changes,
      ),
  };
}
