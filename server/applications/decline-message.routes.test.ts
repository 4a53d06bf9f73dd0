// The church's answer to a declined applicant: only once declined, only by the position's church,
// once per application, within a bounded length and the church's hourly cap, with the church's
// words quoted in the board's frame and the student's status link.
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import { DECLINE_MESSAGE_MAX_LENGTH, DECLINE_MESSAGES_PER_WINDOW } from '../../shared/constants';
import type { ApplicationReceipt } from '../../shared/types';
import { declineMessageSubject } from '../mail/application-messages';
import { appliedFor, churchWithProfile, queuedMail, signedInUser } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { bareApplicationData } from '../testing/store-fixtures';
import { memoryLogger } from '../testing/test-app';
import { appPerTest, approvedPositionPerTest } from '../testing/per-test';
import {
  DECLINE_FIRST,
  DECLINE_MESSAGE_ALREADY_SENT,
  DECLINE_MESSAGE_QUEUED,
  declineMessageCapMessage,
  sendDeclineMessage,
} from './review.service';

const app = appPerTest();
const board = approvedPositionPerTest(app);
let receipt: ApplicationReceipt;

const MESSAGE =
  'Dear Ada,\n\nThank you for applying to Youth Pastor at Grace Community Church.\nWe chose another candidate.\n\nGrace Community Church';

beforeEach(async () => {
  receipt = await appliedFor(app, board.position.id);
});

const path = () => api.churchApplicationDeclineMessage(receipt.id);

/** The decline messages queued for the student. */
async function declineMail() {
  return (await queuedMail(app, 'ada@student.test')).filter(
    (message) =>
      message.subject === declineMessageSubject('Youth Pastor', 'Grace Community Church'),
  );
}

async function decline(): Promise<void> {
  const res = await board.church.put(api.churchApplicationStatus(receipt.id), {
    status: 'declined',
  });
  expect(res.status, res.text).toBe(200);
}

