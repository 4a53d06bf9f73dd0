// A student's saved positions: kept with a copy of the position, so the 'Saved' page reads them
// offline and after they left the public list (then marked 'No longer open').
import { isWholePosition } from '../../shared/position-card';
import type { PositionCard, PositionDetail } from '../../shared/types';
import type { CacheDb, SavedPosition } from './cache-db';

/** A saved position as the 'Saved' page shows it. */
export interface SavedPositionView extends SavedPosition {
  /** False once the position is no longer in the public list. */
  open: boolean;
}

/**
 * Saves a position (again: refreshes its copy) with the whole position, or with its card where the
 * whole one cannot be had now; a card never takes the place of a whole copy kept before.
 */
export async function savePosition(
  db: CacheDb,
  copy: PositionDetail | PositionCard,
  now = Date.now(),
): Promise<void> {
  const existing = await db.saved.get(copy.id);
  const keptWhole = existing && isWholePosition(existing.snapshot) ? existing.snapshot : undefined;
  await db.saved.put({
    positionId: copy.id,
    savedAt: existing?.savedAt ?? now,
    snapshot: isWholePosition(copy) ? copy : (keptWhole ?? copy),
  });
}

/** Removes a position from the saved ones. */
export async function unsavePosition(db: CacheDb, positionId: string): Promise<void> {
  await db.saved.delete(positionId);
}

/** Every saved position, newest first, with whether it is still open. */
export async function savedPositions(db: CacheDb): Promise<SavedPositionView[]> {
  return db.transaction('r', db.saved, db.positions, async () => {
    const saved = await db.saved.orderBy('savedAt').reverse().toArray();
    const listed = new Set(
      await db.positions
        .bulkGet(saved.map((s) => s.positionId))
        .then((found) => found.filter(Boolean).map((p) => p?.id)),
    );
    return saved.map((entry) => ({ ...entry, open: listed.has(entry.positionId) }));
  });
}
