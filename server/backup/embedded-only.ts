// Backup and restore cover the embedded setup only: the SQLite file and the uploads on local disk.
// MongoDB and S3 have standard tools that do this better (README, Operations), and a copy of an
// unused DATA_DIR beside a live cluster would look like a backup while holding nothing.

type Env = Record<string, string | undefined>;

function isSet(env: Env, name: string): boolean {
  return (env[name]?.trim() ?? '') !== '';
}

/** Why these commands cannot serve this configuration, naming the tools to use; null when they can. */
export function externalStorageRefusal(env: Env, command: 'backup' | 'restore'): string | null {
  const reasons: string[] = [];
  if (isSet(env, 'MONGODB_URL')) {
    reasons.push(
      command === 'backup'
        ? 'MONGODB_URL is set: back up MongoDB with `mongodump --oplog` (or a point-in-time snapshot of the cluster, as Atlas takes).'
        : 'MONGODB_URL is set: restore MongoDB with `mongorestore --oplogReplay` (or from the cluster snapshot).',
    );
  }
  if (isSet(env, 'S3_BUCKET')) {
    reasons.push(
      command === 'backup'
        ? 'S3_BUCKET is set: copy the files with `aws s3 sync s3://<bucket> <folder>` after the database, or keep them with bucket versioning and replication.'
        : 'S3_BUCKET is set: put the files back with `aws s3 sync <folder> s3://<bucket>` (or restore the versions of the bucket).',
    );
  }
  if (reasons.length === 0) return null;
  return [
    `npm run ${command} covers the embedded SQLite database and files on local disk only.`,
    ...reasons,
    'See "Backup and restore" under Operations in the README.',
  ].join('\n');
}
