import { describe, expect, it } from 'vitest';
import { testStoreKinds } from '../server/testing/stores';
import { seedDemo } from './seed-demo';

describe.each(testStoreKinds())('seed:demo on $name', ({ open }) => {
  it('adds churches, approved and pending positions and applications, once', async () => {
    const store = await open();
    try {
      const first = await seedDemo(store);
      expect(first).toEqual({ users: 3, positions: 6, applications: 5 });
      const again = await seedDemo(store);
      expect(again).toEqual({ users: 0, positions: 0, applications: 0 });
      const all = await store.positions.listAll();
      expect(all).toHaveLength(6);
      expect(all.filter((p) => p.approved)).toHaveLength(4);
      expect((await store.positions.listPublic()).map((p) => p.church?.churchName).sort()).toEqual([
        'Grace Community Church',
        'Grace Community Church',
        'Harvest Coffee Co.',
        'Hope Chapel',
      ]);
      expect(all.reduce((sum, p) => sum + p.applicationCount, 0)).toBe(5);
    } finally {
      await store.close();
    }
  });
});
