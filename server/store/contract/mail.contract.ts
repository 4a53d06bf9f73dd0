// mail: the store-backed outgoing queue with leases, so one message is sent by one sender at a time.
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import { ISO_TIMESTAMP, plus, UUID } from '../../testing/store-fixtures';

/** Lays out a group's items as the mail layer would: the count in the subject, one line each. */
const composeItems = (items: readonly string[]) => ({
  subject: `${String(items.length)} items`,
  text: items.join('\n'),
  html: null,
});

const message = (n: number) => ({
  to: `user${n}@example.org`,
  subject: `Subject ${n}`,
  text: `Text ${n}`,
  html: null,
});

/** The mail queue repository's contract. */
export function mailContract({ store, target }: ContractContext): void {
  describe('mail', () => {
    it('enqueues a message due now', async () => {
      const before = Date.now();
      const queued = await store().mail.enqueue({
        to: 'a@example.org',
        subject: 'Hi',
        text: 'Hello',
        html: '<p>Hello</p>',
      });
      expect(queued).toEqual({
        id: expect.stringMatching(UUID) as unknown,
        to: 'a@example.org',
        replyTo: null,
        subject: 'Hi',
        text: 'Hello',
        html: '<p>Hello</p>',
        priority: 'notice',
        attempts: 0,
        nextAttemptAt: expect.stringMatching(ISO_TIMESTAMP) as unknown,
        lastError: null,
        sentAt: null,
        createdAt: expect.stringMatching(ISO_TIMESTAMP) as unknown,
      });
      expect(Date.parse(queued.nextAttemptAt)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(queued.nextAttemptAt)).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('leases due messages, oldest first, up to the limit', async () => {
      const first = await store().mail.enqueue(message(1));
      const second = await store().mail.enqueue(message(2));
      const third = await store().mail.enqueue(message(3));
      const now = plus(new Date(), 1000);
      const lease = plus(now, 60_000);

      const claimed = await store().mail.claimDue(now, lease, 2);
      expect(claimed.map((m) => m.id)).toEqual([first.id, second.id]);
      expect(claimed[0]).toEqual({ ...first, nextAttemptAt: lease.toISOString() });
      expect((await store().mail.claimDue(now, lease, 10)).map((m) => m.id)).toEqual([third.id]);
      expect(await store().mail.claimDue(now, lease, 10)).toEqual([]);
      expect(await store().mail.claimDue(plus(now, -5000), lease, 10)).toEqual([]);

      // A lease that ran out (its sender died) makes the message due again.
      const again = await store().mail.claimDue(lease, plus(lease, 60_000), 10);
      expect(again.map((m) => m.id)).toEqual([first.id, second.id, third.id]);
    });

    it('never hands out a sent message again', async () => {
      const queued = await store().mail.enqueue(message(1));
      const now = plus(new Date(), 1000);
      await store().mail.claimDue(now, plus(now, 1000), 10);
      await store().mail.markSent(queued.id, now);
      expect(await store().mail.claimDue(plus(now, 3_600_000), plus(now, 3_700_000), 10)).toEqual(
        [],
      );
    });

    it('keeps a sent message without its body: no link or token stays in the database', async () => {
      const queued = await store().mail.enqueue({
        to: 'a@example.org',
        subject: 'Reset your password',
        text: 'Open https://jobs.test/reset-password?token=secret-token',
        html: '<a href="https://jobs.test/reset-password?token=secret-token">Reset</a>',
      });
      const waiting = await store().mail.enqueue(message(2));
      const now = plus(new Date(), 1000);
      await store().mail.claimDue(now, plus(now, 1000), 10);
      await store().mail.markSent(queued.id, now);

      const stored = await target.storedMailBodies(store());
      expect(stored.find((row) => row.id === queued.id)).toEqual({
        id: queued.id,
        text: '',
        html: null,
      });
      expect(JSON.stringify(stored)).not.toContain('secret-token');
      // An unsent message keeps its body until it is sent.
      expect(stored.find((row) => row.id === waiting.id)).toMatchObject({ text: 'Text 2' });
    });

    it('retries a failed message at its next attempt, counting the failures', async () => {
      const queued = await store().mail.enqueue(message(1));
      const now = plus(new Date(), 1000);
      await store().mail.claimDue(now, plus(now, 1000), 10);
      const retryAt = plus(now, 30_000);
      await store().mail.markFailed(queued.id, 'SMTP 451 try later', retryAt);
      expect(await store().mail.claimDue(plus(now, 29_999), plus(now, 90_000), 10)).toEqual([]);
      const [retried] = await store().mail.claimDue(retryAt, plus(retryAt, 60_000), 10);
      expect(retried).toMatchObject({
        id: queued.id,
        attempts: 1,
        lastError: 'SMTP 451 try later',
        sentAt: null,
        nextAttemptAt: plus(retryAt, 60_000).toISOString(),
      });
      await store().mail.markFailed(queued.id, 'SMTP 421', plus(retryAt, 1000));
      const [twice] = await store().mail.claimDue(plus(retryAt, 1000), plus(retryAt, 60_000), 10);
      expect(twice).toMatchObject({ attempts: 2, lastError: 'SMTP 421' });
    });

    it('keeps where a reply goes', async () => {
      const queued = await store().mail.enqueue({
        ...message(1),
        replyTo: 'student@example.org',
      });
      expect(queued.replyTo).toBe('student@example.org');
      const now = plus(new Date(), 1000);
      const [claimed] = await store().mail.claimDue(now, plus(now, 60_000), 10);
      expect(claimed).toMatchObject({ id: queued.id, replyTo: 'student@example.org' });
    });

    it('hands out sign-in mail before every notice, however many wait', async () => {
      const notices = [];
      for (let n = 0; n < 30; n++) notices.push(await store().mail.enqueue(message(n)));
      const verify = await store().mail.enqueue({ ...message(99), priority: 'sign-in' });
      expect(verify.priority).toBe('sign-in');
      const now = plus(new Date(), 1000);
      const first = await store().mail.claimDue(now, plus(now, 60_000), 3);
      expect(first.map((m) => m.id)).toEqual([verify.id, notices[0]?.id, notices[1]?.id]);
      expect(first[0]?.priority).toBe('sign-in');
    });

    it('gathers the notices of one group into one message held until the group is due', async () => {
      const until = plus(new Date(), 120_000);
      const group = (item: string) => ({
        key: 'a@example.org|live',
        item,
        until,
        compose: composeItems,
      });
      const first = await store().mail.enqueueGrouped({ to: 'a@example.org' }, group('one'));
      expect(first).toMatchObject({
        subject: '1 items',
        text: 'one',
        nextAttemptAt: until.toISOString(),
      });
      await store().mail.enqueueGrouped({ to: 'a@example.org' }, group('two'));
      const third = await store().mail.enqueueGrouped({ to: 'a@example.org' }, group('three'));
      expect(third).toMatchObject({ id: first.id, subject: '3 items', text: 'one\ntwo\nthree' });
      // Another recipient's notices are a group of their own.
      const other = await store().mail.enqueueGrouped(
        { to: 'b@example.org' },
        { key: 'b@example.org|live', item: 'other', until, compose: composeItems },
      );
      expect(other.id).not.toBe(first.id);

      // Held until the group is due, then sent as one.
      expect(await store().mail.claimDue(plus(until, -1000), plus(until, 60_000), 10)).toEqual([]);
      const claimed = await store().mail.claimDue(until, plus(until, 60_000), 10);
      expect(claimed.map((m) => m.id).sort()).toEqual([first.id, other.id].sort());
      expect(claimed.find((m) => m.id === first.id)).toMatchObject({
        to: 'a@example.org',
        subject: '3 items',
        text: 'one\ntwo\nthree',
      });

      // Once claimed, the message is sent as it is: a later notice starts a new message.
      const later = await store().mail.enqueueGrouped(
        { to: 'a@example.org' },
        { ...group('four'), until: plus(until, 120_000) },
      );
      expect(later.id).not.toBe(first.id);
      expect(later).toMatchObject({ subject: '1 items', text: 'four' });
      await store().mail.markFailed(first.id, 'SMTP 451', plus(until, 1000));
      const retried = await store().mail.claimDue(plus(until, 1000), plus(until, 60_000), 10);
      expect(retried.map((m) => m.id)).toEqual([first.id]);
      expect(retried[0]?.text).toBe('one\ntwo\nthree');
    });

    it('gathers concurrent notices of one group into exactly one message', async () => {
      const until = plus(new Date(), 120_000);
      const items = Array.from({ length: 12 }, (_, n) => `position ${String(n)}`);
      const queued = await Promise.all(
        items.map((item) =>
          store().mail.enqueueGrouped(
            { to: 'a@example.org' },
            { key: 'a@example.org|live', item, until, compose: composeItems },
          ),
        ),
      );
      expect(new Set(queued.map((m) => m.id)).size).toBe(1);
      const claimed = await store().mail.claimDue(until, plus(until, 60_000), 10);
      expect(claimed).toHaveLength(1);
      expect(claimed[0]?.subject).toBe('12 items');
      expect(claimed[0]?.text.split('\n').sort()).toEqual([...items].sort());
    });

    it('never leases one message to two concurrent senders', async () => {
      const ids = new Set<string>();
      for (let n = 0; n < 6; n++) ids.add((await store().mail.enqueue(message(n))).id);
      const now = plus(new Date(), 1000);
      const batches = await Promise.all(
        Array.from({ length: 4 }, () => store().mail.claimDue(now, plus(now, 60_000), 3)),
      );
      const claimed = batches.flat().map((m) => m.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(claimed.length).toBeLessThanOrEqual(6);
      for (const id of claimed) expect(ids.has(id)).toBe(true);
      // Whatever a racing sender skipped is still there for the next round.
      const rest = await store().mail.claimDue(now, plus(now, 60_000), 10);
      expect(new Set([...claimed, ...rest.map((m) => m.id)])).toEqual(ids);
    });
  });
}
