// One church write from a button (a status change, a note, closing or duplicating a position):
// queued and tried at once like every church edit, then the church is told what became of it:
// applied, kept on this device to be sent, or refused with the server's reason, in which case
// nothing is left waiting in the list of changes.
import { redirectToSignIn } from '../../../lib/sign-in-redirect';
import type { ChurchOperation, SubmitOutcome } from '../../../offline/church-queue';
import { showToast, type ToastMessage } from '../../../ui/toast';
import { discardChurchWrite, queuedToast, sendChurchWrite } from './use-church-outbox';

/** What became of a write, as the screen that made it needs to know. */
export type WriteResult =
  /** Applied, or kept on this device to be sent: the screen shows it. */
  | { type: 'kept'; outcome: SubmitOutcome }
  /** Refused by the server (its message was shown) or not stored: nothing changed. */
  | { type: 'failed'; outcome?: SubmitOutcome };

/** What the church is told: `delivered` once applied (none when undefined), `failure` if not. */
export interface WriteTexts {
  delivered?: ToastMessage | ((body: unknown) => ToastMessage | undefined);
  /** The first words of the failure toast; the server's reason follows. */
  failure: string;
  online: boolean;
}

/** The spec's destructive 'Error' toast. */
export function showError(description: string): void {
  showToast({ title: 'Error', description, variant: 'destructive' });
}

/** Queues the write and tries it now; undefined when this device could not store it. */
async function send(operation: ChurchOperation): Promise<SubmitOutcome | undefined> {
  try {
    return await sendChurchWrite(operation);
  } catch (error) {
    console.warn('Could not store the change:', error);
    return undefined;
  }
}

/**
 * Sends one write and tells the church: applied, `texts.delivered`; kept for later, the 'Saved on
 * this device' toast; refused, `texts.failure` and the server's reason. `settle` takes the
 * server's answer in before the screens read it again.
 */
export async function sendAndTell(
  operation: ChurchOperation,
  texts: WriteTexts,
  settle?: (outcome: SubmitOutcome) => void,
): Promise<WriteResult> {
  const outcome = await send(operation);
  if (!outcome) {
    showError(`${texts.failure} Please try again.`);
    return { type: 'failed' };
  }
  settle?.(outcome);
  switch (outcome.type) {
    case 'delivered': {
      const told =
        typeof texts.delivered === 'function' ? texts.delivered(outcome.body) : texts.delivered;
      if (told) showToast(told);
      return { type: 'kept', outcome };
    }
    case 'queued':
      showToast(queuedToast(texts.online));
      return { type: 'kept', outcome };
    case 'needs-sign-in':
      // Kept, and sent once the church has signed in again.
      redirectToSignIn();
      return { type: 'kept', outcome };
    case 'rejected':
      // Told here: nothing is left waiting in the list of changes.
      await discardChurchWrite(outcome.entry.id).catch(() => undefined);
      showError(`${texts.failure} ${outcome.problem.message}`);
      return { type: 'failed', outcome };
  }
}
