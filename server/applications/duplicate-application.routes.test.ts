// One application per student and position (decision 0028), through the API on both stores: a
// second one from the same e-mail is a 409 that e-mails the existing status link again (at most once
// a day), a withdrawal lets the student apply again, and two concurrent POSTs store one.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALREADY_APPLIED_CODE } from '../../shared/retryable-statuses';
import type { ApplicationReceipt, Position } from '../../shared/types';
import {
  applicationAgainSubject,
  applicationReceivedSubject,
  newApplicationSubject,
  statusLink,
} from '../mail/application-messages';
import type { Store } from '../store/port';
import { contractTargets } from '../testing/contract-targets';
import {
  applicationFor,
  churchWithApprovedPosition,
  postedPosition,
  queuedMail,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ALREADY_APPLIED, STATUS_LINK_RESEND_INTERVAL_MS } from './duplicate-application';

const targets = contractTargets(process.env.MONGODB_URL || undefined);

describe.each(targets)('one application per student and position ($name)', (target) => {
  const suite = target.skipReason === null ? describe : describe.skip;

  suite('POST /api/applications', () => {
    let store: Store;
    let app: TestApp;
    let student: TestClient;
    let position: Position;
    let church: TestClient;
    let admin: TestClient;

    beforeEach(async () => {
      store = await target.open();
      app = await createTestApp({ store });
      student = new TestClient(app.callback);
      ({ position, church, admin } = await churchWithApprovedPosition(app));
    });
    afterEach(async () => {
      await app.close();
      await target.dispose(store);
    });
    afterAll(() => target.teardown());

    const apply = (overrides: Record<string, unknown> = {}, key?: string) =>
      student.post<ApplicationReceipt & { message: string; code?: string }>(
        '/api/applications',
        applicationFor(position.id, overrides),
        key ? { headers: { 'Idempotency-Key': key } } : {},
      );
    const subjects = async (to: string) =>
      (await queuedMail(app, to)).map((message) => message.subject);
    const again = () => applicationAgainSubject(position.title, 'Grace Community Church');

    it('refuses a second application from the same e-mail in another case with a 409 that says the link was e-mailed again', async () => {
      const first = await apply({}, 'first-key');
      expect(first.status).toBe(201);
      const second = await apply(
        { studentEmail: 'ADA@Student.test', studentName: 'Ada Again' },
        'second-key',
      );
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ message: ALREADY_APPLIED, code: ALREADY_APPLIED_CODE });
      const stored = await app.store.applications.listByPosition(position.id);
      expect(stored.map((application) => application.id)).toEqual([first.body.id]);
      // The church heard of one application; the student got the confirmation and the link again.
      expect(await subjects('grace@church.test')).toContain(newApplicationSubject(position.title));
      expect(
        (await subjects('grace@church.test')).filter(
          (subject) => subject === newApplicationSubject(position.title),
        ),
      ).toHaveLength(1);
      const mail = await queuedMail(app, 'ada@student.test');
      expect(mail.map((message) => message.subject)).toEqual([
        applicationReceivedSubject(position.title, 'Grace Community Church'),
        again(),
      ]);
      // The existing application's own link, to the address that applied first.
      expect(mail[1]?.to).toBe('ada@student.test');
      expect(mail[1]?.text).toContain(statusLink(app.deps.config, first.body.statusToken));
      expect(mail[1]?.text).not.toContain('Ada Again');
    });

    it('e-mails the link again at most once a day, with the same answer every time', async () => {
      expect((await apply()).status).toBe(201);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const refused = await apply();
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(ALREADY_APPLIED);
        app.clock.advance(60 * 60 * 1000);
      }
      expect((await subjects('ada@student.test')).filter((s) => s === again())).toHaveLength(1);
      app.clock.advance(STATUS_LINK_RESEND_INTERVAL_MS);
      const nextDay = await apply();
      expect(nextDay.status).toBe(409);
      expect(nextDay.body.message).toBe(ALREADY_APPLIED);
      expect((await subjects('ada@student.test')).filter((s) => s === again())).toHaveLength(2);
    });

    it('replays the first answer to a retry of the first request, not a 409', async () => {
      const first = await apply({}, 'same-key');
      const retry = await apply({}, 'same-key');
      expect(retry.status).toBe(201);
      expect(retry.body.id).toBe(first.body.id);
      expect(await subjects('ada@student.test')).not.toContain(again());
    });

    it('takes a new application from the same e-mail once the first was withdrawn', async () => {
      const first = await apply();
      const withdrawn = await student.delete(`/api/application-status/${first.body.statusToken}`);
      expect(withdrawn.status).toBe(200);
      const second = await apply();
      expect(second.status).toBe(201);
      expect(second.body.id).not.toBe(first.body.id);
      expect((await app.store.applications.listByPosition(position.id)).map((a) => a.id)).toEqual([
        second.body.id,
      ]);
    });

    it('takes the same e-mail for another position', async () => {
      expect((await apply()).status).toBe(201);
      const other = await postedPosition(church, { title: 'Worship Leader' }, admin);
      const elsewhere = await student.post('/api/applications', applicationFor(other.id));
      expect(elsewhere.status).toBe(201);
    });

    it('stores one of two concurrent applications with different Idempotency-Keys', async () => {
      const answers = await Promise.all([
        apply({ studentName: 'Tab One' }, 'tab-one'),
        apply({ studentName: 'Tab Two', studentEmail: 'Ada@student.test' }, 'tab-two'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await app.store.applications.listByPosition(position.id)).toHaveLength(1);
      expect(
        (await subjects('grace@church.test')).filter(
          (subject) => subject === newApplicationSubject(position.title),
        ),
      ).toHaveLength(1);
      expect(
        (await subjects('ada@student.test')).filter(
          (subject) =>
            subject === applicationReceivedSubject(position.title, 'Grace Community Church'),
        ),
      ).toHaveLength(1);
    });
  });
});
