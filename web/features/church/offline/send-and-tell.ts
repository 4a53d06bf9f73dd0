// One church write from a button (a status change, a note, closing or duplicating a position):
// sent like every write, then the church is told what became of it: applied, kept on this device
// to be sent, or refused with the server's reason, in which case nothing is left waiting in the
// list of changes.
import type { ChurchAnswer } from '../../../offline/church-cache';
import type { ChurchOperation } from '../../../offline/church-queue';
import type { WriteOutcome } from '../../../offline/outbox-submit';
import { showToast, type ToastMessage } from '../../../ui/toast';
import { tellOutcome } from '../../../ui/toast-outcome';
import { discardChurchWrite, sendChurchWrite } from './use-church-outbox';
import { refreshChurchReads } from './use-church-sync';

/** What became of a write: applied or kept to be sent ('kept'), else refused or not stored. */
export interface WriteResult {
  type: 'kept' | 'failed';
  outcome: WriteOutcome;
}

/** What the church is told: `delivered` once applied (none when undefined), `failure` if not. */
export interface WriteTexts {
  delivered?: ToastMessage | ((body: unknown) => ToastMessage | undefined);
  /** The first words of the failure toast; the server's reason follows. */
  failure: string;
  online: boolean;
}

/**
 * Sends one write and tells the church: applied, the screens read again (with the server's answer,
 * `answerOf`, kept first) and `texts.delivered`; kept for later, the 'Saved on this device' toast;
 * refused, `texts.failure` and the server's reason.
 */
export async function sendAndTell(
  operation: ChurchOperation,
  texts: WriteTexts,
  answerOf: (body: unknown) => ChurchAnswer | undefined = () => undefined,
): Promise<WriteResult> {
  const outcome = await sendChurchWrite(operation);
  const kept = await tellOutcome(outcome, {
    online: texts.online,
    delivered: (body) => {
      refreshChurchReads(answerOf(body));
      const told = typeof texts.delivered === 'function' ? texts.delivered(body) : texts.delivered;
      if (told) showToast(told);
    },
    failed: async (failed) => {
      if (failed.type === 'not-stored') return `${texts.failure} Please try again.`;
      // Told here: nothing is left waiting in the list of changes.
      await discardChurchWrite(failed.entry.id).catch(() => undefined);
      return `${texts.failure} ${failed.problem.message}`;
    },
  });
  return { type: kept ? 'kept' : 'failed', outcome };
}
