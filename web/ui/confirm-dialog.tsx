// A confirmation before something that cannot be undone (deleting a position, archiving).
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';

/** The backdrop and centred panel every dialog of the app uses. */
export const dialogStyles = {
  backdrop: css({ position: 'fixed', inset: '0', bg: 'rgba(9, 14, 22, 0.6)', zIndex: 'overlay' }),
  positioner: css({
    position: 'fixed',
    inset: '0',
    display: 'flex',
    alignItems: { base: 'flex-end', sm: 'center' },
    justifyContent: 'center',
    p: { base: '0', sm: '4' },
    zIndex: 'modal',
    overflowY: 'auto',
  }),
  content: css({
    bg: 'bg.card',
    color: 'fg',
    width: '100%',
    maxWidth: '32rem',
    maxHeight: { base: '100dvh', sm: 'calc(100dvh - 2rem)' },
    overflowY: 'auto',
    borderRadius: { base: 'lg lg 0 0', sm: 'lg' },
    boxShadow: 'xl',
    p: { base: '5', md: '6' },
  }),
  title: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  description: css({ color: 'fg.muted', mt: '2' }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    justifyContent: 'flex-end',
    gap: '2',
    mt: '6',
  }),
};

/**
 * "Are you sure?" with Cancel and a confirming action, opened by its own trigger button, or (no
 * `trigger`) by the screen through `open` (from a menu entry, after an action).
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = true,
  disabled = false,
  confirmDisabled = false,
  triggerVariant,
}: {
  /** The content of the button that opens the dialog. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
  disabled?: boolean;
  /** Nothing to confirm (the description says why): the dialog opens, its action does not. */
  confirmDisabled?: boolean;
  /** The trigger's look when it is not the confirming action's (an everyday action's outline). */
  triggerVariant?: 'outline';
}) {
  const controlled = open === undefined ? {} : { open };
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      role="alertdialog"
      {...controlled}
      onOpenChange={(details) => onOpenChange?.(details.open)}
    >
      {trigger ? (
        <Dialog.Trigger
          className={button({
            variant: triggerVariant ?? (destructive ? 'destructive' : 'solid'),
            size: 'sm',
          })}
          disabled={disabled}
        >
          {trigger}
        </Dialog.Trigger>
      ) : null}
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={dialogStyles.content}>
            <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
            <Dialog.Description className={dialogStyles.description}>
              {description}
            </Dialog.Description>
            <div className={dialogStyles.actions}>
              <Dialog.CloseTrigger className={button({ variant: 'outline' })}>
                {cancelLabel}
              </Dialog.CloseTrigger>
              <Dialog.CloseTrigger
                className={button({ variant: destructive ? 'destructive' : 'solid' })}
                disabled={confirmDisabled}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
