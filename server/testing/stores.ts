// The stores a test should run on: SQLite always, MongoDB when MONGODB_URL is set (CI points it
// at FerretDB). Each MongoDB opening gets its own database, dropped on close.
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { openMongoStore } from '../store/mongodb/mongo-store';
import type { Store } from '../store/port';
import { openSqliteStore } from '../store/sqlite/sqlite-store';

/** A named way to open a fresh, empty store. */
export interface TestStoreKind {
  name: 'sqlite' | 'mongodb';
  open: () => Promise<Store>;
}

/** SQLite, plus MongoDB when MONGODB_URL is set. */
export function testStoreKinds(): TestStoreKind[] {
  const kinds: TestStoreKind[] = [{ name: 'sqlite', open: () => openSqliteStore(':memory:') }];
  const url = process.env.MONGODB_URL;
  if (url) {
    kinds.push({
      name: 'mongodb',
      open: async () => {
        const dbName = `jobboard_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
        const store = await openMongoStore(url, dbName);
        const close = store.close.bind(store);
        // Drop the test database when the test closes its store.
        return Object.assign(store, {
          close: async () => {
            await close();
            const client = await MongoClient.connect(url);
            try {
              await client.db(dbName).dropDatabase();
            } finally {
              await client.close();
            }
          },
        });
      },
    });
  }
  return kinds;
}
