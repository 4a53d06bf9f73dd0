// One-time tokens on SQLite. `consume` is a single DELETE … RETURNING, so a token works once.
import type { TokenRepository } from '../port';
import type { SqliteContext } from './context';
import { run } from './run';

/** The token repository of a SQLite store. */
export function sqliteTokens(ctx: SqliteContext): TokenRepository {
  const { statements: sql } = ctx;
  return {
    create: (tokenHash, userId, purpose, expiresAt) =>
      run(() => {
        sql
          .get(
            'INSERT INTO tokens (token_hash, user_id, purpose, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(tokenHash, userId, purpose, expiresAt.toISOString(), ctx.now().toISOString());
      }),

    consume: (tokenHash, purpose, now) =>
      run(() => {
        const row = sql
          .get<{ user_id: string }>(
            'DELETE FROM tokens WHERE token_hash = ? AND purpose = ? AND expires_at > ? RETURNING user_id',
          )
          .get(tokenHash, purpose, now.toISOString());
        return row?.user_id;
      }),

    deleteForUser: (userId, purpose) =>
      run(() => {
        sql.get('DELETE FROM tokens WHERE user_id = ? AND purpose = ?').run(userId, purpose);
      }),
  };
}
