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

  return {
    begin: (scope, key, bodyHash, now, staleBefore) =>
      run(() =>
        begin.immediate(scope, key, bodyHash, now.toISOString(), staleBefore.toISOString()),
      ),

    complete: (scope, key, status, body) =>
      run(() => {
        sql
          .get(
            `UPDATE idempotency_keys SET status = 'done', response_status = ?, response_body = ?, updated_at = ?
             WHERE scope = ? AND key = ?`,
          )
          .run(status, body, ctx.now().toISOString(), scope, key);
      }),

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
  };
}
