// Reading and following the kept public list (list-reads.ts) on fake-indexeddb: nothing while no
// cursor is kept, then the newest cards and the list's size before the whole list, the whole list
// read a piece per request, newest first, and read again only when its rows change: a sync that
// changed nothing is followed by its date alone, and a position's page keeping the card it already
// has writes no row.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_CARDS } from '../../shared/first-screen';
import type { PositionCard, PositionDetail } from '../../shared/types';
import { CacheDb } from './cache-db';
import { cardOfDetail, keepPositionDetail } from './kept-details';
import { followKeptList, LIST_READ_PIECE, readWholeList, type CachedList } from './list-reads';
import { LIST_CURSOR, PUBLIC_LIST_REFRESHED_AT } from './list-sync';

let opened = 0;
let db: CacheDb;
/** The row limit of every read of cards from `positions` (a getAll), in order. */
let cardReads: number[];
/** How many writes reached `positions`. */
let cardWrites: number;
/** What the follower was told, in order. */
let told: Array<CachedList | { refreshedAt: number | null }>;
let stop: (() => void) | undefined;

beforeEach(() => {
  db = new CacheDb(`list-reads-test-${++opened}`);
  cardReads = [];
  cardWrites = 0;
  // Sees every request (Dexie's lowest layer), to tell how many rows each read asks for.
  db.use({
    stack: 'dbcore',
    name: 'count card reads',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          query: (request) => {
            if (name === 'positions' && request.values) cardReads.push(request.limit ?? Infinity);
            return table.query(request);
          },
          mutate: (request) => {
            if (name === 'positions') cardWrites++;
            return table.mutate(request);
          },
        };
      },
    }),
  });
  told = [];
  stop = undefined;
});

afterEach(() => {
  stop?.();
  db.close();
});

/** A card created `minute` minutes into 2026: a later minute is a newer card. */
function card(id: string, minute: number): PositionCard {
  return {
    id,
    churchProfileId: 'church-1',
    title: `Position ${id}`,
    positionType: 'full-time',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
    applyBy: null,
    version: 1,
    church: { churchName: 'Grace Chapel', location: 'Springfield', logoUrl: null },
    excerpt: 'Serve with our ministry team.',
  };
}

/** The full position of `card`, as its page fetches it. */
function detailOf(card: PositionCard): PositionDetail {
  return {
    id: card.id,
    churchProfileId: card.churchProfileId,
    title: card.title,
    positionType: card.positionType,
    employmentType: 'permanent',
    description: card.excerpt,
    jobDescriptionUrl: null,
    anticipatedStartDate: null,
    applyBy: card.applyBy,
    responsibilities: null,
    qualifications: null,
    compensation: null,
    additionalInfo: null,
    contactPerson: null,
    contactEmail: null,
    contactPhone: null,
    status: 'active',
    approved: true,
    approvedAt: card.createdAt,
    closedReason: null,
    closedAt: null,
    declined: null,
    version: card.version,
    createdAt: card.createdAt,
    updatedAt: card.createdAt,
    church: card.church && {
      ...card.church,
      description: null,
      denomination: null,
      website: null,
      contactPhone: null,
    },
  };
}

/** `count` cards whose ids do not follow their age, so order by id is not order by date. */
function board(count: number): PositionCard[] {
  return Array.from({ length: count }, (_, index) =>
    card(`p${String((index * 7919) % count).padStart(5, '0')}`, index),
  );
}

/** The ids in the list's order: newest first, cards of the same moment by id (the index's order). */
const newestFirst = (cards: PositionCard[]) =>
  [...cards]
    .sort((a, b) => (a.createdAt === b.createdAt ? cmp(b.id, a.id) : cmp(b.createdAt, a.createdAt)))
    .map((c) => c.id);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Keeps `cards` as a finished sync does: the rows with the cursor and the date. */
async function keep(cards: PositionCard[], refreshedAt = 1000): Promise<void> {
  await db.transaction('rw', db.positions, db.meta, async () => {
    await db.positions.bulkPut(cards);
    await db.meta.bulkPut([
      { key: LIST_CURSOR, value: String(refreshedAt) },
      { key: PUBLIC_LIST_REFRESHED_AT, value: refreshedAt },
    ]);
  });
}

function follow(): void {
  stop = followKeptList(db, {
    list: (list) => told.push(list),
    refreshedAt: (refreshedAt) => told.push({ refreshedAt }),
    error: (error) => {
      throw error;
    },
  });
}

const lists = () => told.filter((entry): entry is CachedList => 'positions' in entry);
const ids = (list: CachedList | undefined) => list?.positions.map((position) => position.id);

