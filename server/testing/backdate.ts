// Positions get their createdAt and approvedAt from the store's clock. Tests of the 60-day archive
// need old ones, so they move a position's dates back through the adapter's own test hooks; tests of
// a crash move the claims of unfinished writes back the same way, instead of waiting for them.
import {
  ageUnfinishedWrites as ageOnMongo,
  setPositionApprovedAt as setLiveOnMongo,
  setPositionCreatedAt as setOnMongo,
} from '../store/mongodb/mongo-store';
import type { Position } from '../../shared/types';
import type { Store } from '../store/port';
import {
  ageUnfinishedWrites as ageOnSqlite,
  setPositionApprovedAt as setLiveOnSqlite,
  setPositionCreatedAt as setOnSqlite,
} from '../store/sqlite/sqlite-store';
import { postedPosition } from './fixtures';
import type { TestClient } from './http-client';
import type { TestApp } from './test-app';

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

/**
 * Makes every unfinished write (a claimed Idempotency-Key, a version claim) look `ms` older, as if
 * the server that started it had died that long ago; returns how many were moved.
 */
export function ageUnfinishedWrites(store: Store, ms: number): Promise<number> {
  return store.kind === 'mongodb' ? ageOnMongo(store, ms) : ageOnSqlite(store, ms);
}

/** An approved position of `church` posted and live 61 days ago: a day past the 60-day archive. */
export async function positionPastArchive(
  app: TestApp,
  church: TestClient,
  admin: TestClient,
  fields: Record<string, unknown> = {},
): Promise<Position> {
  const position = await postedPosition(church, fields, admin);
  await backdatePosition(app.store, position.id, 61, app.clock.now());
  return position;
}
