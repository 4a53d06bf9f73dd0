// Declining an application: the dialog offers an e-mail to the student, prefilled from
// the church's template with the name, the position and the church filled in, and editable.
// Sending it is the church's choice: 'Decline and send e-mail' or 'Decline without e-mail'. An
// e-mail the server refuses (already sent, the hourly cap) leaves the dialog open with the text.
import { Dialog } from '@ark-ui/react/dialog';
import { revalidateLogic } from '@tanstack/react-form';
import { useState } from 'react';
import {
  DECLINE_MESSAGE_MAX_LENGTH,
  DECLINE_MESSAGES_PER_WINDOW,
} from '../../../../shared/constants';
import {
  declineMessageInputSchema,
  type DeclineMessageInput,
} from '../../../../shared/schemas/application-review';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useOnline } from '../../../lib/online-status';
import { dialogStyles } from '../../../ui/confirm-dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useAppForm } from '../../../ui/form/form-kit';
import { declineApplication, type ReviewTarget } from './review-actions';

const content = css({ maxWidth: '40rem' });
const formGrid = css({ display: 'grid', gap: '4', mt: '4' });

function DeclineForm({
  target,
  message,
  onDone,
}: {
  target: ReviewTarget;
  message: string;
  onDone: () => void;
}) {
  const online = useOnline();
  const [quietly, setQuietly] = useState(false);
  const defaultValues: DeclineMessageInput = { message };
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: declineMessageInputSchema },
    onSubmit: async ({ value }) => {
      const result = await declineApplication(target, value.message?.trim() ?? '', online);
      if (result.type === 'kept') onDone();
    },
  });

  async function declineQuietly() {
    setQuietly(true);
    try {
      const result = await declineApplication(target, null, online);
      if (result.type === 'kept') onDone();
    } finally {
      setQuietly(false);
    }
  }

  return (
    <form.AppForm>
      <form.Form className={formGrid}>
        <form.AppField name="message">
          {(field) => (
            <field.TextareaField
              label={`E-mail to ${target.studentName}`}
              hint={`Edit it as you like (up to ${DECLINE_MESSAGE_MAX_LENGTH} characters). It is sent only if you choose 'Decline and send e-mail', once to each applicant, with a note that your church wrote it. Your church can send up to ${DECLINE_MESSAGES_PER_WINDOW} such e-mails an hour.`}
              rows={10}
            />
          )}
        </form.AppField>
        <div className={dialogStyles.actions}>
          <Dialog.CloseTrigger className={button({ variant: 'ghost' })}>Cancel</Dialog.CloseTrigger>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            disabled={quietly}
            onClick={() => void declineQuietly()}
          >
            {quietly ? 'Declining...' : 'Decline without e-mail'}
          </button>
          <form.SubmitButton
            label="Decline and send e-mail"
            pendingLabel="Declining..."
            disabled={quietly}
          />
        </div>
      </form.Form>
    </form.AppForm>
  );
}

/** The dialog, opened by the status control when the church chooses Declined. */
export function DeclineDialog({
  open,
  onOpenChange,
  target,
  message,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReviewTarget;
  /** The church's template, filled in for this applicant. */
  message: string;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className={content}
      title={`Decline ${target.studentName}?`}
      description={
        <>
          The application moves to Declined. You can send {target.studentName} an e-mail to let them
          know; their status page says &lsquo;Not selected&rsquo; either way.
        </>
      }
    >
      <DeclineForm target={target} message={message} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
