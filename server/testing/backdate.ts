// Positions get their createdAt from the store's clock. Tests of the 60-day archive need old ones,
// so they move a position's creation date back through the adapter's own test hook.
import { setPositionCreatedAt as setOnMongo } from '../store/mongodb/mongo-store';
import type { Store } from '../store/port';
import { setPositionCreatedAt as setOnSqlite } from '../store/sqlite/sqlite-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes a position look `days` days old. */
export function backdatePosition(
  store: Store,
  id: string,
  days: number,
  now = new Date(),
): Promise<void> {
  const createdAt = new Date(now.getTime() - days * DAY_MS);
  return store.kind === 'sqlite'
    ? setOnSqlite(store, id, createdAt)
    : setOnMongo(store, id, createdAt);
}
