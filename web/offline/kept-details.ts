// The full positions this device keeps besides the list's cards (decision 0048): a position's page
// keeps what it fetched (`details`), so it opens offline after one visit online, and a saved
// position keeps its own copy (`saved`). When the list sync brings a changed card, the kept detail
// it no longer matches goes (its page shows the card offline, and fetches the rest online), and a
// saved copy is fetched again, so the 'Saved' page shows what the church changed.
import { api } from '../../shared/api-routes';
import { isWholePosition, positionCard } from '../../shared/position-card';
import type { PositionCard, PositionDetail } from '../../shared/types';
import type { Send } from '../lib/api-client';
import type { CacheDb, SavedPosition } from './cache-db';

/** The card of a full position, as the list keeps it. */
export function cardOfDetail(detail: PositionDetail): PositionCard {
  const { church, ...position } = detail;
  return positionCard({
    ...position,
    church: church
      ? { churchName: church.churchName, location: church.location, logoUrl: church.logoUrl }
      : null,
  });
}

/** Whether a kept copy (a full position or a card) still says what `card` says. */
function sameAsCard(copy: PositionDetail | PositionCard, card: PositionCard): boolean {
  const kept = isWholePosition(copy) ? cardOfDetail(copy) : copy;
  return (
    kept.version === card.version &&
    kept.church?.churchName === card.church?.churchName &&
    kept.church?.location === card.church?.location &&
    kept.church?.logoUrl === card.church?.logoUrl
  );
}

/** Keeps a detail the page fetched: a public one updates the list's card too; others are ignored. */
export async function keepPositionDetail(db: CacheDb, detail: PositionDetail): Promise<void> {
  // A church or an admin also sees pending positions; only public ones belong in the cache.
  if (!detail.approved || detail.status !== 'active' || !detail.church) return;
  const card = cardOfDetail(detail);
  await db.transaction('rw', db.positions, db.details, async () => {
    // A card kept as it is is not written again: /jobs reads the list again after a write to it.
    if (!sameCard(await db.positions.get(card.id), card)) await db.positions.put(card);
    await db.details.put(detail);
  });
}

/** Whether the kept card says all that `card` says. */
export function sameCard(kept: PositionCard | undefined, card: PositionCard): boolean {
  return kept !== undefined && JSON.stringify(kept) === JSON.stringify(card);
}

/** Drops a position the server says is gone. */
export async function forgetPosition(db: CacheDb, id: string): Promise<void> {
  await db.transaction('rw', db.positions, db.details, async () => {
    await db.positions.delete(id);
    await db.details.delete(id);
  });
}

/**
 * After the list sync wrote `changed` cards: drops the kept details that no longer match their card, and fetches the saved positions whose card changed again (their
 * copy stays as it was when that fails). Costs a request per saved position that changed.
 */
export async function refreshChangedCopies(
  db: CacheDb,
  send: Send,
  changed: readonly PositionCard[],
): Promise<void> {
  if (changed.length === 0) return;
  const ids = changed.map((card) => card.id);
  const [details, saved] = await Promise.all([db.details.bulkGet(ids), db.saved.bulkGet(ids)]);
  const stale = changed.filter((card, index) => {
    const detail = details[index];
    return detail !== undefined && !sameAsCard(detail, card);
  });
  await db.details.bulkDelete(stale.map((card) => card.id));
  for (const [index, card] of changed.entries()) {
    const entry = saved[index];
    if (!entry || sameAsCard(entry.snapshot, card)) continue;
    // Offline midway: the copies stay until the card changes again.
    if ((await fetchSavedCopy(db, send, entry)) === 'offline') return;
  }
}

/**
 * Fetches the full copy of every position saved as its card (offline, its page never opened);
 * stops at the first request the network refuses, to try again on the next start or reconnection.
 */
export async function completeSavedCards(db: CacheDb, send: Send): Promise<void> {
  const cards = (await db.saved.toArray()).filter((entry) => !isWholePosition(entry.snapshot));
  for (const entry of cards) {
    if ((await fetchSavedCopy(db, send, entry)) === 'offline') return;
  }
}

/**
 * Fetches a saved position again and keeps it as its saved copy and its kept detail. A position the
 * server no longer shows keeps the copy it had; 'offline' when the request could not be sent.
 */
async function fetchSavedCopy(
  db: CacheDb,
  send: Send,
  entry: SavedPosition,
): Promise<'offline' | 'done'> {
  let response: Response;
  try {
    response = await send(api.position(entry.positionId), {
      headers: { Accept: 'application/json' },
    });
  } catch {
    return 'offline';
  }
  if (!response.ok) return 'done';
  const detail = (await response.json()) as PositionDetail;
  await db.transaction('rw', db.saved, db.details, async () => {
    // Unsaved while the request was out: only the kept detail stays.
    const current = await db.saved.get(entry.positionId);
    if (current) await db.saved.put({ ...current, snapshot: detail });
    await db.details.put(detail);
  });
  return 'done';
}
