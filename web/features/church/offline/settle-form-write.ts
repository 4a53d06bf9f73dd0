// How a church form ends once its write was sent (tellOutcome): the same for the post-position and
// the profile form, apart from their texts.
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../ui/form/focus-first-invalid';
import type { OutboxEntry } from '../../../offline/outbox-db';
import type { WriteOutcome } from '../../../offline/outbox-submit';
import { tellOutcome } from '../../../ui/toast-outcome';
import { discardChurchWrite } from './use-church-outbox';

/** What the form tells settleFormWrite about itself. */
export interface FormWriteContext {
  /** True when the form corrects a refused entry (which then stays listed if refused again). */
  correcting: boolean;
  online: boolean;
  /** The failure text, e.g. 'Failed to save profile. Please try again.' */
  failure: string;
  element: HTMLFormElement | null;
  /** Puts the server's field messages under their fields and returns them. */
  showServerErrors: (error: unknown) => Partial<Record<string, string[]>>;
  /** Success, and a write kept for later, both leave the form (for the dashboard, the position). */
  done: () => Promise<unknown>;
  /** A refusal the form handles itself; returns true when it did. */
  handleRefusal?: (fieldErrors: Partial<Record<string, string[]>>) => boolean;
  /**
   * A 412 (edited meanwhile elsewhere): the refused entry is kept, with the current version, and
   * the form sets both side by side. Without it a 412 is a refusal like others.
   */
  onConflict?: (entry: OutboxEntry) => Promise<unknown>;
}

/** True when the server refused the write because the record moved on (412 with its current). */
export function isEditConflict(outcome: WriteOutcome): boolean {
  return (
    outcome.type === 'rejected' &&
    outcome.problem.status === 412 &&
    outcome.problem.current !== undefined
  );
}

/**
 * Delivered: `onDelivered` (the success toast and cache) and back. Session ended: the sign-in
 * redirect, the write stays queued. Queued: the "saved on this device" toast and back. Edited
 * meanwhile (412): kept, and both versions shown. Refused otherwise: the messages under their
 * fields and the failure toast; a new write is not kept.
 */
export async function settleFormWrite(
  outcome: WriteOutcome,
  form: FormWriteContext,
  onDelivered: (body: unknown) => void,
): Promise<void> {
  await tellOutcome(outcome, {
    online: form.online,
    delivered: onDelivered,
    done: form.done,
    failed: async (failed) => {
      if (failed.type === 'not-stored') return form.failure;
      if (form.onConflict && isEditConflict(failed)) {
        await form.onConflict(failed.entry);
        return undefined;
      }
      if (!form.correcting) await discardChurchWrite(failed.entry.id);
      const refused = form.showServerErrors(ApiError.fromProblem(failed.problem));
      if (form.handleRefusal?.(refused)) return undefined;
      if (Object.keys(refused).length > 0) focusFirstInvalid(form.element);
      return form.failure;
    },
  });
}
