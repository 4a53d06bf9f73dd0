// How a church form sends its write and ends once it was sent (tellOutcome): the same for the
// post-position, edit-position and profile forms, apart from their texts.
import type { AnyFormApi } from '@tanstack/react-form';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { ChurchEntry } from '../../../offline/church-queue';
import { focusFirstInvalid } from '../../../ui/form/focus-first-invalid';
import { serverFieldErrors, showServerFieldErrors } from '../../../ui/form/server-field-errors';
import type { OutboxEntry } from '../../../offline/outbox-db';
import type { WriteOutcome } from '../../../offline/outbox-submit';
import { showFailure, tellOutcome } from '../../../ui/toast-outcome';
import { discardChurchWrite } from './use-church-outbox';

/** What the form tells settleFormWrite about itself. */
export interface FormWriteContext {
  /** True when the form corrects a refused entry (which then stays listed if refused again). */
  correcting: boolean;
  online: boolean;
  /** The failure text, e.g. 'Failed to save profile. Please try again.' */
  failure: string;
  element: HTMLFormElement | null;
  /** The form the server's field messages go under. */
  fields: AnyFormApi;
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
 * Sends the form's write with `send` (sendChurchWrite), then: delivered, `onDelivered` (the success
 * toast and cache) and back. Session ended: the sign-in redirect, the write stays queued. Queued:
 * the "saved on this device" toast and back. Edited meanwhile (412): kept, and both versions shown.
 * Refused otherwise: the messages under their fields and the failure toast; a new write is not
 * kept. A write the device could not store (or a file it could not read) gets the failure toast.
 */
export async function settleFormWrite(
  send: () => Promise<WriteOutcome>,
  form: FormWriteContext,
  onDelivered: (body: unknown) => void,
): Promise<void> {
  try {
    await tellFormOutcome(await send(), form, onDelivered);
  } catch (error) {
    console.warn('Could not store the change:', error);
    showFailure(form.failure);
  }
}

async function tellFormOutcome(
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
      const error = ApiError.fromProblem(failed.problem);
      showServerFieldErrors(form.fields, error);
      const refused = serverFieldErrors(error);
      if (form.handleRefusal?.(refused)) return undefined;
      if (Object.keys(refused).length > 0) focusFirstInvalid(form.element);
      return form.failure;
    },
  });
}

/** What the server refused of the entry being corrected, under its fields, until they are edited. */
export function useRefusalUnderFields(form: AnyFormApi, correcting: ChurchEntry | undefined): void {
  useEffect(() => {
    const refusal = ApiError.fromProblem(correcting?.lastProblem);
    if (refusal) showServerFieldErrors(form, refusal);
  }, [correcting, form]);
}
