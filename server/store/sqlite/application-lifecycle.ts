// How applications leave on SQLite: a student withdrawing one, the daily summary taking them out of
// its queue, and retention deleting those of long-closed positions. Deleting an application
// cascades (ON DELETE CASCADE) to its status history and notes in the same statement.
import type { ApplicationRepository, DigestItem } from '../port';
import { DIGEST_ITEM_KEYS } from '../record-fields';
import { fieldsOfRow, type ColumnsOf } from './columns';
import type { SqliteContext } from './context';
import { run } from './run';

/** The part of the applications repository this file implements. */
export type ApplicationLifecycle = Pick<
  ApplicationRepository,
  'delete' | 'awaitingDigest' | 'markDigested' | 'deleteOfPositionsClosedBefore'
>;

function toDigestItem(row: ColumnsOf<DigestItem>): DigestItem {
  return fieldsOfRow(DIGEST_ITEM_KEYS, row);
}

/** Withdrawal, the daily summary's queue and retention on a SQLite store. */
export function sqliteApplicationLifecycle(ctx: SqliteContext): ApplicationLifecycle {
  const { statements: sql } = ctx;

  const markDigested = ctx.db.transaction((ids: readonly string[]) => {
    const mark = sql.get('UPDATE applications SET in_digest = 0 WHERE id = ? AND in_digest = 1');
    for (const id of ids) mark.run(id);
  });

  return {
    delete: (id) =>
      run(() => {
        const row = sql
          .get<{ resume_url: string | null }>(
            'DELETE FROM applications WHERE id = ? RETURNING resume_url',
          )
          .get(id);
        return row && { resumeUrl: row.resume_url };
      }),

    awaitingDigest: (before) =>
      run(() =>
        sql
          .get<ColumnsOf<DigestItem>>(
            `SELECT a.id AS application_id, a.student_name, a.created_at, p.id AS position_id,
               p.title AS position_title, p.contact_email AS position_contact_email,
               c.id AS church_profile_id, c.user_id AS church_user_id, c.church_name
             FROM applications a
               JOIN positions p ON p.id = a.position_id
               JOIN church_profiles c ON c.id = p.church_profile_id
             WHERE a.in_digest = 1 AND a.created_at < ? AND c.application_emails = 'daily'
             ORDER BY a.created_at, a.rowid`,
          )
          .all(before.toISOString())
          .map(toDigestItem),
      ),

    markDigested: (ids) =>
      run(() => {
        if (ids.length > 0) markDigested.immediate(ids);
      }),

    deleteOfPositionsClosedBefore: (closedBefore) =>
      run(() => {
        // One statement: what it reports is exactly what it deleted. Every closed position has
        // closed_at (migration 5 filled in the older ones), so positions_closed finds them.
        const rows = sql
          .get<{ id: string; resume_url: string | null }>(
            `DELETE FROM applications WHERE position_id IN (
               SELECT id FROM positions WHERE status = 'closed' AND closed_at < ?)
             RETURNING id, resume_url`,
          )
          .all(closedBefore.toISOString());
        return {
          applicationIds: rows.map((row) => row.id),
          resumeUrls: rows.flatMap((row) => (row.resume_url === null ? [] : [row.resume_url])),
        };
      }),
  };
}
