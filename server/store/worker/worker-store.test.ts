// The store hosted in a worker thread: every method of the port reaches the adapter, values and the
// port's errors cross intact, a worker that dies is replaced, and close ends it. Runs with SQLite in
// the worker always and with MongoDB (how the server runs it) when MONGODB_URL is set; the port's
// full behaviour through the worker is the contract suite's job (contract/targets.ts).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { churchData, newUser, positionData } from '../contract/fixtures';
import { DuplicateEmailError, DuplicateIdError, type Store } from '../port';
import { openSqliteStore } from '../sqlite/sqlite-store';
import type { WorkerStoreTarget } from './protocol';
import { STORE_METHODS } from './store-methods';
import { openStoreInWorker, workerOf } from './worker-store';

const mongodbUrl = process.env.MONGODB_URL || undefined;

interface Adapter {
  name: 'sqlite' | 'mongodb';
  /** A target with empty data of its own, and how to remove that data. */
  target: (dir: string) => { target: WorkerStoreTarget; drop: () => Promise<void> };
}

const adapters: Adapter[] = [
  {
    name: 'sqlite',
    target: (dir) => ({
      target: { adapter: 'sqlite', file: path.join(dir, 'store.sqlite') },
      drop: () => Promise.resolve(),
    }),
  },
];
if (mongodbUrl !== undefined)
  adapters.push({
    name: 'mongodb',
    target: () => {
      const dbName = `worker_store_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      return {
        target: { adapter: 'mongodb', url: mongodbUrl, dbName },
        drop: async () => {
          const client = await MongoClient.connect(mongodbUrl);
          try {
            await client.db(dbName).dropDatabase();
          } finally {
            await client.close();
          }
        },
      };
    },
  });

describe.each(adapters)('$name store in a worker thread', (adapter) => {
  let dir: string;
  let store: Store;
  let target: WorkerStoreTarget;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'job-board-worker-store-'));
    ({ target, drop } = adapter.target(dir));
    store = await openStoreInWorker(target);
  });

  afterEach(async () => {
    await store.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('offers exactly the methods the adapters offer', async () => {
    expect(store.kind).toBe(adapter.name);
    const direct = await openSqliteStore(':memory:');
    try {
      for (const repository of Object.keys(STORE_METHODS) as (keyof typeof STORE_METHODS)[]) {
        const names = (repo: object) => Object.keys(repo).sort();
        expect(names(store[repository]), repository).toEqual(names(direct[repository]));
      }
    } finally {
      await direct.close();
    }
  });

  it('passes dates, sets, records and absences both ways', async () => {
    const user = await store.users.create(newUser({ email: 'Worker@Example.org' }));
    expect(user.email).toBe('worker@example.org');
    expect(await store.users.findById(user.id)).toEqual(user);
    expect(await store.users.findById(randomUUID())).toBeUndefined();

    const now = new Date();
    await store.sessions.set('sid-1', { userId: user.id }, new Date(now.getTime() + 60_000));
    expect(await store.sessions.get('sid-1', now)).toEqual({ userId: user.id });
    expect(await store.sessions.get('sid-1', new Date(now.getTime() + 120_000))).toBeUndefined();

    const { profile } = await store.churches.upsertForUser(user.id, churchData());
    const position = await store.positions.create(
      profile.id,
      positionData({ jobDescriptionUrl: '/uploads/job-descriptions/a.pdf' }),
    );
    const keys = await store.uploads.referencedKeys([
      'job-descriptions/a.pdf',
      'job-descriptions/b.pdf',
    ]);
    expect(keys).toBeInstanceOf(Set);
    expect([...keys]).toEqual(['job-descriptions/a.pdf']);
    const [listed, ...others] = await store.positions.listByChurch(profile.id);
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ ...position, applicationCount: 0 });
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it("rebuilds the port's own errors, so the services can tell them apart", async () => {
    await store.users.create(newUser({ email: 'taken@example.org' }));
    const duplicate = await store.users
      .create(newUser({ email: 'TAKEN@example.org' }))
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(DuplicateEmailError);
    expect((duplicate as Error).message).toMatch(/^A user with e-mail taken@example\.org exists$/i);

    const owner = await store.users.create(newUser());
    const { profile } = await store.churches.upsertForUser(owner.id, churchData());
    const id = randomUUID();
    await store.positions.create(profile.id, positionData(), id);
    await expect(store.positions.create(profile.id, positionData(), id)).rejects.toBeInstanceOf(
      DuplicateIdError,
    );
  });

  it('replaces a worker that died: calls in flight fail, the next call runs on a new one', async () => {
    const user = await store.users.create(newUser());
    const first = workerOf(store)!;
    const inFlight = store.users.findById(user.id);
    await first.terminate();
    await expect(inFlight).rejects.toThrow('The store worker stopped');

    expect(await store.users.findById(user.id)).toEqual(user);
    const second = workerOf(store)!;
    expect(second.threadId).not.toBe(first.threadId);
  });

  it('ends its worker on close and refuses calls after it', async () => {
    const worker = workerOf(store)!;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    await store.close();
    await exited;
    expect(workerOf(store)).toBeUndefined();
    await expect(store.users.findById(randomUUID())).rejects.toThrow('The store is closed');
  });
});

describe('opening a store in a worker thread', () => {
  it('fails with the adapter’s own message when the store cannot open', async () => {
    await expect(
      openStoreInWorker({ adapter: 'sqlite', file: '/nonexistent/directory/store.sqlite' }),
    ).rejects.toThrow(/directory does not exist/);
  });

  it('does not keep a process alive once its calls are answered', async () => {
    // A script that forgets to close its store must still end, as it would with the adapter in
    // process; the worker holds the process only while a call waits on it.
    const dir = await mkdtemp(path.join(tmpdir(), 'job-board-worker-script-'));
    try {
      const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker-store.ts');
      const script = path.join(dir, 'script.mts');
      await writeFile(
        script,
        `const { openStoreInWorker } = await import(${JSON.stringify(module)});
        const store = await openStoreInWorker({ adapter: 'sqlite', file: ':memory:' });
        await store.ping();
        console.log('answered');`,
      );
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('answered');
      expect(run.status).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
