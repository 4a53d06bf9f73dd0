// Toasts (docs/decisions/0012): one at a time, shown for 5 s, a destructive style for errors.
// The toast machinery (Ark UI Toast, about 9 kB) is a chunk of its own that starts loading with
// the app's first render, so that render never waits for it; a toast asked for before it has
// loaded is shown once it has (the service worker precaches it, so offline too). It is mounted
// before a dialog can be opened: a region first mounted under an open dialog lands inside what
// the dialog hides, and its toast covered the dialog's buttons.
import { lazy, Suspense } from 'react';

/** What a toast says. */
export interface ToastMessage {
  title: string;
  description?: string;
  /** 'destructive' for failures. */
  variant?: 'default' | 'destructive';
}

let show: ((message: ToastMessage) => void) | undefined;
let waiting: { message: ToastMessage; shown: () => void } | undefined;

/** Shows a toast, replacing the one on screen. */
export function showToast(message: ToastMessage): void {
  void showToastWhenReady(message);
}

/** Shows a toast like showToast; resolves once it is on screen (its code may still be loading). */
export function showToastWhenReady(message: ToastMessage): Promise<void> {
  if (show) {
    show(message);
    return Promise.resolve();
  }
  return new Promise((shown) => {
    // Only the latest counts: toasts are one at a time. A replaced one counts as shown.
    waiting?.shown();
    waiting = { message, shown };
  });
}

/** Called by the toast region once it is mounted: from now on toasts go straight to it. */
export function connectToastRegion(display: (message: ToastMessage) => void): () => void {
  show = display;
  if (waiting) {
    display(waiting.message);
    waiting.shown();
  }
  waiting = undefined;
  return () => {
    if (show === display) show = undefined;
  };
}

const ToastRegion = lazy(() => import('./toast-region'));

/** Where toasts appear; rendered once by the root layout. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
