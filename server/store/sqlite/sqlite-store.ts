// The embedded store: one better-sqlite3 connection in WAL mode with foreign keys on, so the
// cascades of the schema do the work of users.delete and positions.delete.
import BetterSqlite3 from 'better-sqlite3';
import { chmodSync, closeSync, openSync } from 'node:fs';
import { monotonicClock } from '../monotonic-clock';
import type { Store } from '../port';
import { sqliteApplications } from './applications';
import { sqliteAuditLog } from './audit-log';
import { sqliteChurches } from './churches';
import type { SqliteContext } from './context';
import { sqliteIdempotency } from './idempotency';
import { sqliteJobs } from './jobs';
import { sqliteMail } from './mail';
import { sqlitePositions } from './positions';
import { bumpPublicListVersion } from './public-list-version';
import { run } from './run';
import { migrate } from './schema';
import { sqliteSessions } from './sessions';
import { StatementCache } from './statements';
import { sqliteTokens } from './tokens';
import { sqliteUploads } from './uploads';
import { sqliteUsers } from './users';

/** How long a write waits for another process's lock before failing with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/** The connection behind each open store, for the test helper below (not part of the port). */
const contexts = new WeakMap<Store, SqliteContext>();

/**
 * The database holds sessions, accounts and applications: only the server's user may read it. The
 * file is created 0600 before SQLite opens it, and SQLite gives its -wal and -shm files the main
 * file's mode; files left by an older version are narrowed to 0600 too.
 */
function restrictToOwner(file: string): void {
  try {
    closeSync(openSync(file, 'a', 0o600));
  } catch (error) {
    // No such directory: SQLite's own open says so, in its words.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      chmodSync(name, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Opens the SQLite store in `file` (`:memory:` for a private in-memory one), creating and migrating its schema. */
export function openSqliteStore(file: string): Promise<Store> {
  return run(() => {
    if (file !== ':memory:' && file !== '' && !file.startsWith('file:')) restrictToOwner(file);
    const db = new BetterSqlite3(file, { timeout: BUSY_TIMEOUT_MS });
    try {
      db.pragma('journal_mode = WAL');
      // WAL makes NORMAL durable across application crashes; only a power cut can lose the last commits.
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      migrate(db);
      // Messages sent before sent mail was kept without its body lose it now (see mail.ts markSent).
      db.prepare(
        "UPDATE mail_queue SET text = '', html = NULL WHERE sent_at IS NOT NULL AND (text <> '' OR html IS NOT NULL)",
      ).run();
    } catch (error) {
      db.close();
      throw error;
    }
    const clock = monotonicClock();
    const ctx: SqliteContext = { db, statements: new StatementCache(db), now: clock };
    const store: Store = {
      kind: 'sqlite',
      users: sqliteUsers(ctx),
      sessions: sqliteSessions(ctx),
      churches: sqliteChurches(ctx),
      positions: sqlitePositions(ctx),
      applications: sqliteApplications(ctx),
      idempotency: sqliteIdempotency(ctx),
      tokens: sqliteTokens(ctx),
      mail: sqliteMail(ctx),
      jobs: sqliteJobs(ctx),
      uploads: sqliteUploads(ctx),
      auditLog: sqliteAuditLog(ctx),
      rateLimits: null,
      now: clock.peek,
      ping: () =>
        run(() => {
          ctx.statements.get('SELECT 1').get();
        }),
      close: () =>
        run(() => {
          if (db.open) db.close();
        }),
    };
    contexts.set(store, ctx);
    return store;
  });
}

/**
 * Test helper, not part of the port: moves the last sign of life of every unfinished write (an
 * Idempotency-Key still in progress) `ms` back, as if its server had died that long ago. Throws
 * when `store` was not opened by openSqliteStore.
 */
export function ageUnfinishedWrites(store: Store, ms: number): Promise<number> {
  return run(() => {
    const ctx = contexts.get(store);
    if (ctx === undefined) throw new Error('ageUnfinishedWrites: not a SQLite store');
    // ISO times with milliseconds, as toISOString writes them, so they keep comparing as text.
    return ctx.statements
      .get(
        `UPDATE idempotency_keys SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', updated_at, ?)
         WHERE status = 'in-progress'`,
      )
      .run(`-${String(ms / 1000)} seconds`).changes;
  });
}

/**
 * Test and seed helper, not part of the port: sets a position's createdAt (what the lists are
 * ordered by). Throws when `store` was not opened by openSqliteStore.
 */
export function setPositionCreatedAt(store: Store, id: string, createdAt: Date): Promise<void> {
  return run(() => {
    const ctx = contexts.get(store);
    if (ctx === undefined) throw new Error('setPositionCreatedAt: not a SQLite store');
    ctx.db.transaction(() => {
      ctx.statements
        .get('UPDATE positions SET created_at = ? WHERE id = ?')
        .run(createdAt.toISOString(), id);
      // The list's order depends on createdAt.
      bumpPublicListVersion(ctx);
    })();
  });
}

/**
 * Test and seed helper, not part of the port: sets when a position last went live (e.g. to make it
 * due for the 60-day archive or its reminder). Throws when `store` was not opened by openSqliteStore.
 */
export function setPositionApprovedAt(store: Store, id: string, approvedAt: Date): Promise<void> {
  return run(() => {
    const ctx = contexts.get(store);
    if (ctx === undefined) throw new Error('setPositionApprovedAt: not a SQLite store');
    ctx.statements
      .get('UPDATE positions SET approved_at = ? WHERE id = ?')
      .run(approvedAt.toISOString(), id);
  });
}

/**
 * Test helper, not part of the port: every row of one table, as stored (for attack tests that
 * check a refused request changed nothing, and for what is kept at rest, e.g. hashed ids).
 */
export function readTable(store: Store, table: string): Promise<Record<string, unknown>[]> {
  return run(() => {
    const ctx = contexts.get(store);
    if (ctx === undefined) throw new Error('readTable: not a SQLite store');
    if (!/^[a-z_]+$/.test(table)) throw new Error(`readTable: bad table name ${table}`);
    return ctx.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Record<
      string,
      unknown
    >[];
  });
}

/** Test helper: the names of every table in the store, for snapshots of everything. */
export function tableNames(store: Store): Promise<string[]> {
  return run(() => {
    const ctx = contexts.get(store);
    if (ctx === undefined) throw new Error('tableNames: not a SQLite store');
    return (
      ctx.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
  });
}

/**
 * Test helper, not part of the port: every row of every table in `sqlite_master`, by table name
 * (to prove that nothing anywhere still holds an erased person's data).
 */
export function dumpTables(store: Store): Promise<Record<string, Record<string, unknown>[]>> {
  return run(() => {
    const ctx = contexts.get(store);
    if (ctx === undefined) throw new Error('dumpTables: not a SQLite store');
    const names = (
      ctx.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    const dump: Record<string, Record<string, unknown>[]> = {};
    for (const name of names) {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      dump[name] = ctx.db.prepare(`SELECT * FROM ${quoted}`).all() as Record<string, unknown>[];
    }
    return dump;
  });
}
