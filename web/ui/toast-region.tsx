// The toast region, loaded lazily by toast.tsx: Ark UI's toaster with one toast at a time.
import { Toast, Toaster, createToaster } from '@ark-ui/react/toast';
import { useEffect } from 'react';
import { X } from 'lucide-react';
import { css } from '../../styled-system/css';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { connectToastRegion, type ToastMessage } from './toast';

const toaster = createToaster({
  placement: 'bottom-end',
  // One toast at a time: showToast() dismisses the current one, so the new one follows at once.
  max: 1,
  duration: TOAST_DURATION_MS,
  overlap: false,
});

/** Shows a toast, replacing the one on screen (the new one follows as soon as the old is gone). */
function display({ title, description, variant = 'default' }: ToastMessage): void {
  toaster.dismiss();
  toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'info' });
}

const root = css({
  position: 'relative',
  width: 'min(100vw - 2rem, 24rem)',
  bg: 'bg.card',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  boxShadow: 'lg',
  p: '4',
  pr: '10',
  // Ark positions and animates toasts through these variables.
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: 'translate 0.3s, scale 0.3s, opacity 0.3s, height 0.3s',
  '&[data-type=error]': { bg: 'destructive', color: 'destructive.fg', borderColor: 'destructive' },
});
const title = css({ fontWeight: 'semibold', fontSize: 'sm' });
const description = css({ fontSize: 'sm', opacity: 0.9 });
const close = css({
  position: 'absolute',
  top: '2',
  right: '2',
  p: '1',
  borderRadius: 'sm',
  cursor: 'pointer',
  color: 'inherit',
  _hover: { bg: 'bg.subtle', color: 'fg' },
});

/** The toast region; rendered once, through AppToaster. */
export default function ToastRegion() {
  useEffect(() => {
    // Ark's toaster subscribes to its store in a microtask after mounting; a toast asked for
    // before the region loaded is shown only once that has happened, or it would be lost.
    let disconnect: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      disconnect = connectToastRegion(display);
    }, 0);
    return () => {
      window.clearTimeout(timer);
      disconnect?.();
    };
  }, []);
  return (
    // Not above everything, as Ark places it: above the sticky bars and below the dialogs (see the
    // zIndex tokens). A toast said while a dialog is open, such as 'Resume Uploaded', never covers
    // its buttons.
    <Toaster toaster={toaster} style={{ zIndex: 'var(--z-index-toast)' }}>
      {(toast) => (
        <Toast.Root key={toast.id} className={root}>
          <Toast.Title className={title}>{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description className={description}>{toast.description}</Toast.Description>
          ) : null}
          <Toast.CloseTrigger className={close} aria-label="Dismiss notification">
            <X size={16} aria-hidden />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
