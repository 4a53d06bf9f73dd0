// The positions with an application waiting in this device's outbox, for the cards and the
// position's page ('Waiting to send'). Like useMyApplications, Dexie stays off the first render:
// the outbox is read once its code has loaded, then followed live.
import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint';

/** The ids of the positions with a queued application; undefined until read (or when IndexedDB fails). */
export type WaitingApplications = ReadonlySet<string> | undefined;

/** The positions this device has an application waiting for, read live once the screen is up. */
export function useWaitingApplications(): WaitingApplications {
  const [waiting, setWaiting] = useState<WaitingApplications>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const failed = () => setWaiting(undefined);
    const cancel = afterFirstPaint(() => {
      import('./waiting-applications').then((outbox) => {
        if (!gone) stop = outbox.watchWaitingApplications(setWaiting, failed);
      }, failed);
    });
    return () => {
      gone = true;
      cancel();
      stop?.();
    };
  }, []);
  return waiting;
}
