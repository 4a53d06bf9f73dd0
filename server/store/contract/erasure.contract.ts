// Erasure by reference (docs/decisions/0030-erasure.md): queued mail and stored idempotent
// responses name the records whose personal data they carry, so erasing a record finds them by id;
// an account's sessions and the e-mail on its audit entries go with the account.
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import { auditEntryData, plus } from '../../testing/store-fixtures';

const APPLICATION = 'a1a1a1a1-0000-4000-8000-000000000001';
const OTHER_APPLICATION = 'a1a1a1a1-0000-4000-8000-000000000002';
const USER = 'b2b2b2b2-0000-4000-8000-000000000001';

const mail = (to: string, about?: string[]) => ({
  to,
  subject: `To ${to}`,
  text: 'Hello',
  html: '<p>Hello</p>',
  ...(about === undefined ? {} : { about }),
});

/** The erasure parts of the mail queue, idempotency, sessions and audit log repositories. */
export function erasureContract({ store }: ContractContext): void {
  describe('erasure', () => {
    async function unsent(): Promise<string[]> {
      const due = await store().mail.claimDue(
        plus(new Date(), 60_000),
        plus(new Date(), 120_000),
        50,
      );
      return due.map((message) => message.to).sort();
    }

    it('deletes the messages, sent or not, that name an erased record and no others', async () => {
      const sent = await store().mail.enqueue(mail('ann@example.org', [APPLICATION, USER]));
      await store().mail.markSent(sent.id, new Date());
      await store().mail.enqueue(mail('church@example.org', [APPLICATION]));
      await store().mail.enqueue(mail('bob@example.org', [OTHER_APPLICATION]));
      await store().mail.enqueue(mail('ann@example.org'));

      expect(await store().mail.deleteWhere({ about: [APPLICATION] })).toBe(2);
      expect(await unsent()).toEqual(['ann@example.org', 'bob@example.org']);
    });

    it('deletes messages to an erased address (any case) only when they name no record', async () => {
      await store().mail.enqueue(mail('Ann@Example.org'));
      await store().mail.enqueue(mail('ann@example.org', [OTHER_APPLICATION]));
      await store().mail.enqueue(mail('annie@example.org'));
      await store().mail.enqueue(mail('ann.x@example.org'));

      expect(await store().mail.deleteWhere({ to: ['ANN@example.org'] })).toBe(1);
      expect(await unsent()).toEqual(['ann.x@example.org', 'ann@example.org', 'annie@example.org']);
    });

    it('deletes the messages sent before a time, never an unsent one', async () => {
      const t0 = new Date();
      const old = await store().mail.enqueue(mail('old@example.org'));
      await store().mail.markSent(old.id, plus(t0, -2000));
      const recent = await store().mail.enqueue(mail('recent@example.org'));
      await store().mail.markSent(recent.id, t0);
      await store().mail.enqueue(mail('waiting@example.org'));

      expect(await store().mail.deleteWhere({ sentBefore: plus(t0, -1000) })).toBe(1);
      expect(await store().mail.deleteWhere({ sentBefore: plus(t0, -1000) })).toBe(0);
      expect(await unsent()).toEqual(['waiting@example.org']);
      expect(await store().mail.deleteWhere({})).toBe(0);
    });

    it('replaces the stored responses that name an erased record, keeping the key', async () => {
      const t0 = new Date('2026-03-01T12:00:00.000Z');
      const idem = store().idempotency;
      const stale = plus(t0, -60_000);
      for (const key of ['status', 'note', 'other', 'plain']) {
        expect(await idem.begin('church', key, `h-${key}`, t0, stale)).toEqual({
          state: 'started',
        });
      }
      await idem.complete('church', 'status', 200, '{"studentName":"Ann"}', [APPLICATION, USER]);
      await idem.complete('church', 'note', 201, '{"text":"Call Ann"}', [APPLICATION]);
      await idem.complete('church', 'other', 200, '{"studentName":"Bob"}', [OTHER_APPLICATION]);
      await idem.complete('church', 'plain', 200, '{"ok":true}');
      const erased = { status: 410, body: '{"message":"gone"}' };

      expect(await idem.replaceResponsesAbout([APPLICATION], erased)).toBe(2);
      const replay = (key: string) => idem.begin('church', key, `h-${key}`, t0, stale);
      expect(await replay('status')).toEqual({ state: 'done', ...erased });
      expect(await replay('note')).toEqual({ state: 'done', ...erased });
      expect(await replay('other')).toEqual({
        state: 'done',
        status: 200,
        body: '{"studentName":"Bob"}',
      });
      expect(await replay('plain')).toEqual({ state: 'done', status: 200, body: '{"ok":true}' });
      // Another body under an erased key is still refused: the key was kept.
      expect(await idem.begin('church', 'status', 'h-other', t0, stale)).toEqual({
        state: 'mismatch',
      });
      // The replaced response names nothing, so erasing the other record it named finds nothing.
      expect(await idem.replaceResponsesAbout([USER], erased)).toBe(0);
      expect(await idem.replaceResponsesAbout([], erased)).toBe(0);
    });

    it("deletes a user's sessions and no one else's", async () => {
      const expire = plus(new Date(), 60 * 60_000);
      await store().sessions.set('s1', { userId: USER, authVersion: 1 }, expire);
      await store().sessions.set('s2', { userId: USER, authVersion: 1 }, expire);
      await store().sessions.set('s3', { userId: 'someone-else' }, expire);
      await store().sessions.set('s4', { pendingSignup: true }, expire);

      expect(await store().sessions.deleteForUser(USER)).toBe(2);
      const now = new Date();
      expect(await store().sessions.get('s1', now)).toBeUndefined();
      expect(await store().sessions.get('s2', now)).toBeUndefined();
      expect(await store().sessions.get('s3', now)).toEqual({ userId: 'someone-else' });
      expect(await store().sessions.get('s4', now)).toEqual({ pendingSignup: true });
    });

    it("replaces an actor's e-mail on their audit entries, keeping the entries", async () => {
      const log = store().auditLog;
      await log.record(auditEntryData({ actorId: USER, actorEmail: 'ann@college.test' }));
      await log.record(auditEntryData({ actorId: USER, actorEmail: 'ann@college.test' }));
      await log.record(auditEntryData({ actorId: 'other', actorEmail: 'bob@college.test' }));

      expect(await log.forgetActorEmail(USER, 'a deleted account')).toBe(2);
      const entries = await log.list(10);
      expect(entries.map((entry) => [entry.actorId, entry.actorEmail]).sort()).toEqual([
        [USER, 'a deleted account'],
        [USER, 'a deleted account'],
        ['other', 'bob@college.test'],
      ]);
    });
  });
}
