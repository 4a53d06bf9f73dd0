// The outgoing mail queue on SQLite. A claim moves nextAttemptAt to the lease's end inside one
// IMMEDIATE transaction, so two senders never get the same message while the lease lasts.
import { randomUUID } from 'node:crypto';
import type { MailDeletion, MailMessage, MailQueueRepository } from '../port';
import type { SqliteContext } from './context';
import { toMailMessage, type MailRow } from './rows';
import { run } from './run';

/** The mail queue repository of a SQLite store. */
export function sqliteMail(ctx: SqliteContext): MailQueueRepository {
  const { statements: sql } = ctx;

  const claimDue = ctx.db.transaction(
    (now: string, leaseUntil: string, limit: number): MailMessage[] => {
      const ids = sql
        .get<string>(
          `SELECT id FROM mail_queue WHERE sent_at IS NULL AND next_attempt_at <= ?
         ORDER BY next_attempt_at, created_at LIMIT ?`,
        )
        .pluck()
        .all(now, limit);
      const lease = sql.get<MailRow>(
        'UPDATE mail_queue SET next_attempt_at = ? WHERE id = ? RETURNING *',
      );
      return ids.flatMap((id) => {
        const row = lease.get(leaseUntil, id);
        return row ? [toMailMessage(row)] : [];
      });
    },
  );

  const enqueue = ctx.db.transaction((message: Parameters<MailQueueRepository['enqueue']>[0]) => {
    const now = ctx.now().toISOString();
    const row = sql
      .get<MailRow>(
        `INSERT INTO mail_queue (id, to_address, subject, text, html, attempts, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?) RETURNING *`,
      )
      .get(randomUUID(), message.to, message.subject, message.text, message.html, now, now);
    if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
    const about = sql.get('INSERT OR IGNORE INTO mail_about (record_id, mail_id) VALUES (?, ?)');
    for (const recordId of message.about ?? []) about.run(recordId, row.id);
    return toMailMessage(row);
  });

  // Links go with their message (ON DELETE CASCADE); a list travels as one JSON parameter so
  // each statement keeps one text (statements.ts).
  const deleteWhere = ctx.db.transaction((which: MailDeletion): number => {
    let deleted = 0;
    if (which.about !== undefined && which.about.length > 0) {
      deleted += sql
        .get(
          `DELETE FROM mail_queue WHERE id IN (SELECT mail_id FROM mail_about
             WHERE record_id IN (SELECT value FROM json_each(?)))`,
        )
        .run(JSON.stringify(which.about)).changes;
    }
    if (which.to !== undefined && which.to.length > 0) {
      deleted += sql
        .get(
          `DELETE FROM mail_queue
           WHERE lower(to_address) IN (SELECT lower(value) FROM json_each(?))
             AND NOT EXISTS (SELECT 1 FROM mail_about WHERE mail_id = mail_queue.id)`,
        )
        .run(JSON.stringify(which.to)).changes;
    }
    if (which.sentBefore !== undefined) {
      deleted += sql
        .get('DELETE FROM mail_queue WHERE sent_at IS NOT NULL AND sent_at < ?')
        .run(which.sentBefore.toISOString()).changes;
    }
    return deleted;
  });

  return {
    enqueue: (message) => run(() => enqueue.immediate(message)),

    deleteWhere: (which) => run(() => deleteWhere.immediate(which)),

    claimDue: (now, leaseUntil, limit) =>
      run(() =>
        claimDue.immediate(
          now.toISOString(),
          leaseUntil.toISOString(),
          Math.max(0, Math.floor(limit)),
        ),
      ),

    // A sent message is kept without its body: its links (verification, reset, status) must not
    // sit in the database once they are in the recipient's mailbox.
    markSent: (id, now) =>
      run(() => {
        sql
          .get("UPDATE mail_queue SET sent_at = ?, text = '', html = NULL WHERE id = ?")
          .run(now.toISOString(), id);
      }),

    // `attempts` counts failed sends, so the caller's backoff can grow with it.
    markFailed: (id, error, nextAttemptAt) =>
      run(() => {
        sql
          .get(
            'UPDATE mail_queue SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?',
          )
          .run(error, nextAttemptAt.toISOString(), id);
      }),
  };
}
