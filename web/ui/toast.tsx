// Toasts (spec sections 2, 8 and 9): one at a time, shown for 5 s, a destructive style for errors.
// The toast machinery (Ark UI Toast, about 9 kB) is loaded once the page is quiet, or with the
// first toast if that comes sooner, so the first screen never waits for it; a toast asked for
// before it has loaded is shown once it has (the service worker precaches it, so offline too).
import { lazy, Suspense, useEffect, useState } from 'react';
import { pageQuiet } from '../lib/after-first-paint';

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
    // A toast asked for between the first render and this effect.
    if (waiting) wake();
    // Otherwise ahead of the first toast, once the page is quiet: a region that first mounts
    // while a dialog is open lands inside what the dialog hides, and its toast would cover the
    // dialog's buttons.
    let cancelled = false;
    void pageQuiet().then(() => {
      if (!cancelled) wake();
    });
    return () => {
      cancelled = true;
      wakeUps.delete(wake);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
