// The saved positions of this browser as the screens use them: a live list, and saving from a card
// or a page. Loaded lazily (it brings Dexie) by use-saved-positions.ts.
import { liveQuery } from 'dexie';
import type { PositionDetail, PositionWithChurch } from '../../shared/types';
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
 * A card's position as a detail: the cached detail when the list's cache has it (with the church's
 * description and contacts), else the card's own fields with the church summary it shows.
 */
export function snapshotOf(position: PositionWithChurch): PositionDetail {
  const { church, ...rest } = position;
  return {
    ...rest,
    church: church
      ? { ...church, description: null, denomination: null, website: null, contactPhone: null }
      : null,
  };
}

/** Saves a position shown as a card or a page, keeping the fullest copy this browser has. */
export async function savePositionCopy(
  position: PositionWithChurch | PositionDetail,
): Promise<void> {
  const hasDetail = position.church !== null && 'description' in position.church;
  const detail = hasDetail
    ? (position as PositionDetail)
    : ((await cachedDetail(position.id)) ?? snapshotOf(position));
  await savePosition(cacheDb, detail);
}

/** Removes a saved position. */
export function unsavePositionCopy(positionId: string): Promise<void> {
  return unsavePosition(cacheDb, positionId);
}
