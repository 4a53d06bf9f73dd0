// The church's review writes from its screens: a status change, a decline (with or without the
// e-mail), a note added or deleted. Each goes through the outbox like the church's other edits:
// sent at once when the server answers, else kept on this device and shown pending until it is
// sent; a refusal is said with the server's message and nothing is left waiting.
import { APPLICATION_STATUS_LABELS } from '../../../../shared/constants';
import type {
  ApplicationNote,
  ApplicationStatus,
  ReviewedApplication,
} from '../../../../shared/types';
import type { ChurchAnswer } from '../../../offline/church-cache';
import type { ReviewOperation } from '../../../offline/church-queue';
import type { ReviewTarget } from '../../../offline/outbox-db';
import { showFailure } from '../../../ui/toast-outcome';
import { sendAndTell, type WriteResult, type WriteTexts } from '../offline/send-and-tell';
import { discardChurchWrite } from '../offline/use-church-outbox';

/** The application a write is about, as the outbox keeps it. */
export type { ReviewTarget } from '../../../offline/outbox-db';

/** The server's answer to a review write, as the kept copies take it before the screens read again. */
function answerOf(operation: ReviewOperation, body: unknown): ChurchAnswer | undefined {
  if (!body || typeof body !== 'object') return undefined;
  if (operation.kind === 'application-status') return { application: body as ReviewedApplication };
  if (operation.kind === 'application-note') return { noteAdded: body as ApplicationNote };
  if (operation.kind === 'application-note-delete') return { noteDeleted: operation };
  return undefined;
}

/** Sends one review write and tells the church what became of it (send-and-tell.ts). */
function sendReview(operation: ReviewOperation, texts: WriteTexts): Promise<WriteResult> {
  return sendAndTell(operation, texts, (body) => answerOf(operation, body));
}

/** Moves the application to `status` (not Declined: that is declineApplication). */
export function changeStatus(
  target: ReviewTarget,
  status: ApplicationStatus,
  online: boolean,
): Promise<WriteResult> {
  return sendReview(
    { kind: 'application-status', status, ...target },
    {
      delivered: {
        title: 'Status updated',
        description: `${target.studentName} is now ${APPLICATION_STATUS_LABELS[status]}.`,
      },
      failure: 'The status was not changed.',
      online,
    },
  );
}

/**
 * Declines the application, then (when `message` is given: the church chose to) queues the
 * e-mail to the student behind it, so the server has the status before the message. A status
 * change that fails sends no e-mail. With a message, the answer is the e-mail's: when the server
 * refuses it (already sent, the church's hourly cap) the dialog stays open with the church's text.
 */
export async function declineApplication(
  target: ReviewTarget,
  message: string | null,
  online: boolean,
): Promise<WriteResult> {
  const declined = await sendReview(
    { kind: 'application-status', status: 'declined', ...target },
    {
      delivered: message
        ? undefined
        : {
            title: 'Application declined',
            description: `${target.studentName} is now Declined. No e-mail was sent.`,
          },
      failure: 'The application was not declined.',
      online,
    },
  );
  if (declined.type === 'failed' || !message) return declined;
  const kept = declined.outcome.type !== 'delivered';
  const sent = await sendReview(
    { kind: 'decline-message', message, ...target },
    {
      // When the status change itself waits, its toast already said so.
      delivered: kept
        ? undefined
        : {
            title: 'Application declined',
            description: `Your e-mail to ${target.studentName} is on its way.`,
          },
      failure: 'The application is declined, but the e-mail was not sent.',
      online,
    },
  );
  return sent;
}

/** Adds a private note. */
export function addNote(target: ReviewTarget, text: string, online: boolean) {
  return sendReview(
    { kind: 'application-note', text, ...target },
    { failure: 'The note was not saved.', online },
  );
}

/** Deletes a private note the server has. */
export function deleteNote(target: ReviewTarget, noteId: string, online: boolean) {
  return sendReview(
    { kind: 'application-note-delete', noteId, ...target },
    {
      delivered: { title: 'Note deleted', description: 'The note is deleted.' },
      failure: 'The note was not deleted.',
      online,
    },
  );
}

/** Takes back a write not sent yet (a note added or a deletion, on this device). */
export async function takeBack(entryId: string, what: string): Promise<void> {
  try {
    await discardChurchWrite(entryId);
  } catch (error) {
    console.warn('Could not take the change back:', error);
    showFailure(`${what} could not be taken back. Please try again.`);
  }
}
