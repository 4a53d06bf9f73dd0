import { describe, expect, it } from 'vitest';
import { openSqliteStore } from '../server/store/sqlite/sqlite-store';
import { BOARD_TITLES, seedBoard } from './seed-board';

// SQLite only: the board goes through the store port, whose adapters the store's contract tests
// hold to the same behaviour, and 600 writes to FerretDB take longer than a unit test may.
describe('the big board', () => {
  it('adds approved, active positions over the churches, once', async () => {
    const store = await openSqliteStore(':memory:');
    try {
      const first = await seedBoard(store, { positions: 300, churches: 40 });
      expect(first).toMatchObject({ churches: 40, added: 300 });
      expect(new Set(first.ids).size).toBe(300);
      const listed = await store.positions.listPublic();
      expect(listed).toHaveLength(300);
      expect(listed.every((p) => p.approved && p.status === 'active')).toBe(true);
      expect(new Set(listed.map((p) => p.churchProfileId)).size).toBe(40);
      expect(new Set(listed.map((p) => p.church?.location)).size).toBeGreaterThan(10);
      // Newest first: the last position seeded is the first card.
      expect(listed[0]?.id).toBe(first.ids.at(-1));
      expect(listed[0]?.title).toBe(`${BOARD_TITLES[299 % BOARD_TITLES.length]} 300`);
      const lengths = listed.map((p) => p.description.length);
      expect(Math.min(...lengths)).toBeGreaterThanOrEqual(100);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(1500);
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeGreaterThan(1000);
      expect(listed.filter((p) => p.applyBy !== null).length).toBe(200);

      const again = await seedBoard(store, { positions: 300, churches: 40 });
      expect(again).toEqual({ ...first, added: 0 });
      expect(await store.positions.listAll()).toHaveLength(300);
    } finally {
      await store.close();
    }
  });
});
