// The applications this device sent, by position, for the cards and the position's page ('Applied
// on {date}'), read after the first paint and then followed live, so a card changes as soon as an
// application is delivered, whichever tab or the service worker sent it.
import type { MyApplication } from './cache-db';
import { useLiveAfterFirstPaint } from './use-live-after-first-paint';

/** The latest application per position id; undefined until read (or when IndexedDB fails). */
export type MyApplications = ReadonlyMap<string, MyApplication> | undefined;

// The watcher's default database argument stays its own: only (next, failed) are passed.
const loadWatch = () =>
  import('./my-applications').then(
    (store) =>
      (
        next: (value: ReadonlyMap<string, MyApplication>) => void,
        failed: (error: unknown) => void,
      ) =>
        store.watchMyApplications(next, failed),
  );

/** The applications this device sent, read live once the screen is up. */
export function useMyApplications(): MyApplications {
  return useLiveAfterFirstPaint(loadWatch);
}
