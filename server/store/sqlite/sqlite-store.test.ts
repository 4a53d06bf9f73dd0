// What only the SQLite adapter promises: a file database in WAL mode with foreign keys, whose
// schema is migrated once and survives reopening.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../../testing/store-fixtures';
import { openStore } from '../open-store';
import { migrate, SCHEMA_VERSION } from './schema';
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

  it('opens a database of schema version 2 with its applications and gains the review pipeline', async () => {
    const file = path.join(dir, 'old.sqlite');
    const old = new BetterSqlite3(file);
    const createdAt = '2026-01-05T10:00:00.000Z';
    try {
      old.pragma('foreign_keys = ON');
      migrate(old, 2);
      old.exec(`
        INSERT INTO users (id, email, created_at, updated_at) VALUES ('u1', 'old@example.org', '${createdAt}', '${createdAt}');
        INSERT INTO church_profiles (id, user_id, church_name, location, created_at, updated_at)
          VALUES ('c1', 'u1', 'Grace', 'Town', '${createdAt}', '${createdAt}');
        INSERT INTO positions (id, church_profile_id, title, description, position_type, employment_type, created_at, updated_at)
          VALUES ('p1', 'c1', 'Pastor', 'Lead', 'full-time', 'permanent', '${createdAt}', '${createdAt}');
        INSERT INTO applications (id, position_id, student_name, student_email, created_at, updated_at)
          VALUES ('a1', 'p1', 'First', 'a@example.edu', '${createdAt}', '${createdAt}'),
                 ('a2', 'p1', 'Second', 'b@example.edu', '${createdAt}', '${createdAt}');
      `);
    } finally {
      old.close();
    }

    const store = await openSqliteStore(file);
    try {
      // Same createdAt: the later insert is still listed first (rowid survived the rebuild).
      expect((await store.applications.listByPosition('p1')).map((a) => [a.id, a.status])).toEqual([
        ['a2', 'pending'],
        ['a1', 'pending'],
      ]);
      const at = new Date('2026-01-06T09:00:00.000Z');
      expect((await store.applications.setStatus('a1', 'hired', at))?.status).toBe('hired');
      expect(await store.applications.statusHistory('a1')).toEqual([
        { status: 'pending', at: createdAt },
        { status: 'hired', at: at.toISOString() },
      ]);
      expect(
        await store.applications.addNote('a1', { authorId: 'u1', text: 'Yes' }, at),
      ).toBeDefined();
      // The rebuilt table still cascades from positions, and on to the new tables.
      await store.positions.delete('p1');
      expect(await tableRows(file, 'application_status_changes')).toBe(0);
      expect(await tableRows(file, 'application_notes')).toBe(0);
    } finally {
      await store.close();
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

/** How many rows a table of the database file holds, read on a connection of its own. */
function tableRows(file: string, table: string): Promise<number> {
  return new Promise((resolve) => {
    const db = new BetterSqlite3(file, { readonly: true });
    try {
      resolve((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);
    } finally {
      db.close();
    }
  });
}
