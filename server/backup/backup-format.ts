// The layout of a backup folder (docs/decisions/0036-backup-and-restore.md): the SQLite snapshot,
// the generated session secret when there is one, the uploads under their storage keys, and
// manifest.json, written last, so a folder without it is an interrupted backup, never a short one.
import { parseKey } from '../files/storage-keys';

/** What manifest.json says it is; restore refuses anything else. */
export const BACKUP_FORMAT = 'job-board-backup';
/** Bumped when the layout changes in a way an older restore would misread. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
/** The snapshot's name in the backup, the same as in DATA_DIR. */
export const DATABASE_FILE = 'job-board.sqlite';
/** The generated session secret's name, in DATA_DIR and in the backup. */
export const SESSION_SECRET_FILE = 'session-secret';
/** The uploads folder, in DATA_DIR and in the backup. */
export const UPLOADS_FOLDER = 'uploads';

/** One copied file: its size and SHA-256, as read while it was written. */
export interface FileDigest {
  bytes: number;
  sha256: string;
}

/** manifest.json. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  database: FileDigest & {
    file: typeof DATABASE_FILE;
    /** PRAGMA user_version of the snapshot: the number of schema migrations it has. */
    schemaVersion: number;
    /** Rows per table in the snapshot. */
    tables: Record<string, number>;
  };
  /** The generated session secret, or null when SESSION_SECRET came from the environment. */
  sessionSecret: (FileDigest & { file: typeof SESSION_SECRET_FILE }) | null;
  /** Every upload copied, by storage key (`uploads/<key>` in the backup). */
  files: (FileDigest & { key: string })[];
}

/** A backup that cannot be written or restored, said in the operator's words. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDigest(value: unknown): value is FileDigest {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.bytes) &&
    (value.bytes as number) >= 0 &&
    typeof value.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(value.sha256)
  );
}

/**
 * The manifest in `text`, checked field by field; BackupError naming what is wrong otherwise. Keys
 * must be keys this board makes, so a doctored manifest cannot make restore write outside uploads.
 */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError(`${MANIFEST_FILE} is not valid JSON.`);
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT) {
    throw new BackupError(`${MANIFEST_FILE} is not the manifest of a job board backup.`);
  }
  if (value.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The backup has format version ${String(value.formatVersion)}; this version of the board restores version ${BACKUP_FORMAT_VERSION} only.`,
    );
  }
  const { database, sessionSecret, files } = value;
  if (
    !isDigest(database) ||
    !isRecord(database) ||
    database.file !== DATABASE_FILE ||
    !Number.isSafeInteger(database.schemaVersion) ||
    !isRecord(database.tables)
  ) {
    throw new BackupError(`${MANIFEST_FILE} does not describe the database file.`);
  }
  if (
    sessionSecret !== null &&
    (!isDigest(sessionSecret) ||
      !isRecord(sessionSecret) ||
      sessionSecret.file !== SESSION_SECRET_FILE)
  ) {
    throw new BackupError(`${MANIFEST_FILE} does not describe the session secret.`);
  }
  if (!Array.isArray(files)) throw new BackupError(`${MANIFEST_FILE} has no list of files.`);
  const keys = new Set<string>();
  for (const file of files as unknown[]) {
    if (!isDigest(file) || !isRecord(file) || typeof file.key !== 'string' || !parseKey(file.key)) {
      throw new BackupError(`${MANIFEST_FILE} lists a file that is not an upload of this board.`);
    }
    if (keys.has(file.key)) throw new BackupError(`${MANIFEST_FILE} lists a file twice.`);
    keys.add(file.key);
  }
  return value as unknown as BackupManifest;
}
