// `npm run restore`: a backup back into an empty data directory, every file checked against the
// manifest as it is copied. Anything wrong removes what was written, so a failed restore leaves the
// directory as empty as it found it (docs/decisions/0036-backup-and-restore.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../store/open-store';
import { SCHEMA_VERSION } from '../store/sqlite/schema';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import {
  BackupError,
  MANIFEST_FILE,
  SESSION_SECRET_FILE,
  UPLOADS_FOLDER,
  parseManifest,
  type BackupManifest,
  type FileDigest,
} from './backup-format';
import { copyWithDigest } from './file-digest';
import { claimEmptyFolder } from './folders';
import { checkIntegrity, countRows } from './sqlite-snapshot';

/** What a restore wrote. */
export interface RestoreResult {
  dataDir: string;
  manifest: BackupManifest;
}

async function readManifest(backupDir: string): Promise<BackupManifest> {
  const file = path.join(backupDir, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new BackupError(
      `There is no ${MANIFEST_FILE} in ${backupDir}: not a backup, or one that did not finish.`,
    );
  }
  return parseManifest(text);
}

/** Copies one file of the backup into place, refusing it unless it is what the manifest says. */
async function restoreFile(
  from: string,
  to: string,
  expected: FileDigest,
  name: string,
): Promise<void> {
  const actual = await copyWithDigest(from, to);
  if (actual === undefined) throw new BackupError(`The backup is missing ${name}.`);
  if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) {
    throw new BackupError(
      `${name} in the backup does not match its checksum in ${MANIFEST_FILE}: the backup is damaged.`,
    );
  }
}

/** Throws unless the restored database is sound and holds the rows the manifest counted. */
function checkRestoredDatabase(file: string, manifest: BackupManifest): void {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    checkIntegrity(db, 'The restored database');
    const tables = countRows(db);
    for (const [table, rows] of Object.entries(manifest.database.tables)) {
      if (tables[table] !== rows) {
        throw new BackupError(
          `The restored table ${table} holds ${String(tables[table] ?? 0)} rows; the manifest counted ${rows}.`,
        );
      }
    }
  } finally {
    db.close();
  }
}

/**
 * Moves the restored store's sync horizon to now: a device that synced the public list before the
 * restore holds a later history than the backup's, so it starts again
 * (docs/decisions/0047-public-list-sync.md). Opening the store migrates an older backup's schema,
 * as the server's first start on it would.
 */
async function restartSync(file: string): Promise<void> {
  const store = await openSqliteStore(file);
  try {
    await store.positions.restartSync();
  } finally {
    await store.close();
  }
}

/** Restores the backup in `backupDir` into `dataDir`, which must be empty or absent. */
export async function restoreBackup(options: {
  backupDir: string;
  dataDir: string;
}): Promise<RestoreResult> {
  const backupDir = path.resolve(options.backupDir);
  const dataDir = path.resolve(options.dataDir);
  const manifest = await readManifest(backupDir);
  if (manifest.database.schemaVersion > SCHEMA_VERSION) {
    throw new BackupError(
      `The backup's database has ${manifest.database.schemaVersion} schema migrations; this version of the board knows ${SCHEMA_VERSION}. Restore it with the version that wrote it.`,
    );
  }
  const folder = await claimEmptyFolder(dataDir);
  if ('holds' in folder) {
    const shown = folder.holds.slice(0, 5).join(', ') + (folder.holds.length > 5 ? ', …' : '');
    throw new BackupError(
      `DATA_DIR (${dataDir}) is not empty (${shown}). Restore writes only into an empty data ` +
        'directory, so nothing is ever overwritten: point DATA_DIR at a new folder, or move this one aside. Nothing was changed.',
    );
  }
  try {
    const database = path.join(dataDir, SQLITE_FILE_NAME);
    await restoreFile(
      path.join(backupDir, manifest.database.file),
      database,
      manifest.database,
      'the database',
    );
    checkRestoredDatabase(database, manifest);
    await restartSync(database);
    if (manifest.sessionSecret) {
      await restoreFile(
        path.join(backupDir, manifest.sessionSecret.file),
        path.join(dataDir, SESSION_SECRET_FILE),
        manifest.sessionSecret,
        'the session secret',
      );
    }
    for (const file of manifest.files) {
      await restoreFile(
        path.join(backupDir, UPLOADS_FOLDER, file.key),
        path.join(dataDir, UPLOADS_FOLDER, file.key),
        file,
        `the upload ${file.key}`,
      );
    }
    return { dataDir, manifest };
  } catch (error) {
    await folder.undo();
    throw error;
  }
}
