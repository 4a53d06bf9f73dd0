// The outgoing mail queue on SQLite. A claim moves nextAttemptAt to the lease's end inside one
// IMMEDIATE transaction, so two senders never get the same message while the lease lasts. Sign-in
// mail is claimed first; a grouped notice joins its group's waiting message in an IMMEDIATE
// transaction too, so it either joins before a sender claims that message or starts a new one
// (docs/decisions/0029-mail-replies-and-order.md).
import { randomUUID } from 'node:crypto';
import type { MailMessage, MailPriority, MailQueueRepository } from '../port';
import type { SqliteContext } from './context';
import { toMailMessage, type MailRow } from './rows';
import { run } from './run';

const rankOf = (priority: MailPriority | undefined): number => (priority === 'sign-in' ? 1 : 0);

/** The mail queue repository of a SQLite store. */
export function sqliteMail(ctx: SqliteContext): MailQueueRepository {
  const { statements: sql } = ctx;

  const insert = (values: {
    to: string;
    replyTo: string | null;
    rank: number;
    subject: string;
    text: string;
    html: string | null;
    due: string;
    groupKey: string | null;
    groupItems: string | null;
  }): MailMessage => {
    const row = sql
      .get<MailRow>(
        `INSERT INTO mail_queue (id, to_address, reply_to, priority_rank, subject, text, html,
           attempts, next_attempt_at, created_at, group_key, group_items)
         VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        randomUUID(),
        values.to,
        values.replyTo,
        values.rank,
        values.subject,
        values.text,
        values.html,
        values.due,
        ctx.now().toISOString(),
        values.groupKey,
        values.groupItems,
      );
    if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
    return toMailMessage(row);
  };

  const claimDue = ctx.db.transaction(
    (now: string, leaseUntil: string, limit: number): MailMessage[] => {
      const ids = sql
        .get<string>(
          `SELECT id FROM mail_queue WHERE sent_at IS NULL AND next_attempt_at <= ?
         ORDER BY priority_rank DESC, next_attempt_at, created_at LIMIT ?`,
        )
        .pluck()
        .all(now, limit);
      // Claimed, a message is about to be sent as it is: it leaves its group.
      const lease = sql.get<MailRow>(
        'UPDATE mail_queue SET next_attempt_at = ?, group_key = NULL WHERE id = ? RETURNING *',
      );
      return ids.flatMap((id) => {
        const row = lease.get(leaseUntil, id);
        return row ? [toMailMessage(row)] : [];
      });
    },
  );

  const enqueueGrouped = ctx.db.transaction(
    (
      message: Parameters<MailQueueRepository['enqueueGrouped']>[0],
      group: Parameters<MailQueueRepository['enqueueGrouped']>[1],
    ): MailMessage => {
      const waiting = sql
        .get<Pick<MailRow, 'id' | 'group_items'>>(
          `SELECT id, group_items FROM mail_queue WHERE group_key = ? AND sent_at IS NULL
           ORDER BY created_at LIMIT 1`,
        )
        .get(group.key);
      if (waiting === undefined) {
        const body = group.compose([group.item]);
        return insert({
          to: message.to,
          replyTo: message.replyTo ?? null,
          rank: rankOf(message.priority),
          ...body,
          due: group.until.toISOString(),
          groupKey: group.key,
          groupItems: JSON.stringify([group.item]),
        });
      }
      const items = [...(JSON.parse(waiting.group_items ?? '[]') as string[]), group.item];
      const body = group.compose(items);
      const row = sql
        .get<MailRow>(
          `UPDATE mail_queue SET subject = ?, text = ?, html = ?, group_items = ? WHERE id = ?
           RETURNING *`,
        )
        .get(body.subject, body.text, body.html, JSON.stringify(items), waiting.id);
      if (row === undefined) throw new Error('UPDATE … RETURNING returned no row');
      return toMailMessage(row);
    },
  );

  return {
    enqueue: (message) =>
      run(() => {
        const now = ctx.now().toISOString();
        return insert({
          to: message.to,
          replyTo: message.replyTo ?? null,
          rank: rankOf(message.priority),
          subject: message.subject,
          text: message.text,
          html: message.html,
          due: now,
          groupKey: null,
          groupItems: null,
        });
      }),

    enqueueGrouped: (message, group) => run(() => enqueueGrouped.immediate(message, group)),

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
          .get(
            "UPDATE mail_queue SET sent_at = ?, text = '', html = NULL, group_items = NULL WHERE id = ?",
          )
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
