// The Mailer the services use: it only writes the message into the store's queue, so a slow or
// broken mail server never fails, delays or loses the request that wanted to send (the worker sends).
import type { Logger, Mailer } from '../deps';
import type { Store } from '../store/port';

/** How long a sent message (its recipient and subject) is kept (docs/decisions/0030-erasure.md). */
export const SENT_MAIL_RETENTION_DAYS = 30;

/**
 * A Mailer that enqueues into store.mail; sending is the mail worker's job. The clock parameter is
 * accepted for symmetry with the other services but unused: the store stamps queue times itself.
 */
export function createQueuedMailer(store: Pick<Store, 'mail'>, _now?: () => Date): Mailer {
  return {
    async send(message) {
      await store.mail.enqueue({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        ...(message.about === undefined ? {} : { about: message.about }),
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
  content: Parameters<Mailer['send']>[0],
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
