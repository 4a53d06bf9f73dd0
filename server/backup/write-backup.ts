// `npm run backup`: a consistent copy of the embedded database and the local uploads while the
// server keeps taking writes. The database first, then the files: uploads are write-once by key and
// a record only ever names a file that is already stored, so every file the snapshot names exists
// when the copy starts, unless it was deleted since; a file is deleted only after the record that
// used it, so a new snapshot no longer names it. Hence the loop below
// (docs/decisions/0036-backup-and-restore.md).
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listLocalUploads } from '../files/local/list-stored';
import { SQLITE_FILE_NAME } from '../store/open-store';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  DATABASE_FILE,
  MANIFEST_FILE,
  SESSION_SECRET_FILE,
  UPLOADS_FOLDER,
  type BackupManifest,
  type FileDigest,
} from './backup-format';
import { copyWithDigest, digestOf } from './file-digest';
import { claimEmptyFolder, isWithin } from './folders';
import { snapshotDatabase, type DatabaseSnapshot } from './sqlite-snapshot';

/**
 * Snapshots taken at most before giving up. A second one is needed only when a record was deleted
 * with its file in the moment between a snapshot and the copy of that file.
 */
const MAX_SNAPSHOTS = 5;

/** What a backup wrote. */
export interface BackupResult {
  destination: string;
  manifest: BackupManifest;
  /** How many database snapshots it took (more than one: files were deleted while it ran). */
  snapshots: number;
}

/** Copies every upload not copied yet into `to`, adding it to `copied`; skips files deleted meanwhile. */
async function copyNewUploads(
  from: string,
  to: string,
  copied: Map<string, FileDigest>,
): Promise<void> {
  for await (const { key } of listLocalUploads(from)) {
    if (copied.has(key)) continue;
    const digest = await copyWithDigest(path.join(from, key), path.join(to, key));
    if (digest) copied.set(key, digest);
  }
}

/**
 * Drops the copies of files deleted from DATA_DIR while the backup ran that the final snapshot no
 * longer needs: an erased resume must not come back with a restore of a later state.
 */
async function dropDeletedSinceCopy(
  liveUploads: string,
  backupUploads: string,
  copied: Map<string, FileDigest>,
  snapshot: DatabaseSnapshot,
): Promise<void> {
  for (const key of [...copied.keys()]) {
    if (snapshot.referencedKeys.has(key) || existsSync(path.join(liveUploads, key))) continue;
    await rm(path.join(backupUploads, key), { force: true });
    copied.delete(key);
  }
}

/** Writes a backup of the SQLite database and local uploads in `dataDir` into the empty folder `destination`. */
export async function writeBackup(options: {
  dataDir: string;
  destination: string;
  now?: () => Date;
  /** Runs after each snapshot, before the files are copied: where a test deletes a record. */
  afterSnapshot?: (snapshot: DatabaseSnapshot) => Promise<void>;
}): Promise<BackupResult> {
  const now = options.now ?? (() => new Date());
  const dataDir = path.resolve(options.dataDir);
  const destination = path.resolve(options.destination);
  const liveDatabase = path.join(dataDir, SQLITE_FILE_NAME);
  if (!existsSync(liveDatabase)) {
    throw new BackupError(`There is no database at ${liveDatabase}: is DATA_DIR right?`);
  }
  if (isWithin(destination, dataDir)) {
    throw new BackupError(
      `The backup cannot go inside DATA_DIR (${dataDir}): choose a folder outside it.`,
    );
  }
  const folder = await claimEmptyFolder(destination);
  if ('holds' in folder) {
    throw new BackupError(
      `${destination} is not empty: give a new or empty folder (nothing was written).`,
    );
  }
  const liveUploads = path.join(dataDir, UPLOADS_FOLDER);
  const backupUploads = path.join(destination, UPLOADS_FOLDER);
  const backupDatabase = path.join(destination, DATABASE_FILE);
  try {
    const copied = new Map<string, FileDigest>();
    let snapshot: DatabaseSnapshot;
    let snapshotAt: Date;
    let snapshots = 0;
    for (;;) {
      snapshots++;
      await rm(backupDatabase, { force: true });
      snapshotAt = now();
      snapshot = await snapshotDatabase(liveDatabase, backupDatabase);
      await options.afterSnapshot?.(snapshot);
      await copyNewUploads(liveUploads, backupUploads, copied);
      const missing = [...snapshot.referencedKeys].filter(([key]) => !copied.has(key));
      if (missing.length === 0) break;
      if (snapshots === MAX_SNAPSHOTS) {
        throw new BackupError(
          `Records of the database use ${missing.length} file(s) that are not in ${liveUploads} ` +
            `(${missing
              .slice(0, 5)
              .map(([, record]) => record)
              .join(', ')}${missing.length > 5 ? ', …' : ''}), after ${MAX_SNAPSHOTS} snapshots. ` +
            'They were deleted from the data directory, or files are deleted faster than a backup can copy them.',
        );
      }
    }
    await dropDeletedSinceCopy(liveUploads, backupUploads, copied, snapshot);
    const sessionSecret = await copyWithDigest(
      path.join(dataDir, SESSION_SECRET_FILE),
      path.join(destination, SESSION_SECRET_FILE),
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: snapshotAt.toISOString(),
      database: {
        file: DATABASE_FILE,
        ...(await digestOf(backupDatabase)),
        schemaVersion: snapshot.schemaVersion,
        tables: snapshot.tables,
      },
      sessionSecret: sessionSecret ? { file: SESSION_SECRET_FILE, ...sessionSecret } : null,
      files: [...copied]
        .map(([key, digest]) => ({ key, ...digest }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    };
    // Last, and only once everything it lists is in place: a folder without it is no backup.
    await writeFile(
      path.join(destination, MANIFEST_FILE),
      `${JSON.stringify(manifest, null, 2)}\n`,
      {
        flag: 'wx',
        mode: 0o600,
        flush: true,
      },
    );
    return { destination, manifest, snapshots };
  } catch (error) {
    await folder.undo();
    throw error;
  }
}
