// The church's answer to a declined applicant: only once declined, only by the position's church,
// queued once per Idempotency-Key, with the church's words and the student's status link.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { appPaths } from '../../shared/app-paths';
import { DECLINE_MESSAGE_MAX_LENGTH } from '../../shared/constants';
import type { ApplicationReceipt, Position } from '../../shared/types';
import { declineMessageSubject } from '../mail/application-messages';
import {
  appliedFor,
  churchWithApprovedPosition,
  churchWithProfile,
  queuedMail,
  signedInUser,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { bareApplicationData } from '../testing/store-fixtures';
import { createTestApp, memoryLogger, type TestApp } from '../testing/test-app';
import { DECLINE_FIRST, DECLINE_MESSAGE_QUEUED, sendDeclineMessage } from './review.service';

let app: TestApp;
let admin: TestClient;
let church: TestClient;
let position: Position;
let receipt: ApplicationReceipt;

const MESSAGE =
  'Dear Ada,\n\nThank you for applying to Youth Pastor at Grace Community Church.\nWe chose another candidate.\n\nGrace Community Church';

beforeEach(async () => {
  app = await createTestApp();
  ({ church, admin, position } = await churchWithApprovedPosition(app));
  receipt = await appliedFor(app, position.id);
});
afterEach(async () => {
  await app.close();
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
  const res = await church.put(api.churchApplicationStatus(receipt.id), { status: 'declined' });
  expect(res.status, res.text).toBe(200);
}

describe('POST /api/church/applications/:id/decline-message', () => {
  it("e-mails the declined student the church's words, then who sent it and their status link", async () => {
    await decline();
    const res = await church.post<{ message: string }>(path(), { message: `  ${MESSAGE}  ` });
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
    expect(text.startsWith('Dear Ada,\n\nThank you for applying')).toBe(true);
    expect(text).toContain('Youth Pastor at Grace Community Church.\nWe chose another candidate.');
    const link = `${app.deps.config.appUrl}${appPaths.applicationStatus(receipt.statusToken)}`;
    expect(text.indexOf(link)).toBeGreaterThan(text.indexOf('We chose another candidate.'));
    expect(text).toContain('Grace Community Church sent you this message through');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('Youth Pastor at Grace Community Church.<br>We chose');
    expect(app.log.lines.map((line) => line.msg)).toContain('decline message queued');
    expect(JSON.stringify(app.log.lines)).not.toContain('We chose another candidate');
  });

  it('escapes markup the church typed', async () => {
    await decline();
    await church.post(path(), { message: 'Dear Ada, <a href="https://evil.test">click</a>' });
    const [mail] = await declineMail();
    expect(mail?.html).not.toContain('<a href="https://evil.test"');
    expect(mail?.html).toContain('&lt;a href=&quot;https://evil.test&quot;&gt;');
  });

  it('is refused with 422 before the application is declined, sending nothing', async () => {
    for (const status of ['pending', 'reviewed', 'contacted', 'hired'] as const) {
      await church.put(api.churchApplicationStatus(receipt.id), { status });
      const res = await church.post<{ message: string }>(path(), { message: MESSAGE });
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
      const res = await church.post<{ errors?: Record<string, string[]> }>(path(), body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.errors?.message).toBeDefined();
    }
    expect(await declineMail()).toEqual([]);
    expect(
      (await church.post(path(), { message: 'x'.repeat(DECLINE_MESSAGE_MAX_LENGTH) })).status,
    ).toBe(202);
  });

  it('one Idempotency-Key sends one e-mail; a new key sends another', async () => {
    await decline();
    const headers = { 'Idempotency-Key': 'decline-1' };
    expect((await church.post(path(), { message: MESSAGE }, { headers })).status).toBe(202);
    const again = await church.post(path(), { message: MESSAGE }, { headers });
    expect(again.status).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await declineMail()).toHaveLength(1);
    await church.post(
      path(),
      { message: MESSAGE },
      { headers: { 'Idempotency-Key': 'decline-2' } },
    );
    expect(await declineMail()).toHaveLength(2);
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
      ['admin', admin],
    ] as const) {
      const res = await client.post(path(), { message: MESSAGE });
      expect(res.status, who).toBe(403);
    }
    expect(await declineMail()).toEqual([]);
    const unknown = await church.post(api.churchApplicationDeclineMessage('no-such-id'), {
      message: MESSAGE,
    });
    expect(unknown.status).toBe(404);
  });

  it('an application from before status links gets the message without a link', async () => {
    const old = await app.store.applications.create(
      position.id,
      bareApplicationData({ studentName: 'Old Timer', studentEmail: 'old@student.test' }),
    );
    await church.put(api.churchApplicationStatus(old.id), { status: 'declined' });
    const res = await church.post(api.churchApplicationDeclineMessage(old.id), {
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
    const church = await app.store.churches.findById(position.churchProfileId);
    const user = await app.store.users.findById(church?.userId ?? '');
    if (!user) throw new Error('no church user');
    const failing = { ...app.deps, log, mailer: { send: () => Promise.reject(new Error('down')) } };
    await expect(
      sendDeclineMessage(failing, user, receipt.id, { message: MESSAGE }),
    ).rejects.toMatchObject({ status: 503 });
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 'error', mail: 'decline message' }),
    );
  });
});