describe('readWholeList', () => {
  it('reads every card newest first, a piece per request, and nothing without a cursor', async () => {
    const cards = board(2 * LIST_READ_PIECE + 3);
    await db.positions.bulkPut(cards);
    expect(await readWholeList(db)).toBeNull();

    await keep([], 5000);
    cardReads = [];
    const list = await readWholeList(db);

    expect(ids(list ?? undefined)).toEqual(newestFirst(cards));
    expect(list).toMatchObject({ total: cards.length, complete: true, refreshedAt: 5000 });
    // A piece each, the later ones with the card the last piece ended at (read again, skipped).
    expect(cardReads).toEqual([LIST_READ_PIECE, LIST_READ_PIECE + 1, LIST_READ_PIECE + 1]);
  });

  it('keeps the order of cards created at the same moment across the pieces', async () => {
    // Three moments; the middle one has more cards than a piece, so two boundaries fall in it.
    const moments = [0, 1, 2].flatMap((minute) =>
      Array.from({ length: minute === 1 ? LIST_READ_PIECE + 150 : 200 }, (_, index) =>
        card(`m${minute}-${String(index).padStart(4, '0')}`, minute),
      ),
    );
    await keep(moments);

    const list = await readWholeList(db);

    expect(ids(list ?? undefined)).toEqual(newestFirst(moments));
  });
});

describe('followKeptList', () => {
  it('shows the newest cards and the size first, then the whole list, once the cursor is kept', async () => {
    const cards = board(LIST_READ_PIECE + 10);
    await db.positions.bulkPut(cards);
    follow();
    // A first sync still writing: nothing is read as the list.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(told).toEqual([]);

    await keep([]);
    await expect.poll(() => lists().length).toBe(2);

    const [first, whole] = lists();
    expect(first).toMatchObject({ total: cards.length, complete: false, refreshedAt: 1000 });
    expect(ids(first)).toEqual(newestFirst(cards).slice(0, FIRST_CARDS));
    expect(ids(whole)).toEqual(newestFirst(cards));
    expect(whole).toMatchObject({ total: cards.length, complete: true });
    // The newest cards were one short read, then the rest a piece per read.
    expect(cardReads).toEqual([FIRST_CARDS, LIST_READ_PIECE, LIST_READ_PIECE + 1]);
  });

  it('reads the list again when its rows change, not when a sync only confirms it', async () => {
    const cards = board(FIRST_CARDS + 2);
    await keep(cards);
    follow();
    await expect.poll(() => lists().at(-1)?.complete).toBe(true);
    const before = { told: told.length, reads: cardReads.length };

    // An 'unchanged' sync: a new cursor and date, no row.
    await keep([], 2000);
    await expect.poll(() => told.at(-1)).toEqual({ refreshedAt: 2000 });
    expect(told).toHaveLength(before.told + 1);
    expect(cardReads).toHaveLength(before.reads);

    // A sync that brings a new card: the whole list again, without a partial one first.
    const newer = card('p-new', 10_000);
    await keep([newer], 3000);
    await expect.poll(() => ids(lists().at(-1))?.[0]).toBe('p-new');
    const last = lists().at(-1);
    expect(last).toMatchObject({ complete: true, total: cards.length + 1, refreshedAt: 3000 });
    expect(lists().filter((list) => !list.complete)).toHaveLength(1);
  });

  it("reads the list again when a position's page keeps a changed card, not the same one", async () => {
    const detail = detailOf(card('p-opened', 5));
    await keep([...board(FIRST_CARDS + 2), cardOfDetail(detail)]);
    follow();
    await expect.poll(() => lists().at(-1)?.complete).toBe(true);
    const shown = lists().length;
    const written = cardWrites;

    await keepPositionDetail(db, detail);
    expect(cardWrites).toBe(written);
    expect(await db.details.get(detail.id)).toEqual(detail);

    await keepPositionDetail(db, { ...detail, title: 'Renamed', version: 2 });
    await expect.poll(() => lists().length).toBe(shown + 1);
    const renamed = lists()
      .at(-1)
      ?.positions.find((position) => position.id === 'p-opened');
    expect(renamed).toMatchObject({ title: 'Renamed', version: 2 });
  });

  it('shows a list of no more than the first cards whole at once', async () => {
    const cards = board(FIRST_CARDS - 1);
    await keep(cards);
    follow();
    await expect.poll(() => lists().length).toBe(1);
    expect(lists()[0]).toMatchObject({ complete: true, total: cards.length });
    expect(ids(lists()[0])).toEqual(newestFirst(cards));
  });

  it('stops following when unsubscribed', async () => {
    await keep(board(2));
    follow();
    await expect.poll(() => lists().length).toBe(1);
    stop?.();
    await keep([card('p-new', 10_000)], 2000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(told).toHaveLength(1);
  });
});
