// Toasts (spec sections 2, 8 and 9): one at a time, shown for 5 s, a destructive style for errors.
// The toast machinery (Ark UI Toast) is loaded after the first screen has rendered, so a student's
// first visit to /jobs does not wait for it; a toast asked for before then is shown once it loads.
import { lazy, Suspense, useEffect, useState } from 'react';

/** What a toast says. */
export interface ToastMessage {
  title: string;
  description?: string;
  /** 'destructive' for failures. */
  variant?: 'default' | 'destructive';
}

let show: ((message: ToastMessage) => void) | undefined;
let waiting: { message: ToastMessage; shown: () => void } | undefined;
const wakeUps = new Set<() => void>();

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
    for (const wake of wakeUps) wake();
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
  const [wanted, setWanted] = useState(waiting !== undefined);
  useEffect(() => {
    const wake = () => setWanted(true);
    wakeUps.add(wake);
    // Fetch the region while the browser is idle, ahead of the first toast.
    const idle = window.setTimeout(wake, 1000);
    return () => {
      wakeUps.delete(wake);
      window.clearTimeout(idle);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
