// The church's one message to a declined applicant on SQLite, and its hourly cap: one write
// transaction checks the application and counts the church's recent messages before recording this
// one, so two requests (or two processes on one file) cannot both take the last place.
import type { ApplicationRepository, ChurchMessageCap, DeclineMessageClaim } from '../port';
import type { SqliteContext } from './context';
import { run } from './run';

/** The part of the applications repository this file implements. */
export type DeclineMessages = Pick<
  ApplicationRepository,
  'claimDeclineMessage' | 'releaseDeclineMessage'
>;

/** Claiming and releasing decline messages on a SQLite store. */
export function sqliteDeclineMessages(ctx: SqliteContext): DeclineMessages {
  const { statements: sql } = ctx;

  const claim = ctx.db.transaction(
    (id: string, at: string, cap: ChurchMessageCap): DeclineMessageClaim => {
      const application = sql
        .get<{
          status: string;
          decline_message_sent_at: string | null;
        }>('SELECT status, decline_message_sent_at FROM applications WHERE id = ?')
        .get(id);
      if (application === undefined) return { state: 'missing' };
      if (application.decline_message_sent_at !== null) return { state: 'already-sent' };
      if (application.status !== 'declined') return { state: 'not-declined' };
      const since = cap.since.toISOString();
      // Messages that left every window count for nobody.
      sql.get('DELETE FROM church_messages WHERE sent_at <= ?').run(since);
      const window = sql
        .get<{ count: number; oldest: string | null }>(
          `SELECT COUNT(*) AS count, MIN(sent_at) AS oldest FROM church_messages
           WHERE church_profile_id = ? AND sent_at > ?`,
        )
        .get(cap.churchProfileId, since);
      if (window !== undefined && window.count >= cap.cap && window.oldest !== null) {
        const windowMs = Date.parse(at) - cap.since.getTime();
        return {
          state: 'over-cap',
          freesAt: new Date(Date.parse(window.oldest) + windowMs).toISOString(),
        };
      }
      sql.get('UPDATE applications SET decline_message_sent_at = ? WHERE id = ?').run(at, id);
      sql
        .get(
          'INSERT INTO church_messages (church_profile_id, application_id, sent_at) VALUES (?, ?, ?)',
        )
        .run(cap.churchProfileId, id, at);
      return { state: 'claimed' };
    },
  );

  const release = ctx.db.transaction((id: string, at: string) => {
    sql
      .get(
        'UPDATE applications SET decline_message_sent_at = NULL WHERE id = ? AND decline_message_sent_at = ?',
      )
      .run(id, at);
    sql.get('DELETE FROM church_messages WHERE application_id = ? AND sent_at = ?').run(id, at);
  });

  return {
    claimDeclineMessage: (id, at, cap) => run(() => claim.immediate(id, at.toISOString(), cap)),
    releaseDeclineMessage: (id, at) => run(() => release.immediate(id, at.toISOString())),
  };
}
