// A student's saved positions: kept with a copy of the position, so the 'Saved' page reads them
// offline and after they left the public list (then marked 'No longer open').
import type { PositionDetail } from '../../shared/types';
import type { CacheDb, SavedPosition } from './cache-db';

/** A saved position as the 'Saved' page shows it. */
export interface SavedPositionView extends SavedPosition {
  /** False once the position is no longer in the public list. */
  open: boolean;
}

/** Saves a position (again: refreshes its copy). */
export async function savePosition(
  db: CacheDb,
  detail: PositionDetail,
  now = Date.now(),
): Promise<void> {
  const existing = await db.saved.get(detail.id);
  await db.saved.put({
    positionId: detail.id,
    savedAt: existing?.savedAt ?? now,
    snapshot: detail,
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
