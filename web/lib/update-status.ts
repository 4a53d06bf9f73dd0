// Whether a new version of the app is installed and waiting, for the update prompt.
import { useSyncExternalStore } from 'react';

let activate: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Called by the service worker registration when a new version waits to take over. */
export function setUpdateAvailable(activateNewVersion: () => void): void {
  activate = activateNewVersion;
  for (const listener of listeners) listener();
}

/** The function that switches to the waiting version and reloads, or null when there is none. */
export function useUpdateAvailable(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => activate,
    // The server-rendered first screen: no update waiting.
    () => null,
  );
}
