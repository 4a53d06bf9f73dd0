// Closing a position (decision 0024): the church says why, 'Filled' or 'No longer hiring'. The
// position leaves the job board and takes no more applications; the ones it has are kept, and it
// can be reopened. Opened from the position's page and from its dashboard card.
import { Dialog } from '@ark-ui/react/dialog';
import { revalidateLogic } from '@tanstack/react-form';
import * as v from 'valibot';
import { CHURCH_CLOSE_REASONS, CLOSE_REASON_LABELS } from '../../../../shared/constants';
import { closePositionInputSchema } from '../../../../shared/schemas/position';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useOnline } from '../../../lib/online-status';
import { dialogStyles } from '../../../ui/confirm-dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useAppForm } from '../../../ui/form/form-kit';
import { closePosition, type PositionTarget } from './position-writes';

const REASON_OPTIONS = CHURCH_CLOSE_REASONS.map((value) => ({
  value,
  label: CLOSE_REASON_LABELS[value],
}));

/** The close form's values: no reason until the church chooses one. */
type CloseValues = v.InferInput<typeof closePositionInputSchema>;

function CloseForm({ target, onDone }: { target: PositionTarget; onDone: () => void }) {
  const online = useOnline();
  const form = useAppForm({
    // Nothing chosen: the church picks a reason on purpose (the schema says so if it does not).
    defaultValues: { reason: undefined } as unknown as CloseValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: closePositionInputSchema },
    onSubmit: async ({ value }) => {
      const result = await closePosition(target, value.reason, online);
      if (result.type === 'kept') onDone();
    },
  });
  return (
    <form.AppForm>
      <form.Form className={css({ display: 'grid', gap: '4', mt: '4' })}>
        <form.AppField name="reason">
          {(field) => (
            <field.RadioGroupField label="Why are you closing it?" options={REASON_OPTIONS} />
          )}
        </form.AppField>
        <div className={dialogStyles.actions}>
          <Dialog.CloseTrigger className={button({ variant: 'outline' })}>
            Cancel
          </Dialog.CloseTrigger>
          <form.SubmitButton label="Close Position" pendingLabel="Closing..." />
        </div>
      </form.Form>
    </form.AppForm>
  );
}

/** The dialog; the screen opens it. */
export function ClosePositionDialog({
  open,
  onOpenChange,
  target,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: PositionTarget;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={`Close “${target.title}”?`}
      description="Students will no longer see it or be able to apply. Its applications are kept, and you can reopen it later."
    >
      <CloseForm target={target} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
