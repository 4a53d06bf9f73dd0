// Device records a screen shows beside its first render (the applications sent, the ones waiting in
// the outbox) are read only after the first paint: their Dexie code loads then, so it never delays
// the screen. Once loaded they are followed live, whichever tab or the service worker changes them.
import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint';

/** Starts following a value: calls `next` with each one and `failed` on an error; returns how to stop. */
export type Watch<T> = (next: (value: T) => void, failed: (error: unknown) => void) => () => void;

/**
 * The value `loadWatch` follows, read after the first paint; undefined until read (or when
 * IndexedDB fails). `loadWatch` imports the watcher's module, so its code stays out of the screen's
 * chunk; it must be a stable function (a module-level one).
 */
export function useLiveAfterFirstPaint<T>(loadWatch: () => Promise<Watch<T>>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const failed = () => setValue(undefined);
    const cancel = afterFirstPaint(() => {
      loadWatch().then((watch) => {
        // Each value is rendered as a transition: the screen stays answering taps while a slow
        // phone re-renders what depends on it (use-public-positions.ts says why).
        if (!gone) stop = watch((next) => startTransition(() => setValue(() => next)), failed);
      }, failed);
    });
    return () => {
      gone = true;
      cancel();
      stop?.();
    };
  }, [loadWatch]);
  return value;
}
