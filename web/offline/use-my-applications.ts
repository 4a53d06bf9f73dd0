// The applications this device sent, by position, for the cards and the position's page ('Applied
// on {date}'). As with the saved positions, Dexie stays off the first render: the records are read
// once their code has loaded (a moment after the screen), then followed live, so a card changes
// as soon as an application is delivered, whichever tab or the service worker sent it.
import { useEffect, useState } from 'react';
import type { MyApplication } from './cache-db';
import { afterFirstPaint } from '../lib/after-first-paint';

/** The latest application per position id; undefined until read (or when IndexedDB fails). */
export type MyApplications = ReadonlyMap<string, MyApplication> | undefined;

/** The applications this device sent, read live once the screen is up. */
export function useMyApplications(): MyApplications {
  const [applications, setApplications] = useState<MyApplications>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const failed = () => setApplications(undefined);
    const cancel = afterFirstPaint(() => {
      import('./my-applications').then((store) => {
        if (!gone) stop = store.watchMyApplications(setApplications, failed);
      }, failed);
    });
    return () => {
      gone = true;
      cancel();
      stop?.();
    };
  }, []);
  return applications;
}
