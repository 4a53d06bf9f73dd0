// The Mailer the services use: it only writes the message into the store's queue, so a slow or
// broken mail server never fails, delays or loses the request that wanted to send (the worker sends).
import type { Mailer } from '../deps';
import type { Store } from '../store/port';

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
      });
    },
  };
}
