// The student's saved positions for any screen, without Dexie on the first render: the saved list
// is read from IndexedDB once its code has loaded (a moment after the screen), then followed live,
// so a card's Save button and the 'Saved' page agree across tabs.
import { startTransition, useEffect, useState } from 'react';
import type { PositionCard, PositionDetail } from '../../shared/types';
import { afterFirstPaint } from '../lib/after-first-paint';
import type { SavedPositionView } from './saved-positions';

type SavedStore = typeof import('./saved-store');

/** The saved positions, newest first; undefined until read (or when IndexedDB is unavailable). */
export type SavedState = SavedPositionView[] | undefined;

/** What the screens show: the saved list, and whether this browser could not read it. */
interface SavedView {
  saved: SavedState;
  unavailable: boolean;
}

let view: SavedView = { saved: undefined, unavailable: false };
let started = false;
const listeners = new Set<() => void>();
let storeModule: Promise<SavedStore> | undefined;

function loadStore(): Promise<SavedStore> {
  storeModule ??= import('./saved-store');
  return storeModule;
}

function update(patch: Partial<SavedView>): void {
  view = { ...view, ...patch };
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
        (list) => update({ saved: list }),
        () => update({ unavailable: true }),
      );
    },
    () => update({ unavailable: true }),
  );
}

/**
 * The saved positions, read live; starts reading on first use. A change is rendered as a
 * transition, as the public list's is (use-public-positions.ts): the saved list's arrival
 * re-renders every card's Save button, which in one blocking task held a slow phone's page. The
 * server renderer and the first render draw it unread.
 */
export function useSavedPositions(): SavedView {
  const [current, setCurrent] = useState(view);
  useEffect(() => {
    const listener = () => startTransition(() => setCurrent(view));
    listeners.add(listener);
    // A change since the render (setCurrent ignores the same view).
    listener();
    start();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return current;
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
