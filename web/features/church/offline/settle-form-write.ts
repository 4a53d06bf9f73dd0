// How a church form ends once its write was sent or queued: the same for the post-position and the
// profile form, apart from their texts.
import { redirectToSignIn } from '../../../lib/sign-in-redirect';
import { showToast } from '../../../ui/toast';
import { focusFirstInvalid } from '../../../ui/form/focus-first-invalid';
import type { SubmitOutcome } from '../../../offline/church-queue';
import type { OutboxEntry } from '../../../offline/outbox-db';
import { problemAsError } from '../../../offline/problem-error';
import { discardChurchWrite, queuedToast } from './use-church-outbox';

/** The spec's destructive 'Error' toast with the form's own failure text. */
export function showFailure(description: string): void {
  showToast({ title: 'Error', description, variant: 'destructive' });
}

/** What the form tells settleFormWrite about itself. */
export interface FormWriteContext {
  /** True when the form corrects a refused entry (which then stays listed if refused again). */
  correcting: boolean;
  online: boolean;
  /** The spec's failure text, e.g. 'Failed to save profile. Please try again.' */
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
export function isEditConflict(outcome: SubmitOutcome): boolean {
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
  outcome: SubmitOutcome,
  form: FormWriteContext,
  onDelivered: (body: unknown) => void,
): Promise<void> {
  switch (outcome.type) {
    case 'delivered':
      onDelivered(outcome.body);
      await form.done();
      return;
    case 'needs-sign-in':
      redirectToSignIn();
      return;
    case 'queued':
      showToast(queuedToast(form.online));
      await form.done();
      return;
    case 'rejected': {
      if (form.onConflict && isEditConflict(outcome)) {
        await form.onConflict(outcome.entry);
        return;
      }
      if (!form.correcting) await discardChurchWrite(outcome.entry.id);
      const refused = form.showServerErrors(problemAsError(outcome.problem));
      if (form.handleRefusal?.(refused)) return;
      if (Object.keys(refused).length > 0) focusFirstInvalid(form.element);
      showFailure(form.failure);
    }
  }
}
