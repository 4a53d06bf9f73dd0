// Upload references on SQLite. Addresses are matched on their tail in JavaScript (see
// upload-references.ts): one pass over the stored addresses per batch of keys, which stays cheap
// for a college's numbers and needs no SQL string surgery.
import type { UploadReferenceRepository } from '../port';
import { keysNamedBy } from '../upload-references';
import type { SqliteContext } from './context';
import { run } from './run';

/** The upload reference repository of a SQLite store. */
export function sqliteUploads(ctx: SqliteContext): UploadReferenceRepository {
  const { statements: sql } = ctx;
  return {
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
