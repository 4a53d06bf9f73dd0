// The Mailer the services use: it only writes the message into the store's queue, so a slow or
// broken mail server never fails, delays or loses the request that wanted to send (the worker sends).
// Grouped notices wait NOTICE_GROUP_HOLD_MS for the others of their group
// (docs/decisions/0029-mail-replies-and-order.md).
import type { Logger, Mailer, OutgoingMail } from '../deps';
import type { Store } from '../store/port';

/** How long a sent message (its recipient and subject) is kept (docs/decisions/0030-erasure.md). */
export const SENT_MAIL_RETENTION_DAYS = 30;

/**
 * How long a grouped notice waits for others of its group: an admin approving a church's
 * positions one after the other within it sends the church one e-mail, not one each.
 */
export const NOTICE_GROUP_HOLD_MS = 2 * 60_000;

/** A Mailer that enqueues into store.mail; sending is the mail worker's job. */
export function createQueuedMailer(
  store: Pick<Store, 'mail'>,
  now: () => Date = () => new Date(),
): Mailer {
  return {
    async send(message) {
      const head = {
        to: message.to,
        replyTo: message.replyTo ?? null,
        priority: message.priority ?? 'notice',
        ...(message.about ? { about: message.about } : {}),
      };
      if (message.group) {
        await store.mail.enqueueGrouped(head, {
          ...message.group,
          until: new Date(now().getTime() + NOTICE_GROUP_HOLD_MS),
        });
        return;
      }
      await store.mail.enqueue({
        ...head,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}

/**
 * Queues a message that must never fail the request that wants it (a stored application stays
 * stored): a failure to enqueue is logged, with `context` and the subject, never the recipient.
 * Returns whether the message was queued.
 */
export async function queueWithoutFailing(
  deps: { mailer: Mailer; log: Logger },
  content: OutgoingMail,
  context: Record<string, unknown>,
): Promise<boolean> {
  try {
    await deps.mailer.send(content);
    return true;
  } catch (error) {
    deps.log.error({
      msg: 'could not queue mail',
      ...context,
      subject: content.subject,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
