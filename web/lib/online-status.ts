// Whether the browser believes it is online (navigator.onLine and its events).
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while online; false after the browser reported losing the connection. */
export function useOnline(): boolean {
  // The server-rendered first screen is drawn online.
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
