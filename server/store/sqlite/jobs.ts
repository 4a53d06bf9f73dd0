// Periodic job claims on SQLite: one upsert whose UPDATE only fires when the last run is old enough.
import type { JobRepository } from '../port';
import type { SqliteContext } from './context';
import { run } from './run';

/** The job repository of a SQLite store. */
export function sqliteJobs(ctx: SqliteContext): JobRepository {
  const { statements: sql } = ctx;
  return {
    claim: (name, now, dueBefore) =>
      run(
        () =>
          sql
            .get(
              `INSERT INTO jobs (name, last_run_at) VALUES (@name, @now)
               ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at
               WHERE jobs.last_run_at < @dueBefore`,
            )
            .run({ name, now: now.toISOString(), dueBefore: dueBefore.toISOString() }).changes ===
          1,
      ),
  };
}
