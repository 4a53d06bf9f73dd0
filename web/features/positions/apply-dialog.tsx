// The apply dialog: the apply form (apply-form.tsx) in a dialog that
// cannot be closed half-way through sending. Loaded lazily by apply-panel.tsx. A second application
// to a position from this device (sent, or waiting to send) is asked about first, in the same dialog.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useSelector } from '@tanstack/react-form';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { dialogStyles } from '../../ui/confirm-dialog';
import { ApplyForm } from './apply-form';
import { useApplyForm } from './use-apply-form';

const close = css({
  position: 'absolute',
  top: '3',
  right: '3',
  p: '2',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg' },
});

/** The dialog; stays mounted once opened, so what the student typed survives Cancel. */
export default function ApplyDialog({
  open,
  onOpenChange,
  positionId,
  positionTitle,
  churchName,
  askFirst,
  onConfirmed,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  positionId: string;
  positionTitle: string;
  churchName: string | null;
  /** The question about this device's earlier application, asked before the form (null: none). */
  askFirst: string | null;
  /** The student chose to send another application. */
  onConfirmed: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const { form, resume, setResume, resumeKey, refusal, remember, changeRemember } = useApplyForm({
    positionId,
    positionTitle,
    churchName,
    onSent: () => onOpenChange(false),
  });
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  // Once the student chose to apply again, the question's button is gone: the form's first field
  // takes the focus.
  const formContent = useRef<HTMLDivElement>(null);
  const asked = useRef(askFirst !== null);
  useEffect(() => {
    if (asked.current && askFirst === null) {
      formContent.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
    }
    asked.current = askFirst !== null;
  }, [askFirst]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      finalFocusEl={returnFocusTo}
      // No closing half-way through sending.
      closeOnEscape={!submitting}
      closeOnInteractOutside={!submitting}
    >
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          {askFirst !== null ? (
            <Dialog.Content className={dialogStyles.content}>
              <Dialog.Title className={dialogStyles.title}>Apply again?</Dialog.Title>
              <Dialog.Description className={dialogStyles.description}>
                {askFirst}
              </Dialog.Description>
              <div className={dialogStyles.actions}>
                <Dialog.CloseTrigger className={button({ variant: 'outline' })}>
                  Cancel
                </Dialog.CloseTrigger>
                <button type="button" className={button()} onClick={onConfirmed}>
                  Send another application
                </button>
              </div>
            </Dialog.Content>
          ) : (
            <Dialog.Content
              ref={formContent}
              className={cx(dialogStyles.content, css({ position: 'relative' }))}
            >
              <Dialog.Title className={cx(dialogStyles.title, css({ pr: '8' }))}>
                Apply for {positionTitle}
              </Dialog.Title>
              <Dialog.Description className={dialogStyles.description}>
                {churchName ? `${churchName} will receive your application. ` : null}
                No account required - apply directly.
              </Dialog.Description>
              <Dialog.CloseTrigger className={close} aria-label="Close" disabled={submitting}>
                <X size={18} aria-hidden />
              </Dialog.CloseTrigger>
              <ApplyForm
                form={form}
                resumeKey={resumeKey}
                resumeUploading={resume.uploading}
                refusal={refusal}
                onResumeChange={setResume}
                onCancel={() => onOpenChange(false)}
                remember={remember}
                onRememberChange={changeRemember}
              />
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
