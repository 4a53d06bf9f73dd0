// What both stores keep of a message put on the mail queue, so they rank and address it alike.
import type { NewMailMessage } from './port';

/**
 * The message's own fields as the queue stores them: no Reply-To is null, and sign-in mail ranks
 * above notices so a sender claims it first (docs/decisions/0029-mail-replies-and-order.md).
 */
export function queuedMailFields(message: NewMailMessage) {
  return {
    to: message.to,
    replyTo: message.replyTo ?? null,
    rank: message.priority === 'sign-in' ? 1 : 0,
    subject: message.subject,
    text: message.text,
    html: message.html,
  };
}
