// The outgoing mail queue on SQLite. A claim moves nextAttemptAt to the lease's end inside one
// IMMEDIATE transaction, so two senders never get the same message while the lease lasts. Sign-in
// mail is claimed first; a grouped notice joins its group's waiting message in an IMMEDIATE
// transaction too, so it either joins before a sender claims that message or starts a new one
// (docs/decisions/0029-mail-replies-and-order.md).
import { randomUUID } from 'node:crypto';
import type { MailDeletion, MailMessage, MailQueueRepository } from '../port';
import { queuedMailFields } from '../queued-mail';
import type { SqliteContext } from './context';
import { toMailMessage, type MailRow } from './rows';
import { run } from './run';

/** The mail queue repository of a SQLite store. */
export function sqliteMail(ctx: SqliteContext): MailQueueRepository {
  const { statements: sql } = ctx;

  /** Records that the message carries these records' personal data (docs/decisions/0030-erasure.md). */
  const nameRecords = (mailId: string, about: readonly string[] | undefined): void => {
    const link = sql.get('INSERT OR IGNORE INTO mail_about (record_id, mail_id) VALUES (?, ?)');
    for (const recordId of about ?? []) link.run(recordId, mailId);
  };

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
    about?: readonly string[] | undefined;
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
    nameRecords(row.id, values.about);
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
          ...queuedMailFields({ ...message, ...body }),
          due: group.until.toISOString(),
          groupKey: group.key,
          groupItems: JSON.stringify([group.item]),
          about: message.about,
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
      // The message now also carries the joining notice's records: erasing one of them deletes it.
      nameRecords(waiting.id, message.about);
      return toMailMessage(row);
    },
  );

  const enqueue = ctx.db.transaction((message: Parameters<MailQueueRepository['enqueue']>[0]) =>
    insert({
      ...queuedMailFields(message),
      due: ctx.now().toISOString(),
      groupKey: null,
      groupItems: null,
      about: message.about,
    }),
  );

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
