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
import { redirectToSignIn } from '../../../lib/sign-in-redirect';
import type { ReviewOperation, SubmitOutcome } from '../../../offline/church-queue';
import type { ReviewTarget } from '../../../offline/outbox-db';
import { showToast, type ToastMessage } from '../../../ui/toast';
import { discardChurchWrite, queuedToast, sendChurchWrite } from '../offline/use-church-outbox';
import { settleApplication, settleNoteAdded, settleNoteDeleted } from './settled-reviews';

/** The application a write is about, as the outbox keeps it. */
export type { ReviewTarget } from '../../../offline/outbox-db';

/** What became of a write, as the screen that made it needs to know. */
export type ReviewResult =
  /** Applied, or kept on this device to be sent: the screen shows it. */
  | { type: 'kept'; outcome: SubmitOutcome }
  /** Refused by the server (its message was shown) or not stored: nothing changed. */
  | { type: 'failed'; outcome?: SubmitOutcome };

function showError(description: string): void {
  showToast({ title: 'Error', description, variant: 'destructive' });
}

/** Queues the write and tries it now; undefined when this device could not store it. */
async function send(operation: ReviewOperation): Promise<SubmitOutcome | undefined> {
  try {
    return await sendChurchWrite(operation);
  } catch (error) {
    console.warn('Could not store the change:', error);
    return undefined;
  }
}

/** Takes the server's answer in before the screens read it again. */
function settle(operation: ReviewOperation, outcome: SubmitOutcome): void {
  if (outcome.type !== 'delivered' || !outcome.body || typeof outcome.body !== 'object') return;
  if (operation.kind === 'application-status') {
    settleApplication(outcome.body as ReviewedApplication);
  } else if (operation.kind === 'application-note') {
    settleNoteAdded(outcome.body as ApplicationNote);
  } else if (operation.kind === 'application-note-delete') {
    settleNoteDeleted(operation.applicationId, operation.noteId);
  }
}

/**
 * Sends one write and says what became of it: `delivered` is the toast once applied (none when
 * undefined); kept for later, the 'Saved on this device' toast; refused, `failure` and the
 * server's reason.
 */
async function sendAndTell(
  operation: ReviewOperation,
  texts: { delivered?: ToastMessage; failure: string; online: boolean },
): Promise<ReviewResult> {
  const outcome = await send(operation);
  if (!outcome) {
    showError(`${texts.failure} Please try again.`);
    return { type: 'failed' };
  }
  settle(operation, outcome);
  switch (outcome.type) {
    case 'delivered':
      if (texts.delivered) showToast(texts.delivered);
      return { type: 'kept', outcome };
    case 'queued':
      showToast(queuedToast(texts.online));
      return { type: 'kept', outcome };
    case 'needs-sign-in':
      // Kept, and sent once the church has signed in again (spec section 8).
      redirectToSignIn();
      return { type: 'kept', outcome };
    case 'rejected':
      // Told here: nothing is left waiting in the list of changes.
      await discardChurchWrite(outcome.entry.id).catch(() => undefined);
      showError(`${texts.failure} ${outcome.problem.message}`);
      return { type: 'failed', outcome };
  }
}

/** Moves the application to `status` (not Declined: that is declineApplication). */
export function changeStatus(
  target: ReviewTarget,
  status: ApplicationStatus,
  online: boolean,
): Promise<ReviewResult> {
  return sendAndTell(
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
 * change that fails sends no e-mail.
 */
export async function declineApplication(
  target: ReviewTarget,
  message: string | null,
  online: boolean,
): Promise<ReviewResult> {
  const declined = await sendAndTell(
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
  const sent = await sendAndTell(
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
  return sent.type === 'kept' ? sent : declined;
}

/** Adds a private note. */
export function addNote(target: ReviewTarget, text: string, online: boolean) {
  return sendAndTell(
    { kind: 'application-note', text, ...target },
    { failure: 'The note was not saved.', online },
  );
}

/** Deletes a private note the server has. */
export function deleteNote(target: ReviewTarget, noteId: string, online: boolean) {
  return sendAndTell(
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
    showError(`${what} could not be taken back. Please try again.`);
  }
}
