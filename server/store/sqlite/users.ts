// Users on SQLite. Deleting a user relies on ON DELETE CASCADE for profile → positions → applications.
import { randomUUID } from 'node:crypto';
import { DuplicateEmailError, type UserRepository } from '../port';
import type { SqliteContext } from './context';
import { isConstraintError } from './errors';
import { bumpPublicListVersion } from './public-list-version';
import { recordRemovedPositions } from './removed-positions';
import { toUser, type UserRow } from './rows';
import { firstRow, run } from './run';

type UserPatch = Parameters<UserRepository['update']>[1];

/** The column of each patchable field; also the allow-list that keeps the dynamic SET safe. */
const PATCH_COLUMNS: Record<keyof UserPatch, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  profileImageUrl: 'profile_image_url',
  passwordHash: 'password_hash',
  oidcSubject: 'oidc_subject',
  emailVerified: 'email_verified',
  authVersion: 'auth_version',
};

/** The users repository of a SQLite store. */
export function sqliteUsers(ctx: SqliteContext): UserRepository {
  const { statements: sql } = ctx;

  /** The user whose `column` holds `value`. */
  const findBy = (column: 'id' | 'email' | 'oidc_subject', value: string) =>
    firstRow(sql, `SELECT * FROM users WHERE ${column} = ?`, toUser, value);

  const remove = ctx.db.transaction((id: string): boolean => {
    // The cascade below deletes the church's positions: those ever listed leave a tombstone.
    recordRemovedPositions(
      ctx,
      'church_profile_id IN (SELECT id FROM church_profiles WHERE user_id = @userId)',
      { userId: id },
    );
    const deleted = sql.get('DELETE FROM users WHERE id = ?').run(id).changes === 1;
    // The cascade may have removed listed positions, and their church's name with them.
    if (deleted) bumpPublicListVersion(ctx);
    return deleted;
  });

  return {
    create: (user) =>
      run(() => {
        const now = ctx.now().toISOString();
        try {
          const row = sql
            .get<UserRow>(
              `INSERT INTO users (id, email, first_name, last_name, profile_image_url, role, email_verified,
                 password_hash, oidc_subject, auth_version, created_at, updated_at)
               VALUES (@id, @email, @firstName, @lastName, @profileImageUrl, NULL, @emailVerified,
                 @passwordHash, @oidcSubject, 1, @now, @now)
               RETURNING *`,
            )
            .get({
              id: randomUUID(),
              email: user.email.toLowerCase(),
              firstName: user.firstName,
              lastName: user.lastName,
              profileImageUrl: user.profileImageUrl,
              emailVerified: user.emailVerified ? 1 : 0,
              passwordHash: user.passwordHash,
              oidcSubject: user.oidcSubject,
              now,
            });
          if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
          return toUser(row);
        } catch (error) {
          if (isConstraintError(error, 'SQLITE_CONSTRAINT_UNIQUE', 'users.email')) {
            throw new DuplicateEmailError(user.email);
          }
          throw error;
        }
      }),

    findById: (id) => findBy('id', id),

    findByEmail: (email) => findBy('email', email.toLowerCase()),

    findByOidcSubject: (subject) => findBy('oidc_subject', subject),

    update: (id, patch) =>
      run(() => {
        const fields = (Object.keys(PATCH_COLUMNS) as (keyof UserPatch)[]).filter(
          (field) => patch[field] !== undefined,
        );
        const assignments = fields.map((field) => `${PATCH_COLUMNS[field]} = @${field}`);
        const values: Record<string, unknown> = { id, updatedAt: ctx.now().toISOString() };
        for (const field of fields) {
          const value = patch[field];
          values[field] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
        }
        // One statement per set of fields, so the cache holds at most a handful of variants.
        const row = sql
          .get<UserRow>(
            `UPDATE users SET ${[...assignments, 'updated_at = @updatedAt'].join(', ')} WHERE id = @id RETURNING *`,
          )
          .get(values);
        return row && toUser(row);
      }),

    setRoleOnce: (id, role) =>
      run(
        () =>
          sql
            .get('UPDATE users SET role = ?, updated_at = ? WHERE id = ? AND role IS NULL')
            .run(role, ctx.now().toISOString(), id).changes === 1,
      ),

    delete: (id) => run(() => remove(id)),
  };
}
