// npm run backup -- [folder]: a consistent backup of the SQLite database and local uploads in
// DATA_DIR, taken while the server runs, into a new folder (default ./backups/<time>).
import path from 'node:path';
import { BackupError } from '../server/backup/backup-format';
import { externalStorageRefusal } from '../server/backup/embedded-only';
import { writeBackup, type BackupResult } from '../server/backup/write-backup';
import { dataDirFrom } from '../server/config';

/** ./backups/2026-01-31T09-30-00Z: sorts by time and needs no quoting in any shell. */
function defaultDestination(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.resolve('backups', stamp);
}

/** The report of what was written, for the operator. */
function describeBackup(result: BackupResult): string {
  const { manifest } = result;
  const fileBytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  const tables = Object.entries(manifest.database.tables)
    .filter(([, rows]) => rows > 0)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(', ');
  return [
    `Backup written to ${result.destination}`,
    `  taken at:       ${manifest.createdAt}${result.snapshots > 1 ? ` (${result.snapshots} snapshots: files were deleted while it ran)` : ''}`,
    `  database:       ${manifest.database.bytes} bytes, schema version ${manifest.database.schemaVersion}`,
    `  rows:           ${tables || 'none'}`,
    `  files:          ${manifest.files.length} uploads, ${fileBytes} bytes`,
    `  session secret: ${manifest.sessionSecret ? 'included' : 'not in DATA_DIR (SESSION_SECRET comes from the environment: keep it with the backup)'}`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const refusal = externalStorageRefusal(process.env, 'backup');
  if (refusal) throw new BackupError(refusal);
  const [destination, ...rest] = process.argv.slice(2);
  if (rest.length > 0) throw new BackupError('Usage: npm run backup -- [destination folder]');
  const result = await writeBackup({
    dataDir: dataDirFrom(),
    destination: destination ?? defaultDestination(new Date()),
  });
  process.stdout.write(describeBackup(result));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Backup failed: ${message}\n`);
  process.exit(1);
});
