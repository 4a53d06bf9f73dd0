// The database half of a backup: SQLite's online backup copies the live file while the server keeps
// writing (WAL lets a reader and the writer work at once), and the copy is then checked and read
// for what the restore and the file copy need (docs/decisions/0036-backup-and-restore.md).
import BetterSqlite3 from 'better-sqlite3';
import { writeFile } from 'node:fs/promises';
import { parseKey } from '../files/storage-keys';
import { BUSY_TIMEOUT_MS } from '../store/sqlite/sqlite-store';
import { keyTailOf } from '../store/upload-references';
import { BackupError } from './backup-format';

/**
 * Pages per backup step: all of them. Each step is its own read transaction, and a step that finds
 * the source changed by another process starts the copy again, so small steps under steady writes
 * could restart for ever; one step copies one consistent state. In WAL mode the read transaction
 * does not block the server's writes.
 */
const ALL_PAGES = 0x7fffffff;

/** What the snapshot holds. */
export interface DatabaseSnapshot {
  /** PRAGMA user_version: the number of schema migrations the snapshot has. */
  schemaVersion: number;
  /** Rows per table. */
  tables: Record<string, number>;
  /** Every upload key a record of the snapshot uses, with the record that uses it. */
  referencedKeys: Map<string, string>;
}

type Db = BetterSqlite3.Database;

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Rows per table, every table of the schema. */
export function countRows(db: Db): Record<string, number> {
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  const tables: Record<string, number> = {};
  for (const name of names) {
    tables[name] = db
      .prepare(`SELECT count(*) FROM ${quoted(name)}`)
      .pluck()
      .get() as number;
  }
  return tables;
}

/** Throws unless PRAGMA integrity_check finds nothing wrong with `db`. */
export function checkIntegrity(db: Db, what: string): void {
  const findings = db.prepare('PRAGMA integrity_check').pluck().all() as string[];
  if (findings.length !== 1 || findings[0] !== 'ok') {
    throw new BackupError(
      `${what} fails SQLite's integrity check: ${findings.slice(0, 5).join('; ')}`,
    );
  }
}

/**
 * The upload keys records use: the claimed grants (docs/decisions/0016-upload-ownership.md) and,
 * for files uploaded before grants were kept, the addresses applications, positions and pending
 * position edits store. Each is mapped to the record that uses it, for the report.
 */
function referencedUploads(db: Db, tables: Record<string, number>): Map<string, string> {
  const referenced = new Map<string, string>();
  const sources: [table: string, sql: string, record: string][] = [
    ['uploads', 'SELECT key, used_by FROM uploads WHERE used_by IS NOT NULL', 'record'],
    [
      'applications',
      'SELECT resume_url, id FROM applications WHERE resume_url IS NOT NULL',
      'application',
    ],
    [
      'positions',
      'SELECT job_description_url, id FROM positions WHERE job_description_url IS NOT NULL',
      'position',
    ],
    [
      'position_revisions',
      `SELECT json_extract(data, '$.jobDescriptionUrl'), position_id FROM position_revisions
       WHERE json_extract(data, '$.jobDescriptionUrl') IS NOT NULL`,
      'edit of position',
    ],
  ];
  for (const [table, sql, record] of sources) {
    if (!(table in tables)) continue;
    for (const [address, id] of db.prepare(sql).raw().iterate() as Iterable<[string, string]>) {
      const key = parseKey(keyTailOf(String(address)))?.key;
      if (key !== undefined && !referenced.has(key)) referenced.set(key, `${record} ${id}`);
    }
  }
  return referenced;
}

/**
 * Copies the live database `liveFile` to the new file `snapshotFile` as one consistent state, turns
 * the copy into a single self-contained file (rollback journal, no -wal beside it), checks it and
 * reads what it holds. The server may keep writing throughout.
 */
export async function snapshotDatabase(
  liveFile: string,
  snapshotFile: string,
): Promise<DatabaseSnapshot> {
  const live = new BetterSqlite3(liveFile, {
    readonly: true,
    fileMustExist: true,
    timeout: BUSY_TIMEOUT_MS,
  });
  try {
    // Created first, readable by its owner only: SQLite would give the new file the default mode,
    // and the database holds sessions, accounts and applications.
    await writeFile(snapshotFile, '', { flag: 'wx', mode: 0o600 });
    await live.backup(snapshotFile, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const snapshot = new BetterSqlite3(snapshotFile, { fileMustExist: true });
  try {
    snapshot.pragma('journal_mode = DELETE');
    checkIntegrity(snapshot, 'The database snapshot');
    const tables = countRows(snapshot);
    return {
      schemaVersion: snapshot.pragma('user_version', { simple: true }) as number,
      tables,
      referencedKeys: referencedUploads(snapshot, tables),
    };
  } finally {
    snapshot.close();
  }
}
