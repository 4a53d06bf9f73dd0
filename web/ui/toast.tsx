// Toasts (docs/decisions/0012): one at a time, shown for 5 s, a destructive style for errors.
// The toast machinery (Ark UI Toast and the Zag runtime it brings, about 24 kB gzip, and a
// mount that takes a long task on a phone) loads and mounts with the first toast, so a page
// that never shows one never pays for it, and /jobs answers a tap without it; that toast is
// shown once it has loaded (the service worker precaches it, so offline too). Mounted while a
// dialog is open (the apply dialog's 'Resume Uploaded' is often the first toast), it sits under
// the dialog as a region mounted earlier does (the zIndex tokens; application-loop covers it).
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
/** The mounted AppToaster's wake-up: a toast is waiting, so the region loads. */
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

/** Where toasts appear, from the first toast on; rendered once by the root layout. */
export function AppToaster() {
  const [wanted, setWanted] = useState(waiting !== undefined);
  useEffect(() => {
    const wake = () => setWanted(true);
    wakeUps.add(wake);
    // A toast asked for between the first render and this effect.
    if (waiting) wake();
    return () => void wakeUps.delete(wake);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
