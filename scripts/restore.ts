// npm run restore -- <backup folder>: a backup written by npm run backup, checked against its
// manifest, into DATA_DIR, which must be empty (or not exist yet). Run it with the server stopped.
import { BackupError } from '../server/backup/backup-format';
import { externalStorageRefusal } from '../server/backup/embedded-only';
import { restoreBackup } from '../server/backup/restore-backup';
import { dataDirFrom } from '../server/config';

async function main(): Promise<void> {
  const refusal = externalStorageRefusal(process.env, 'restore');
  if (refusal) throw new BackupError(refusal);
  const args = process.argv.slice(2);
  const backupDir = args[0];
  if (backupDir === undefined || args.length > 1) {
    throw new BackupError('Usage: npm run restore -- <backup folder>  (into an empty DATA_DIR)');
  }
  const { dataDir, manifest } = await restoreBackup({ backupDir, dataDir: dataDirFrom() });
  const fileBytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  const tables = Object.entries(manifest.database.tables)
    .filter(([, rows]) => rows > 0)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(', ');
  process.stdout.write(
    [
      `Restored the backup taken at ${manifest.createdAt} into ${dataDir}`,
      `  database:       ${manifest.database.bytes} bytes, schema version ${manifest.database.schemaVersion}, integrity checked`,
      `  rows:           ${tables || 'none'}`,
      `  files:          ${manifest.files.length} uploads, ${fileBytes} bytes, every checksum matched`,
      `  session secret: ${manifest.sessionSecret ? 'restored' : 'not in the backup: set SESSION_SECRET to the one the server used'}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Restore failed: ${message}\n`);
  process.exit(1);
});
