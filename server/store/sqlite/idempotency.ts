// Idempotency keys on SQLite. `begin` reads and writes in one IMMEDIATE transaction, so two requests
// with the same key (even from two processes sharing the file) cannot both be told 'started'.
import type { IdempotencyBegin, IdempotencyRepository } from '../port';
import type { SqliteContext } from './context';
import { run } from './run';

interface KeyRow {
  body_hash: string;
  status: 'in-progress' | 'done';
  response_status: number | null;
  response_body: string | null;
  updated_at: string;
}

/** The idempotency repository of a SQLite store. */
export function sqliteIdempotency(ctx: SqliteContext): IdempotencyRepository {
  const { statements: sql } = ctx;

  const begin = ctx.db.transaction(
    (
      scope: string,
      key: string,
      bodyHash: string,
      now: string,
      staleBefore: string,
    ): IdempotencyBegin => {
      const row = sql
        .get<KeyRow>(
          `SELECT body_hash, status, response_status, response_body, updated_at
           FROM idempotency_keys WHERE scope = ? AND key = ?`,
        )
        .get(scope, key);
      if (row === undefined) {
        sql
          .get(
            `INSERT INTO idempotency_keys (scope, key, body_hash, status, created_at, updated_at)
             VALUES (?, ?, ?, 'in-progress', ?, ?)`,
          )
          .run(scope, key, bodyHash, now, now);
        return { state: 'started' };
      }
      if (row.body_hash !== bodyHash) return { state: 'mismatch' };
      if (row.status === 'done') {
        return { state: 'done', status: row.response_status ?? 500, body: row.response_body ?? '' };
      }
      if (row.updated_at >= staleBefore) return { state: 'in-progress' };
      // The claim's server died mid-request: take it over.
      sql
        .get('UPDATE idempotency_keys SET updated_at = ? WHERE scope = ? AND key = ?')
        .run(now, scope, key);
      return { state: 'started' };
    },
  );

  const complete = ctx.db.transaction(
    (scope: string, key: string, status: number, body: string, about: readonly string[]) => {
      sql
        .get(
          `UPDATE idempotency_keys SET status = 'done', response_status = ?, response_body = ?, updated_at = ?
           WHERE scope = ? AND key = ?`,
        )
        .run(status, body, ctx.now().toISOString(), scope, key);
      const link = sql.get(
        `INSERT OR IGNORE INTO idempotency_about (record_id, scope, key)
         SELECT ?, scope, key FROM idempotency_keys WHERE scope = ? AND key = ?`,
      );
      for (const recordId of about) link.run(recordId, scope, key);
    },
  );

  // The links go too: the new response names none of those records.
  const replaceResponsesAbout = ctx.db.transaction(
    (recordIds: string, status: number, body: string, now: string): number => {
      const keys = sql
        .get<{ scope: string; key: string }>(
          `SELECT DISTINCT scope, key FROM idempotency_about
           WHERE record_id IN (SELECT value FROM json_each(?))`,
        )
        .all(recordIds);
      const replace = sql.get(
        `UPDATE idempotency_keys SET response_status = ?, response_body = ?, updated_at = ?
         WHERE scope = ? AND key = ? AND status = 'done'`,
      );
      const unlink = sql.get('DELETE FROM idempotency_about WHERE scope = ? AND key = ?');
      let replaced = 0;
      for (const { scope, key } of keys) {
        replaced += replace.run(status, body, now, scope, key).changes;
        unlink.run(scope, key);
      }
      return replaced;
    },
  );

  return {
    begin: (scope, key, bodyHash, now, staleBefore) =>
      run(() =>
        begin.immediate(scope, key, bodyHash, now.toISOString(), staleBefore.toISOString()),
      ),

    complete: (scope, key, status, body, about = []) =>
      run(() => complete.immediate(scope, key, status, body, about)),

    // Only an unfinished claim is released: a stored response must keep answering retries.
    release: (scope, key) =>
      run(() => {
        sql
          .get(
            `DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND status = 'in-progress'`,
          )
          .run(scope, key);
      }),

    deleteCreatedBefore: (before) =>
      run(
        () =>
          sql.get('DELETE FROM idempotency_keys WHERE created_at < ?').run(before.toISOString())
            .changes,
      ),

    replaceResponsesAbout: (recordIds, response) =>
      run(() =>
        replaceResponsesAbout.immediate(
          JSON.stringify(recordIds),
          response.status,
          response.body,
          ctx.now().toISOString(),
        ),
      ),
  };
}
