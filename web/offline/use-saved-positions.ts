// The student's saved positions for any screen, without Dexie on the first render: the saved list
// is read from IndexedDB once its code has loaded (a moment after the screen), then followed live,
// so a card's Save button and the 'Saved' page agree across tabs.
import { useEffect, useSyncExternalStore } from 'react';
import type { PositionCard, PositionDetail } from '../../shared/types';
import { afterFirstPaint } from '../lib/after-first-paint';
import type { SavedPositionView } from './saved-positions';

type SavedStore = typeof import('./saved-store');

/** The saved positions, newest first; undefined until read (or when IndexedDB is unavailable). */
export type SavedState = SavedPositionView[] | undefined;

let saved: SavedState;
let failed = false;
let started = false;
const listeners = new Set<() => void>();
let storeModule: Promise<SavedStore> | undefined;

function loadStore(): Promise<SavedStore> {
  storeModule ??= import('./saved-store');
  return storeModule;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function start(): void {
  if (started) return;
  started = true;
  // The Save buttons can wait until the list is on screen.
  afterFirstPaint(watch);
}

function watch(): void {
  loadStore().then(
    (store) => {
      // A position saved offline as its card gets its full copy now, or when the connection returns.
      const complete = () => void store.completeSavedCopies().catch(() => undefined);
      complete();
      window.addEventListener('online', complete);
      store.watchSavedPositions(
        (list) => {
          saved = list;
          notify();
        },
        () => {
          failed = true;
          notify();
        },
      );
    },
    () => {
      failed = true;
      notify();
    },
  );
}

/** The saved positions, read live; starts reading on first use. */
export function useSavedPositions(): { saved: SavedState; unavailable: boolean } {
  useEffect(start, []);
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => saved,
    // The server-rendered first screen: not read yet, as in the app's first render.
    () => undefined,
  );
  const unavailable = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failed,
    () => false,
  );
  return { saved: current, unavailable };
}

/** Saves (`save` true) or unsaves a position; rejects when this browser cannot store it. */
export async function setPositionSaved(
  position: PositionCard | PositionDetail,
  save: boolean,
): Promise<void> {
  const store = await loadStore();
  if (save) await store.savePositionCopy(position);
  else await store.unsavePositionCopy(position.id);
}
