// The outgoing mail queue on SQLite. A claim moves nextAttemptAt to the lease's end inside one
// IMMEDIATE transaction, so two senders never get the same message while the lease lasts.
import { randomUUID } from 'node:crypto';
import type { MailMessage, MailQueueRepository } from '../port';
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

  return {
    enqueue: (message) =>
      run(() => {
        const now = ctx.now().toISOString();
        const row = sql
          .get<MailRow>(
            `INSERT INTO mail_queue (id, to_address, subject, text, html, attempts, next_attempt_at, created_at)
             VALUES (?, ?, ?, ?, ?, 0, ?, ?) RETURNING *`,
          )
          .get(randomUUID(), message.to, message.subject, message.text, message.html, now, now);
        if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
        return toMailMessage(row);
      }),

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
