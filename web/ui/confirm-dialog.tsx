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

/** A trigger that opens "are you sure?" with Cancel and a confirming action. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = true,
  disabled = false,
}: {
  /** The content of the button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
  disabled?: boolean;
}) {
  return (
    <Dialog.Root lazyMount unmountOnExit role="alertdialog">
      <Dialog.Trigger
        className={button({ variant: destructive ? 'destructive' : 'solid', size: 'sm' })}
        disabled={disabled}
      >
        {trigger}
      </Dialog.Trigger>
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
                Cancel
              </Dialog.CloseTrigger>
              <Dialog.CloseTrigger
                className={button({ variant: destructive ? 'destructive' : 'solid' })}
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
