// 'Install app': the browser offers installation through `beforeinstallprompt`, which fires once,
// early; it is kept here until the user presses the button.
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The offer made before the app's code ran, kept by web/public/load-app.js. */
    installOfferBeforeApp?: Event;
  }
}

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Starts listening for the browser's offer; call once, before the first render. */
export function listenForInstallPrompt(): void {
  // A server-rendered page loads the app after its first paint: the offer may have come already.
  if (window.installOfferBeforeApp) {
    offered = window.installOfferBeforeApp as BeforeInstallPromptEvent;
    window.installOfferBeforeApp = undefined;
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the app shows its button instead.
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    notify();
  });
}

/** Shows the browser's install dialog; the offer is used up either way. */
async function install(): Promise<void> {
  const event = offered;
  if (!event) return;
  offered = null;
  notify();
  await event.prompt();
  await event.userChoice;
}

/** `install` while the browser offers installation, else null. */
export function useInstallPrompt(): (() => Promise<void>) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (offered ? install : null),
    // The server-rendered first screen: no offer yet, as in the app's first render.
    () => null,
  );
}
