// The admins' audit log on SQLite. Entries name the admin and the position by value (id, e-mail,
// title), with no foreign keys, so they outlive both; retention deletes them by age.
import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '../../../shared/types';
import type { AuditLogRepository } from '../port';
import { AUDIT_ENTRY_KEYS, NEW_AUDIT_ENTRY_KEYS, pick } from '../record-fields';
import { columnsSql, fieldsOfRow, type ColumnsOf } from './columns';
import type { SqliteContext } from './context';
import { run } from './run';

type AuditRow = ColumnsOf<AuditEntry>;

/** The INSERT's columns and values. */
const ENTRY = columnsSql(AUDIT_ENTRY_KEYS);

function toAuditEntry(row: AuditRow): AuditEntry {
  return fieldsOfRow(AUDIT_ENTRY_KEYS, row);
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
            `INSERT INTO audit_log (${ENTRY.columns}) VALUES (${ENTRY.values}) RETURNING *`,
          )
          .get({
            id: randomUUID(),
            at: ctx.now().toISOString(),
            ...pick(NEW_AUDIT_ENTRY_KEYS, entry),
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