describe('POST /api/church/applications/:id/decline-message', () => {
  it("e-mails the declined student the church's words, quoted, then why they get it and their status link", async () => {
    await decline();
    const res = await board.church.post<{ message: string }>(path(), { message: `  ${MESSAGE}  ` });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toEqual({ message: DECLINE_MESSAGE_QUEUED });
    expect(res.headers['cache-control']).toBe('no-store');
    const [mail, ...more] = await declineMail();
    expect(more).toEqual([]);
    expect(mail?.to).toBe('ada@student.test');
    // The student's reply reaches the church (its account: the position names no contact).
    expect(mail?.replyTo).toBe('grace@church.test');
    expect(mail?.subject).toBe('Your application for Youth Pastor at Grace Community Church');
    const text = mail?.text ?? '';
    expect(
      text.startsWith(
        'Grace Community Church wrote:\n\n> Dear Ada,\n>\n> Thank you for applying to Youth Pastor at Grace Community Church.\n> We chose another candidate.\n>\n> Grace Community Church\n\n',
      ),
    ).toBe(true);
    const link = `${app.deps.config.appUrl}${appPaths.applicationStatus(receipt.statusToken)}`;
    expect(text.indexOf(link)).toBeGreaterThan(text.indexOf('We chose another candidate.'));
    expect(text).toContain(
      `You receive this e-mail because you applied to Youth Pastor at Grace Community Church through the ${app.deps.config.collegeName} job board. Grace Community Church wrote the message above; ${app.deps.config.collegeName} did not write it.`,
    );
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('Youth Pastor at Grace Community Church.<br>We chose');
    expect(mail?.html).toContain('<blockquote');
    expect(app.log.lines.map((line) => line.msg)).toContain('decline message queued');
    expect(JSON.stringify(app.log.lines)).not.toContain('We chose another candidate');
  });

  it('escapes markup the church typed', async () => {
    await decline();
    await board.church.post(path(), { message: 'Dear Ada, <a href="https://evil.test">click</a>' });
    const [mail] = await declineMail();
    expect(mail?.html).not.toContain('<a href="https://evil.test"');
    expect(mail?.html).toContain('&lt;a href=&quot;https://evil.test&quot;&gt;');
  });

  it('is refused with 422 before the application is declined, sending nothing', async () => {
    for (const status of ['pending', 'reviewed', 'contacted', 'hired'] as const) {
      await board.church.put(api.churchApplicationStatus(receipt.id), { status });
      const res = await board.church.post<{ message: string }>(path(), { message: MESSAGE });
      expect(res.status, status).toBe(422);
      expect(res.body).toEqual({ message: DECLINE_FIRST });
      expect(DECLINE_FIRST).toBe('Decline the application before sending this message.');
    }
    expect(await declineMail()).toEqual([]);
  });

  it('refuses an empty, non-text or too long message with a 400, sending nothing', async () => {
    await decline();
    for (const body of [
      {},
      { message: '   ' },
      { message: { $gt: '' } },
      { message: 'x'.repeat(DECLINE_MESSAGE_MAX_LENGTH + 1) },
    ]) {
      const res = await board.church.post<{ errors?: Record<string, string[]> }>(path(), body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.errors?.message).toBeDefined();
    }
    expect(await declineMail()).toEqual([]);
    expect(
      (await board.church.post(path(), { message: 'x'.repeat(DECLINE_MESSAGE_MAX_LENGTH) })).status,
    ).toBe(202);
  });

  it('one Idempotency-Key sends one e-mail; a retry under the same key hears 202 again', async () => {
    await decline();
    const headers = { 'Idempotency-Key': 'decline-1' };
    expect((await board.church.post(path(), { message: MESSAGE }, { headers })).status).toBe(202);
    const again = await board.church.post(path(), { message: MESSAGE }, { headers });
    expect(again.status).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await declineMail()).toHaveLength(1);
  });

  it('sends one message per application: a second is refused with 422, also after declining again', async () => {
    await decline();
    expect((await board.church.post(path(), { message: MESSAGE })).status).toBe(202);
    for (let i = 0; i < 3; i += 1) {
      const res = await board.church.post<{ message: string }>(
        path(),
        { message: `${MESSAGE} (${String(i)})` },
        { headers: { 'Idempotency-Key': `decline-again-${String(i)}` } },
      );
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: DECLINE_MESSAGE_ALREADY_SENT });
    }
    await board.church.put(api.churchApplicationStatus(receipt.id), { status: 'reviewed' });
    await decline();
    const later = await board.church.post<{ message: string }>(path(), { message: MESSAGE });
    expect(later.status).toBe(422);
    expect(later.body).toEqual({ message: DECLINE_MESSAGE_ALREADY_SENT });
    expect(DECLINE_MESSAGE_ALREADY_SENT).toBe(
      'You already sent this applicant an e-mail about this application. The job board sends only one.',
    );
    expect(await declineMail()).toHaveLength(1);
  });

  it('refuses the relay: fifteen 5,000-character messages to one applicant send nothing but a 400', async () => {
    await decline();
    const long = 'Your college account is suspended, verify at https://evil.test. '.repeat(80);
    expect(long.length).toBeGreaterThan(DECLINE_MESSAGE_MAX_LENGTH);
    for (let i = 0; i < 15; i += 1) {
      const res = await board.church.post(path(), { message: long.slice(0, 5000) });
      expect(res.status).toBe(400);
    }
    expect(await declineMail()).toEqual([]);
    expect(DECLINE_MESSAGE_MAX_LENGTH).toBe(2500);
  });

  it('caps the messages a church writes per hour with a clear 429, counted after withdrawals', async () => {
    const others = [];
    for (let i = 0; i < DECLINE_MESSAGES_PER_WINDOW + 1; i += 1) {
      const other = await app.store.applications.create(
        board.position.id,
        bareApplicationData({ studentEmail: `student${String(i)}@student.test` }),
      );
      await board.church.put(api.churchApplicationStatus(other.id), { status: 'declined' });
      others.push(other);
    }
    const [last, ...capped] = others.reverse();
    for (const [i, other] of capped.entries()) {
      const res = await board.church.post(api.churchApplicationDeclineMessage(other.id), {
        message: MESSAGE,
      });
      expect(res.status, `message ${String(i + 1)}`).toBe(202);
      app.clock.advance(60_000);
    }
    // A withdrawn application does not give its place back.
    await app.store.applications.delete(capped[0]?.id ?? '');
    const refused = await board.church.post<{ message: string }>(
      api.churchApplicationDeclineMessage(last?.id ?? ''),
      { message: MESSAGE },
    );
    expect(refused.status).toBe(429);
    // The first message leaves the hour 40 minutes from now.
    const seconds = 40 * 60;
    expect(refused.headers['retry-after']).toBe(String(seconds));
    expect(refused.body).toEqual({ message: declineMessageCapMessage(seconds) });
    expect(refused.body.message).toBe(
      `Your church has sent ${String(DECLINE_MESSAGES_PER_WINDOW)} e-mails to applicants in the last hour, the most the job board allows. Please try again in 40 minutes.`,
    );
    expect(
      await queuedMail(app, `student${String(DECLINE_MESSAGES_PER_WINDOW)}@student.test`),
    ).toEqual([]);
    app.clock.advance(seconds * 1000);
    const freed = await board.church.post(api.churchApplicationDeclineMessage(last?.id ?? ''), {
      message: MESSAGE,
    });
    expect(freed.status).toBe(202);
  });

  it('only the church of the position: admins, other churches, people without a role and strangers are refused', async () => {
    await decline();
    const other = (await churchWithProfile(app, 'other@church.test')).client;
    const noRole = (await signedInUser(app, 'norole@person.test')).client;
    expect((await new TestClient(app.callback).post(path(), { message: MESSAGE })).status).toBe(
      401,
    );
    for (const [who, client] of [
      ['no role', noRole],
      ['other church', other],
      ['admin', board.admin],
    ] as const) {
      const res = await client.post(path(), { message: MESSAGE });
      expect(res.status, who).toBe(403);
    }
    expect(await declineMail()).toEqual([]);
    const unknown = await board.church.post(api.churchApplicationDeclineMessage('no-such-id'), {
      message: MESSAGE,
    });
    expect(unknown.status).toBe(404);
  });

  it('an application from before status links gets the message without a link', async () => {
    const old = await app.store.applications.create(
      board.position.id,
      bareApplicationData({ studentName: 'Old Timer', studentEmail: 'old@student.test' }),
    );
    await board.church.put(api.churchApplicationStatus(old.id), { status: 'declined' });
    const res = await board.church.post(api.churchApplicationDeclineMessage(old.id), {
      message: MESSAGE,
    });
    expect(res.status).toBe(202);
    const [mail] = await queuedMail(app, 'old@student.test');
    expect(mail?.text).toContain('We chose another candidate.');
    expect(mail?.text).not.toContain('/application-status/');
  });

  it('a queue that cannot take the message is a 503 the church may retry', async () => {
    await decline();
    const log = memoryLogger();
    const profile = await app.store.churches.findById(board.position.churchProfileId);
    const user = await app.store.users.findById(profile?.userId ?? '');
    if (!user) throw new Error('no church user');
    const failing = { ...app.deps, log, mailer: { send: () => Promise.reject(new Error('down')) } };
    await expect(
      sendDeclineMessage(failing, user, receipt.id, { message: MESSAGE }),
    ).rejects.toMatchObject({ status: 503 });
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 'error', mail: 'decline message' }),
    );
    // Nothing went, so nothing was used up: the church's retry sends it.
    expect(await declineMail()).toEqual([]);
    expect((await board.church.post(path(), { message: MESSAGE })).status).toBe(202);
    expect(await declineMail()).toHaveLength(1);
  });
});
