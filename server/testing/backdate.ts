// Positions get their createdAt and approvedAt from the store's clock. Tests of the 60-day archive
// need old ones, so they move a position's dates back through the adapter's own test hooks.
import {
  setPositionApprovedAt as setLiveOnMongo,
  setPositionCreatedAt as setOnMongo,
} from '../store/mongodb/mongo-store';
import type { Store } from '../store/port';
import {
  setPositionApprovedAt as setLiveOnSqlite,
  setPositionCreatedAt as setOnSqlite,
} from '../store/sqlite/sqlite-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes a position look `days` days old: posted then, and, when it is approved, live since then
 * (the 60 days of the archive count from going live).
 */
export async function backdatePosition(
  store: Store,
  id: string,
  days: number,
  now = new Date(),
): Promise<void> {
  const then = new Date(now.getTime() - days * DAY_MS);
  const mongo = store.kind === 'mongodb';
  await (mongo ? setOnMongo(store, id, then) : setOnSqlite(store, id, then));
  if ((await store.positions.findById(id))?.approved)
    await (mongo ? setLiveOnMongo(store, id, then) : setLiveOnSqlite(store, id, then));
}
