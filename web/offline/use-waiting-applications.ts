// The positions with an application waiting in this device's outbox, for the cards and the
// position's page ('Waiting to send'), read after the first paint and then followed live; only on
// a device that has an outbox (outbox-to-follow.ts), so a first visit never opens one for nothing.
import { outboxToFollow } from './outbox-to-follow';
import { useLiveAfterFirstPaint } from './use-live-after-first-paint';

/** The ids of the positions with a queued application; undefined until read (or when IndexedDB fails). */
export type WaitingApplications = ReadonlySet<string> | undefined;

const loadWatch = () =>
  outboxToFollow()
    .then(() => import('./waiting-applications'))
    .then((outbox) => outbox.watchWaitingApplications);

/** The positions this device has an application waiting for, read live once the screen is up. */
export function useWaitingApplications(): WaitingApplications {
  return useLiveAfterFirstPaint(loadWatch);
}
