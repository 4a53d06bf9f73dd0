// Declining a position or an edit (decision 0024): a reason from the college's list and a note
// in the admin's own words (required for 'Other'). The church reads both on its dashboard. The
// form checks with the server's own schema; a 400 puts the server's messages next to the fields.
import { Dialog } from '@ark-ui/react/dialog';
import { revalidateLogic } from '@tanstack/react-form';
import { X } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import {
  DECLINE_NOTE_MAX_LENGTH,
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
} from '../../../shared/constants';
import { declinePositionInputSchema } from '../../../shared/schemas/position';
import type { DeclineReason } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { dialogStyles } from '../../ui/confirm-dialog';
import { DialogFrame } from '../../ui/dialog-frame';
import { useAppForm } from '../../ui/form/form-kit';
import { showServerFieldErrors } from '../../ui/form/server-field-errors';
import { declinePosition, reportFailure } from './admin-actions';

const content = css({ maxWidth: '40rem' });
const formGrid = css({ display: 'grid', gap: '5', mt: '5' });
const srOnly = css({ srOnly: true });

const REASON_OPTIONS = DECLINE_REASONS.map((reason) => ({
  value: reason,
  label: DECLINE_REASON_LABELS[reason],
}));

/** The form's values: no reason is chosen for the admin. */
type DeclineValues = { reason: DeclineReason | undefined; note?: string | null };

function DeclineForm({ id, edit, onDone }: { id: string; edit: boolean; onDone: () => void }) {
  // `reason` is there, unset: a missing key would get valibot's generic message, not ours.
  const defaultValues: DeclineValues = { reason: undefined, note: '' };
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: declinePositionInputSchema },
    onSubmit: async ({ value, formApi }) => {
      // The schema's output: the note trimmed, an empty one null.
      const body = v.parse(declinePositionInputSchema, value);
      try {
        await declinePosition(id, body, edit);
        onDone();
      } catch (error) {
        if (showServerFieldErrors(formApi, error)) return;
        reportFailure(error, edit ? 'Failed to decline the edit' : 'Failed to decline position');
        onDone();
      }
    },
  });
  return (
    <form.AppForm>
      <form.Form className={formGrid}>
        <form.AppField name="reason">
          {(field) => <field.RadioGroupField label="Reason" options={REASON_OPTIONS} />}
        </form.AppField>
        <form.AppField name="note">
          {(field) => (
            <field.TextareaField
              label="Note to the church"
              hint={`Say what to change. Required when the reason is 'Other'; up to ${DECLINE_NOTE_MAX_LENGTH} characters.`}
              rows={4}
            />
          )}
        </form.AppField>
        <div className={dialogStyles.actions}>
          <Dialog.CloseTrigger className={button({ variant: 'outline' })}>
            Cancel
          </Dialog.CloseTrigger>
          <form.SubmitButton
            label={edit ? 'Decline edit' : 'Decline position'}
            pendingLabel="Declining..."
          />
        </div>
      </form.Form>
    </form.AppForm>
  );
}

/** 'Decline' (or 'Decline edit') and its dialog. */
export function DeclineButton({
  id,
  title,
  edit,
  disabled,
}: {
  id: string;
  title: string;
  /** Declines the waiting edit of a live position rather than a new position. */
  edit: boolean;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      title={edit ? 'Decline the edit?' : 'Decline this position?'}
      description={
        edit
          ? `The church sees your reason on its dashboard and can edit again. Students keep seeing the approved version of "${title}".`
          : `"${title}" stays hidden from students. The church sees your reason on its dashboard and can edit it and send it again.`
      }
      className={content}
      trigger={
        <Dialog.Trigger
          className={button({ variant: 'destructive', size: 'sm' })}
          disabled={disabled}
        >
          <X size={16} aria-hidden />
          {edit ? 'Decline edit' : 'Decline'}
          <span className={srOnly}> {title}</span>
        </Dialog.Trigger>
      }
    >
      <DeclineForm id={id} edit={edit} onDone={() => setOpen(false)} />
    </DialogFrame>
  );
}
