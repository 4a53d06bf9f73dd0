// Server-side sessions (koa-session's external store) on SQLite; `sess` is kept as JSON text.
import type { SessionRepository } from '../port';
import type { SqliteContext } from './context';
import { run } from './run';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sessions repository of a SQLite store. */
export function sqliteSessions(ctx: SqliteContext): SessionRepository {
  const { statements: sql } = ctx;
  return {
    get: (sid, now) =>
      run(() => {
        const row = sql
          .get<{ sess: string }>('SELECT sess FROM sessions WHERE sid = ? AND expire > ?')
          .get(sid, now.toISOString());
        if (row === undefined) return undefined;
        const sess: unknown = JSON.parse(row.sess);
        return isRecord(sess) ? sess : undefined;
      }),

    set: (sid, sess, expire) =>
      run(() => {
        sql
          .get(
            `INSERT INTO sessions (sid, sess, expire) VALUES (?, ?, ?)
             ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expire = excluded.expire`,
          )
          .run(sid, JSON.stringify(sess), expire.toISOString());
      }),

    destroy: (sid) =>
      run(() => {
        sql.get('DELETE FROM sessions WHERE sid = ?').run(sid);
      }),

    // `get` treats a session as expired from its expiry instant on, so this removes those too.
    deleteExpired: (now) =>
      run(() => sql.get('DELETE FROM sessions WHERE expire <= ?').run(now.toISOString()).changes),

    // Rare (an account being deleted), so reading every session's JSON is acceptable here.
    deleteForUser: (userId) =>
      run(
        () =>
          sql.get("DELETE FROM sessions WHERE json_extract(sess, '$.userId') = ?").run(userId)
            .changes,
      ),
  };
}
