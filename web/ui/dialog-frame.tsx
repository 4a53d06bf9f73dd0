// A dialog around a form of its own: the backdrop, the centred panel, its title and description,
// then the form. The screen opens it itself (after a choice in a select or a menu), or through the
// `trigger` button given here. The confirmations (confirm-dialog.tsx) have their buttons built in;
// these bring their own.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { cx } from '../../styled-system/css';
import { dialogStyles } from './confirm-dialog';

/** The dialog; its content mounts when it opens and goes when it closes (a fresh form each time). */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  className,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Extra style of the panel (a wider one for a long text). */
  className?: string;
  /** A Dialog.Trigger that opens it, when the screen has no other way to. */
  trigger?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
    >
      {trigger}
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={cx(dialogStyles.content, className)}>
            <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
            <Dialog.Description className={dialogStyles.description}>
              {description}
            </Dialog.Description>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
