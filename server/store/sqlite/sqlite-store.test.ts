// What only the SQLite adapter promises: a file database in WAL mode with foreign keys, whose
// schema is migrated once and survives reopening.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Position } from '../../../shared/types';
import { applicationData, churchData, newUser } from '../../testing/store-fixtures';
import { openStore } from '../open-store';
import { DuplicateApplicationError } from '../port';
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
    const createdAt = '2026-01-05T10:00:00.000Z';
    writeDatabaseAt(
      file,
      2,
      `
      INSERT INTO users (id, email, created_at, updated_at) VALUES ('u1', 'old@example.org', '${createdAt}', '${createdAt}');
      INSERT INTO church_profiles (id, user_id, church_name, location, created_at, updated_at)
        VALUES ('c1', 'u1', 'Grace', 'Town', '${createdAt}', '${createdAt}');
      INSERT INTO positions (id, church_profile_id, title, description, position_type, employment_type, created_at, updated_at)
        VALUES ('p1', 'c1', 'Pastor', 'Lead', 'full-time', 'permanent', '${createdAt}', '${createdAt}');
      INSERT INTO applications (id, position_id, student_name, student_email, created_at, updated_at)
        VALUES ('a1', 'p1', 'First', 'a@example.edu', '${createdAt}', '${createdAt}'),
               ('a2', 'p1', 'Second', 'b@example.edu', '${createdAt}', '${createdAt}');
    `,
    );

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

  it('opens a database of schema version 3 with its rows and gains the settings, tokens, summary and retention', async () => {
    const file = path.join(dir, 'v3.sqlite');
    const createdAt = '2026-01-05T10:00:00.000Z';
    const closedAt = '2026-02-01T08:00:00.000Z';
    writeDatabaseAt(
      file,
      3,
      `
      INSERT INTO users (id, email, created_at, updated_at) VALUES ('u1', 'old@example.org', '${createdAt}', '${createdAt}');
      INSERT INTO church_profiles (id, user_id, church_name, location, created_at, updated_at)
        VALUES ('c1', 'u1', 'Grace', 'Town', '${createdAt}', '${createdAt}');
      INSERT INTO positions (id, church_profile_id, title, description, position_type, employment_type, status, approved, created_at, updated_at)
        VALUES ('p1', 'c1', 'Pastor', 'Lead', 'full-time', 'permanent', 'closed', 1, '${createdAt}', '${closedAt}'),
               ('p2', 'c1', 'Organist', 'Play', 'part-time', 'permanent', 'active', 1, '${createdAt}', '${createdAt}');
      INSERT INTO applications (id, position_id, student_name, student_email, resume_url, status, created_at, updated_at)
        VALUES ('a1', 'p1', 'First', 'a@example.edu', '/uploads/resumes/a1.pdf', 'reviewed', '${createdAt}', '${closedAt}'),
               ('a2', 'p2', 'Second', 'b@example.edu', NULL, 'pending', '${createdAt}', '${createdAt}'),
               ('a3', 'p2', 'Third', 'c@example.edu', NULL, 'pending', '${createdAt}', '${createdAt}');
      INSERT INTO application_status_changes (application_id, status, at) VALUES ('a1', 'reviewed', '${closedAt}');
      INSERT INTO application_notes (id, application_id, author_id, text, created_at)
        VALUES ('n1', 'a1', 'u1', 'Kept', '${closedAt}');
    `,
    );

    const store = await openSqliteStore(file);
    try {
      // Every row is still there, with the new settings at their defaults.
      const profile = await store.churches.findById('c1');
      expect(profile).toMatchObject({ churchName: 'Grace', applicationEmails: 'each' });
      expect(profile?.declineTemplate).toBeNull();
      expect((await store.applications.listByPosition('p2')).map((a) => a.id)).toEqual([
        'a3',
        'a2',
      ]);
      expect(await store.applications.statusHistory('a1')).toEqual([
        { status: 'pending', at: createdAt },
        { status: 'reviewed', at: closedAt },
      ]);
      expect((await store.applications.listNotes('a1')).map((n) => n.text)).toEqual(['Kept']);
      expect(await store.applications.countsByStatusForChurch('c1')).toEqual({
        p1: { pending: 0, reviewed: 1, contacted: 0, declined: 0, hired: 0 },
        p2: { pending: 2, reviewed: 0, contacted: 0, declined: 0, hired: 0 },
      });
      // Older applications have no status token and wait for no summary.
      expect(await store.applications.awaitingDigest(new Date())).toEqual([]);
      const withToken = await store.applications.create(
        'p2',
        { ...applicationData(), statusTokenHash: 'a'.repeat(64), inDigest: true },
        'a4',
      );
      expect(await store.applications.findByStatusTokenHash('a'.repeat(64))).toEqual(withToken);

      // p1 was closed before closed_at existed: its retention counts from its updated_at.
      expect(await store.applications.deleteOfPositionsClosedBefore(new Date(closedAt))).toEqual({
        applicationIds: [],
        resumeUrls: [],
      });
      expect(
        await store.applications.deleteOfPositionsClosedBefore(new Date(Date.parse(closedAt) + 1)),
      ).toEqual({ applicationIds: ['a1'], resumeUrls: ['/uploads/resumes/a1.pdf'] });
      expect(await tableRows(file, 'application_status_changes')).toBe(0);
      expect(await tableRows(file, 'application_notes')).toBe(0);
      expect(await tableRows(file, 'applications')).toBe(3);
    } finally {
      await store.close();
    }
  });

  it('opens a database of schema version 5 and reads its audit entries without a version', async () => {
    const file = path.join(dir, 'v5.sqlite');
    const at = '2026-03-01T09:00:00.000Z';
    writeDatabaseAt(
      file,
      5,
      `
      INSERT INTO audit_log (id, at, actor_id, actor_email, action, position_id, position_title, detail)
        VALUES ('e1', '${at}', 'u1', 'admin@example.edu', 'approve', 'p1', 'Pastor', NULL);
    `,
    );
    const store = await openSqliteStore(file);
    try {
      expect(await store.auditLog.list(10)).toEqual([
        expect.objectContaining({ id: 'e1', action: 'approve', version: null }),
      ]);
      const entry = await store.auditLog.record({
        actorId: 'u1',
        actorEmail: 'admin@example.edu',
        action: 'approve-edit',
        positionId: 'p1',
        positionTitle: 'Pastor',
        detail: null,
        version: 4,
      });
      expect(entry.version).toBe(4);
    } finally {
      await store.close();
    }
  });

  it('opens a database of schema version 4 and dates its positions for their new life', async () => {
    const file = path.join(dir, 'v4.sqlite');
    const createdAt = '2026-01-05T10:00:00.000Z';
    const updatedAt = '2026-02-01T08:00:00.000Z';
    const closedAt = '2026-01-20T00:00:00.000Z';
    writeDatabaseAt(
      file,
      4,
      `
      INSERT INTO users (id, email, created_at, updated_at) VALUES ('u1', 'old@example.org', '${createdAt}', '${createdAt}');
      INSERT INTO church_profiles (id, user_id, church_name, location, created_at, updated_at)
        VALUES ('c1', 'u1', 'Grace', 'Town', '${createdAt}', '${createdAt}');
      INSERT INTO positions (id, church_profile_id, title, description, position_type, employment_type, status, approved, closed_at, created_at, updated_at)
        VALUES ('closed-early', 'c1', 'A', 'd', 'full-time', 'permanent', 'closed', 1, NULL, '${createdAt}', '${updatedAt}'),
               ('closed', 'c1', 'B', 'd', 'full-time', 'permanent', 'closed', 1, '${closedAt}', '${createdAt}', '${updatedAt}'),
               ('live', 'c1', 'C', 'd', 'full-time', 'permanent', 'active', 1, NULL, '${createdAt}', '${updatedAt}'),
               ('pending', 'c1', 'D', 'd', 'full-time', 'permanent', 'active', 0, NULL, '${createdAt}', '${createdAt}');
    `,
    );

    const store = await openSqliteStore(file);
    try {
      const life = async (id: string) => {
        const position = await store.positions.findById(id);
        return position && pickLife(position);
      };
      // Approval was the last write of an approved position; only the archive closed positions.
      const base = { applyBy: null, declined: null, version: 1 };
      expect(await life('closed-early')).toEqual({
        ...base,
        status: 'closed',
        approvedAt: updatedAt,
        closedReason: 'expired',
        closedAt: updatedAt,
      });
      expect(await life('closed')).toEqual({
        ...base,
        status: 'closed',
        approvedAt: updatedAt,
        closedReason: 'expired',
        closedAt,
      });
      expect(await life('live')).toEqual({
        ...base,
        status: 'active',
        approvedAt: updatedAt,
        closedReason: null,
        closedAt: null,
      });
      expect(await life('pending')).toEqual({
        ...base,
        status: 'active',
        approvedAt: null,
        closedReason: null,
        closedAt: null,
      });
      expect((await store.churches.findById('c1'))?.version).toBe(1);
      // The live one's 60 days count from its approval; the pending one is never archived.
      expect(await store.positions.closeExpired(new Date('2026-04-01T00:00:00.000Z'))).toEqual([
        'live',
      ]);
    } finally {
      await store.close();
    }
  });

  it('opens a database from before one application per student: the first of each keeps its place, older duplicates block nobody', async () => {
    const file = path.join(dir, 'before-applicant-key.sqlite');
    const at = (minute: number) => `2026-03-01T10:0${String(minute)}:00.000Z`;
    // Schema version 9 is the one before the applicant key.
    writeDatabaseAt(
      file,
      9,
      `
      INSERT INTO users (id, email, created_at, updated_at) VALUES ('u1', 'old@example.org', '${at(0)}', '${at(0)}');
      INSERT INTO church_profiles (id, user_id, church_name, location, created_at, updated_at)
        VALUES ('c1', 'u1', 'Grace', 'Town', '${at(0)}', '${at(0)}');
      INSERT INTO positions (id, church_profile_id, title, description, position_type, employment_type, status, approved, created_at, updated_at)
        VALUES ('p1', 'c1', 'A', 'd', 'full-time', 'permanent', 'active', 1, '${at(0)}', '${at(0)}');
      INSERT INTO applications (id, position_id, student_name, student_email, status, created_at, updated_at)
        VALUES ('first', 'p1', 'Ada', 'Ada@Student.test', 'pending', '${at(1)}', '${at(1)}'),
               ('copy', 'p1', 'Ada', 'ada@student.test', 'pending', '${at(2)}', '${at(2)}'),
               ('other', 'p1', 'Ben', 'ben@student.test', 'pending', '${at(3)}', '${at(3)}');
    `,
    );

    const store = await openSqliteStore(file);
    try {
      expect((await store.applications.findByEmail('p1', 'ADA@student.test'))?.id).toBe('first');
      expect((await store.applications.findByEmail('p1', 'ben@student.test'))?.id).toBe('other');
      await expect(
        store.applications.create('p1', applicationData({ studentEmail: 'ada@student.test' })),
      ).rejects.toBeInstanceOf(DuplicateApplicationError);
      // Withdrawing the first frees the student, though the older copy is still there.
      await store.applications.delete('first');
      await expect(
        store.applications.create('p1', applicationData({ studentEmail: 'ada@student.test' })),
      ).resolves.toMatchObject({ positionId: 'p1' });
      expect(await store.applications.findById('copy')).toBeDefined();
    } finally {
      await store.close();
    }
  });

  it('opens a database from before uploaded names were kept: its grants read without a name', async () => {
    const file = path.join(dir, 'before-upload-names.sqlite');
    const key = 'resumes/00000000-0000-4000-8000-000000000000.pdf';
    // The migration this test is about is the last one.
    writeDatabaseAt(
      file,
      SCHEMA_VERSION - 1,
      `
      INSERT INTO uploads (key, kind, owner, bytes, created_at, received_at, used_by)
        VALUES ('${key}', 'resume', 'anonymous', 100, '2026-03-01T10:00:00.000Z', NULL, NULL);
    `,
    );
    const store = await openSqliteStore(file);
    try {
      expect(await store.uploads.find(key)).toMatchObject({ key, name: null });
      expect(await store.uploads.namesOf([key])).toEqual(new Map());
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
      await a.churches.upsertForUser(user.id, churchData());
      expect(await b.positions.publicListVersion()).not.toBe(versionBefore);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

/** The fields of a position's life, to compare what a migration gave older rows. */
function pickLife(position: Position) {
  const { status, approvedAt, closedReason, closedAt, applyBy, declined, version } = position;
  return { status, approvedAt, closedReason, closedAt, applyBy, declined, version };
}

/** Writes `file` as schema version `version` left it, with the rows `sql` inserts. */
function writeDatabaseAt(file: string, version: number, sql: string): void {
  const old = new BetterSqlite3(file);
  try {
    old.pragma('foreign_keys = ON');
    migrate(old, version);
    old.exec(sql);
  } finally {
    old.close();
  }
}

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
