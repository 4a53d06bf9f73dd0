// Church profiles on SQLite: one per user, created or updated by the profile form; every save bumps
// the version a save may name (If-Match) to refuse a lost update.
import { randomUUID } from 'node:crypto';
import { CHURCH_TEXT_KEYS, churchTextOf } from '../../../shared/profile-fields';
import type { ChurchProfileData } from '../../../shared/schemas/church-profile';
import type { ChurchProfile } from '../../../shared/types';
import { settingsAfterSave } from '../church-settings';
import { StaleVersionError, type ChurchProfileRepository } from '../port';
import { columnsSql } from './columns';
import type { SqliteContext } from './context';
import { bumpPublicListVersion } from './public-list-version';
import { toChurchProfile, type ChurchProfileRow } from './rows';
import { run } from './run';

// The profile's text as columns, bound from churchTextOf.
const TEXT = columnsSql(CHURCH_TEXT_KEYS);

/** The church profile repository of a SQLite store. */
export function sqliteChurches(ctx: SqliteContext): ChurchProfileRepository {
  const { statements: sql } = ctx;

  const findBy = (column: 'id' | 'user_id', value: string): ChurchProfile | undefined => {
    const row = sql
      .get<ChurchProfileRow>(`SELECT * FROM church_profiles WHERE ${column} = ?`)
      .get(value);
    return row && toChurchProfile(row);
  };

  // Immediate transaction: neither the version checked nor the settings read from `existing` can
  // change before the write, so two saves from the same version cannot both succeed.
  const upsert = ctx.db.transaction(
    (userId: string, data: ChurchProfileData, expectedVersion: number | undefined) => {
      const existing = findBy('user_id', userId);
      if (existing && expectedVersion !== undefined && existing.version !== expectedVersion) {
        throw new StaleVersionError(existing);
      }
      const settings = settingsAfterSave(data, existing);
      const values = {
        id: existing?.id ?? randomUUID(),
        userId,
        ...churchTextOf(data),
        applicationEmails: settings.applicationEmails,
        declineTemplate: settings.declineTemplate,
        now: ctx.now().toISOString(),
      };
      const row = existing
        ? sql
            .get<ChurchProfileRow>(
              `UPDATE church_profiles SET ${TEXT.assignments},
               application_emails = @applicationEmails, decline_template = @declineTemplate,
               version = version + 1, updated_at = @now
             WHERE id = @id RETURNING *`,
            )
            .get(values)
        : sql
            .get<ChurchProfileRow>(
              `INSERT INTO church_profiles (id, user_id, ${TEXT.columns}, application_emails,
               decline_template, version, created_at, updated_at)
             VALUES (@id, @userId, ${TEXT.values}, @applicationEmails, @declineTemplate, 1, @now,
               @now)
             RETURNING *`,
            )
            .get(values);
      if (row === undefined) throw new Error('Church profile upsert returned no row');
      // Listed positions show the church's name, location and logo.
      bumpPublicListVersion(ctx);
      return { profile: toChurchProfile(row), created: existing === undefined };
    },
  );

  return {
    findByUserId: (userId) => run(() => findBy('user_id', userId)),
    findById: (id) => run(() => findBy('id', id)),
    upsertForUser: (userId, data, expectedVersion) =>
      run(() => upsert.immediate(userId, data, expectedVersion)),
  };
}
