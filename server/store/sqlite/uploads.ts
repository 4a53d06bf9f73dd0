// Upload grants on SQLite: one row per grant, claims and the sweep's deletes are single conditional
// statements (SQLite runs one writer at a time, so each is atomic). Legacy references are matched
// on their tail in JavaScript (see upload-references.ts): one pass over the stored addresses per
// batch of keys, which stays cheap for a college's numbers and needs no SQL string surgery.
import type { FileKind } from '../../../shared/constants';
import type { UploadRecord, UploadRepository } from '../port';
import { keysNamedBy } from '../upload-references';
import type { SqliteContext } from './context';
import { run } from './run';

interface UploadRow {
  key: string;
  kind: FileKind;
  owner: string;
  bytes: number;
  created_at: string;
  received_at: string | null;
  used_by: string | null;
  name: string | null;
}

function toUpload(row: UploadRow): UploadRecord {
  return {
    key: row.key,
    kind: row.kind,
    owner: row.owner,
    bytes: row.bytes,
    createdAt: row.created_at,
    receivedAt: row.received_at,
    usedBy: row.used_by,
    name: row.name,
  };
}

/** The upload repository of a SQLite store. */
export function sqliteUploads(ctx: SqliteContext): UploadRepository {
  const { statements: sql } = ctx;

  const forget = ctx.db.transaction((ids: readonly string[]) => {
    const keys: string[] = [];
    for (const id of ids) {
      keys.push(
        ...sql.get<string>('DELETE FROM uploads WHERE used_by = ? RETURNING key').pluck().all(id),
      );
    }
    return keys;
  });

  const claim = ctx.db.transaction((key: string, recordId: string) => {
    const { changes } = sql
      .get('UPDATE uploads SET used_by = ? WHERE key = ? AND used_by IS NULL')
      .run(recordId, key);
    if (changes === 1) return 'claimed' as const;
    const usedBy = sql.get<{ used_by: string | null }>('SELECT used_by FROM uploads WHERE key = ?');
    const row = usedBy.get(key);
    if (row === undefined) return 'missing' as const;
    return row.used_by === recordId ? ('claimed' as const) : ('taken' as const);
  });

  return {
    create: (upload, now) =>
      run(() => {
        const row: UploadRow = {
          key: upload.key,
          kind: upload.kind,
          owner: upload.owner,
          bytes: upload.bytes,
          created_at: now.toISOString(),
          received_at: null,
          used_by: null,
          name: upload.name,
        };
        sql
          .get(
            `INSERT INTO uploads (key, kind, owner, bytes, created_at, received_at, used_by, name)
             VALUES (@key, @kind, @owner, @bytes, @created_at, @received_at, @used_by, @name)`,
          )
          .run(row);
        return toUpload(row);
      }),

    find: (key) =>
      run(() => {
        const row = sql.get<UploadRow>('SELECT * FROM uploads WHERE key = ?').get(key);
        return row && toUpload(row);
      }),

    namesOf: (keys) =>
      run(() => {
        const names = new Map<string, string>();
        const name = sql.get<string | null>('SELECT name FROM uploads WHERE key = ?').pluck();
        for (const key of keys) {
          const found = name.get(key);
          if (found) names.set(key, found);
        }
        return names;
      }),

    unclaimedBytesSince: (since) =>
      run(
        () =>
          sql
            .get<number>(
              'SELECT COALESCE(SUM(bytes), 0) FROM uploads WHERE used_by IS NULL AND created_at >= ?',
            )
            .pluck()
            .get(since.toISOString()) ?? 0,
      ),

    markReceived: (key, bytes, now) =>
      run(
        () =>
          sql
            .get(
              'UPDATE uploads SET received_at = ?, bytes = ? WHERE key = ? AND received_at IS NULL',
            )
            .run(now.toISOString(), bytes, key).changes === 1,
      ),

    claim: (key, recordId) => run(() => claim.immediate(key, recordId)),

    release: (key, recordId) =>
      run(() => {
        sql
          .get('UPDATE uploads SET used_by = NULL WHERE key = ? AND used_by = ?')
          .run(key, recordId);
      }),

    forgetUsedBy: (recordIds) =>
      run(() => (recordIds.length === 0 ? [] : forget.immediate(recordIds))),

    listUnclaimedBefore: (before, limit) =>
      run(() =>
        sql
          .get<UploadRow>(
            `SELECT * FROM uploads WHERE used_by IS NULL AND created_at < ?
             ORDER BY created_at, key LIMIT ?`,
          )
          .all(before.toISOString(), limit)
          .map(toUpload),
      ),

    deleteUnclaimed: (key) =>
      run(
        () =>
          sql.get('DELETE FROM uploads WHERE key = ? AND used_by IS NULL').run(key).changes === 1,
      ),

    referencedKeys: (keys) =>
      run(() => {
        if (keys.length === 0) return new Set<string>();
        const addresses = sql
          .get<string>(
            `SELECT resume_url FROM applications WHERE resume_url IS NOT NULL
             UNION ALL
             SELECT job_description_url FROM positions WHERE job_description_url IS NOT NULL`,
          )
          .pluck()
          .iterate();
        return keysNamedBy(addresses, keys);
      }),
  };
}
