// What only the SQLite adapter promises: a file database in WAL mode with foreign keys, whose
// schema is migrated once and survives reopening.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../../testing/store-fixtures';
import { openStore } from '../open-store';
import { SCHEMA_VERSION } from './schema';
import { openSqliteStore } from './sqlite-store';

describe('SQLite store file', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'job-board-sqlite-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the data directory and keeps data across reopening without migrating twice', async () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const first = await openStore({ mongodbUrl: null, dataDir });
    expect(first.kind).toBe('sqlite');
    const user = await first.users.create(newUser({ email: 'keep@example.org' }));
    const version = await first.positions.publicListVersion();
    await first.close();

    const second = await openSqliteStore(path.join(dataDir, 'job-board.sqlite'));
    expect(await second.users.findByEmail('keep@example.org')).toEqual(user);
    expect(await second.positions.publicListVersion()).toBe(version);
    await second.close();

    const raw = new BetterSqlite3(path.join(dataDir, 'job-board.sqlite'), { readonly: true });
    try {
      expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      raw.close();
    }
  });

  it('enforces foreign keys', async () => {
    const store = await openSqliteStore(':memory:');
    try {
      await expect(
        store.tokens.create('hash', '00000000-0000-4000-8000-000000000000', 'verify', new Date()),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await store.close();
    }
  });

  it('lets two connections share one file', async () => {
    const file = path.join(dir, 'shared.sqlite');
    const [a, b] = await Promise.all([openSqliteStore(file), openSqliteStore(file)]);
    try {
      const user = await a.users.create(newUser());
      expect(await b.users.findById(user.id)).toEqual(user);
      expect(await a.jobs.claim('nightly', new Date(1000), new Date(0))).toBe(true);
      expect(await b.jobs.claim('nightly', new Date(2000), new Date(500))).toBe(false);
      const versionBefore = await b.positions.publicListVersion();
      await a.churches.upsertForUser(user.id, {
        churchName: 'Grace',
        denomination: null,
        location: 'Town',
        website: null,
        description: null,
        contactPhone: null,
        logoUrl: null,
      });
      expect(await b.positions.publicListVersion()).not.toBe(versionBefore);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
