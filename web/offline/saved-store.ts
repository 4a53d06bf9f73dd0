// The saved positions of this browser as the screens use them: a live list, and saving from a card
// or a page. Loaded lazily (it brings Dexie) by use-saved-positions.ts.
import { liveQuery } from 'dexie';
import { api } from '../../shared/api-routes';
import { isWholePosition } from '../../shared/position-card';
import type { PositionCard, PositionDetail } from '../../shared/types';
import { apiRequest, browserFetch, NetworkError } from '../lib/api-client';
import { completeSavedCards, keepPositionDetail } from './kept-details';
import { cacheDb, cachedDetail } from './public-cache';
import {
  savedPositions,
  savePosition,
  unsavePosition,
  type SavedPositionView,
} from './saved-positions';

/** Calls `onChange` with the saved positions (newest first) now and after every change. */
export function watchSavedPositions(
  onChange: (saved: SavedPositionView[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(() => savedPositions(cacheDb)).subscribe({
    next: onChange,
    error: onError,
  });
  return () => subscription.unsubscribe();
}

/**
 * Saves a position shown as a card or a page with its full copy: the page's, the one kept when its
 * page was opened, else fetched now. Offline, a card never opened is saved as its card, and its
 * full copy fetched once online (completeSavedCopies).
 */
export async function savePositionCopy(position: PositionCard | PositionDetail): Promise<void> {
  const copy = isWholePosition(position)
    ? position
    : ((await cachedDetail(position.id)) ?? (await fetchDetail(position)));
  await savePosition(cacheDb, copy);
  if (isWholePosition(copy)) await keepPositionDetail(cacheDb, copy);
}

/** The full position from the server; offline, the card itself (other failures throw). */
async function fetchDetail(card: PositionCard): Promise<PositionDetail | PositionCard> {
  try {
    return await apiRequest<PositionDetail>('GET', api.position(card.id));
  } catch (error) {
    if (error instanceof NetworkError) return card;
    throw error;
  }
}

/** Fetches the full copy of every position saved as its card; resolves when done or offline. */
export function completeSavedCopies(): Promise<void> {
  return completeSavedCards(cacheDb, browserFetch);
}

/** Removes a saved position. */
export function unsavePositionCopy(positionId: string): Promise<void> {
  return unsavePosition(cacheDb, positionId);
}
