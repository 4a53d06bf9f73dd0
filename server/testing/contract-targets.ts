// The stores the contract suite runs on: SQLite always, MongoDB when MONGODB_URL is set. Every test
// gets a fresh, empty store; on MongoDB that is a database of its own, dropped after the test.
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import * as mongo from '../store/mongodb/mongo-store';
import type { Store } from '../store/port';
import * as sqlite from '../store/sqlite/sqlite-store';

/** One adapter under test. */
export interface ContractTarget {
  readonly name: 'sqlite' | 'mongodb';
  /** Why this adapter is skipped, or null when it runs. */
  readonly skipReason: string | null;
  /** Opens a fresh, empty store. */
  readonly open: () => Promise<Store>;
  /** Closes a store from open() and removes its data. */
  readonly dispose: (store: Store) => Promise<void>;
  /** Releases what the target holds across tests. */
  readonly teardown: () => Promise<void>;
  /** The adapter's test helper that backdates a position. */
  readonly setPositionCreatedAt: (store: Store, id: string, createdAt: Date) => Promise<void>;
  /** The mail queue's bodies as stored, read past the port (for what is kept at rest). */
  readonly storedMailBodies: (
    store: Store,
  ) => Promise<{ id: string; text: unknown; html: unknown }[]>;
}

function sqliteTarget(): ContractTarget {
  return {
    name: 'sqlite',
    skipReason: null,
    open: () => sqlite.openSqliteStore(':memory:'),
    dispose: (store) => store.close(),
    teardown: () => Promise.resolve(),
    setPositionCreatedAt: sqlite.setPositionCreatedAt,
    storedMailBodies: async (store) =>
      (await sqlite.readTable(store, 'mail_queue')).map((row) => ({
        id: String(row.id),
        text: row.text,
        html: row.html,
      })),
  };
}

function mongoTarget(url: string | undefined): ContractTarget {
  // One random prefix per run, one database per test: tests never see each other's data.
  const run = `contract_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const names = new WeakMap<Store, string>();
  let count = 0;
  let admin: MongoClient | undefined;
  return {
    name: 'mongodb',
    skipReason: url ? null : 'MONGODB_URL is not set',
    open: async () => {
      if (!url) throw new Error('MONGODB_URL is not set');
      const dbName = `${run}_${++count}`;
      const store = await mongo.openMongoStore(url, dbName);
      names.set(store, dbName);
      return store;
    },
    dispose: async (store) => {
      await store.close();
      const dbName = names.get(store);
      if (!url || dbName === undefined) return;
      admin ??= await MongoClient.connect(url);
      await admin.db(dbName).dropDatabase();
    },
    teardown: async () => {
      await admin?.close();
      admin = undefined;
    },
    setPositionCreatedAt: mongo.setPositionCreatedAt,
    storedMailBodies: async (store) => {
      const dbName = names.get(store);
      if (!url || dbName === undefined) throw new Error('Not a store of this target');
      admin ??= await MongoClient.connect(url);
      const docs = await admin.db(dbName).collection('mailQueue').find({}).toArray();
      return docs.map((doc) => ({
        id: String(doc._id),
        text: doc.text as unknown,
        html: doc.html as unknown,
      }));
    },
  };
}

/** What each part of the contract suite is given: the test's fresh store and the adapter it came from. */
export interface ContractContext {
  readonly store: () => Store;
  readonly target: ContractTarget;
}

/** SQLite, and MongoDB (skipped without MONGODB_URL). */
export function contractTargets(mongodbUrl: string | undefined): ContractTarget[] {
  return [sqliteTarget(), mongoTarget(mongodbUrl)];
}
