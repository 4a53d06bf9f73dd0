// The saved positions of this browser as the screens use them: a live list, and saving from a card
// or a page. Loaded lazily (it brings Dexie) by use-saved-positions.ts.
import { liveQuery } from 'dexie';
import { api } from '../../shared/api-routes';
import type { PositionCard, PositionDetail } from '../../shared/types';
import { apiRequest } from '../lib/api-client';
import { keepPositionDetail } from './kept-details';
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
 * page was opened, else fetched now. A card whose full position cannot be had (offline, never
 * opened) is not saved: the caller says so, as for any refused save.
 */
export async function savePositionCopy(position: PositionCard | PositionDetail): Promise<void> {
  const detail =
    'description' in position
      ? position
      : ((await cachedDetail(position.id)) ?? (await fetchDetail(position.id)));
  await savePosition(cacheDb, detail);
  await keepPositionDetail(cacheDb, detail);
}

/** The full position from the server (throws when it cannot be had). */
function fetchDetail(id: string): Promise<PositionDetail> {
  return apiRequest<PositionDetail>('GET', api.position(id));
}

/** Removes a saved position. */
export function unsavePositionCopy(positionId: string): Promise<void> {
  return unsavePosition(cacheDb, positionId);
}
