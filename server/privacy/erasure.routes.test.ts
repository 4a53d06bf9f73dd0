// Erased means erased: after a student withdraws, after retention and after an account is deleted,
// no table (SQLite) or collection (MongoDB) holds the person's e-mail, name or phone, and
// replaying the church's earlier Idempotency-Keys no longer answers with the student's data.
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { ApplicationReceipt, Position } from '../../shared/types';
import { DELETED_ACCOUNT_ACTOR } from '../account/account.service';
import { deleteExpiredApplications } from '../jobs/application-retention';
import { startMailWorker } from '../mail/mail-worker';
import { createMailTransport } from '../mail/transport';
import {
  adminClient,
  appliedFor,
  churchWithProfile,
  PASSWORD,
  postedPosition,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { dumpStore, findPersonalData } from '../testing/personal-data';
import { testStoreKinds } from '../testing/stores';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ERASED_REPLAY_MESSAGE } from './erasure';

const DAY = 24 * 60 * 60 * 1000;

const STUDENT = {
  studentName: 'Perpetua Okonkwo-Lindqvist',
  studentEmail: 'Perpetua.OL@student.test',
  studentPhone: '555-246-8135',
  coverLetter: 'Seventeen summers of camp ministry taught me to listen.',
};
const STUDENT_NEEDLES = [
  STUDENT.studentName,
  'Perpetua',
  'Okonkwo-Lindqvist',
  STUDENT.studentEmail,
  STUDENT.studentPhone,
  STUDENT.coverLetter,
];

const CHURCH_EMAIL = 'hildegard.qa@church.test';
const CHURCH_LAST_NAME = 'Quennell-Ashby';
const CONTACT = {
  contactPerson: `Hildegard ${CHURCH_LAST_NAME}`,
  contactEmail: CHURCH_EMAIL,
  contactPhone: '555-987-6543',
};
const CHURCH_NEEDLES = [
  CHURCH_EMAIL,
  'hildegard.qa',
  CHURCH_LAST_NAME,
  CONTACT.contactPerson,
  CONTACT.contactPhone,
];

describe.each(testStoreKinds())('erasure on $name', ({ open }) => {
  let app: TestApp;

  afterEach(async () => {
    await app.close();
    await app.store.close();
  });

  /** The church's keyed requests about the application, with the answers they got. */
  interface KeyedRequest {
    send: (as?: TestClient) => Promise<{ status: number; body: unknown; text: string }>;
  }

  /**
   * A church with an approved position, a student's application to it, the church acting on it
   * with Idempotency-Keys (status, note, decline message), reading its list and CSV, and mail
   * queued and sent.
   */
  async function applicationActedOn() {
    app = await createTestApp({ store: await open() });
    const { client: church, user: churchUser } = await churchWithProfile(app, CHURCH_EMAIL);
    await app.store.users.update(churchUser.id, { lastName: CHURCH_LAST_NAME });
    const admin = await adminClient(app);
    const position: Position = await postedPosition(church, CONTACT, admin);
    const receipt: ApplicationReceipt = await appliedFor(app, position.id, STUDENT);

    const applicationPath = `/api/church/applications/${receipt.id}`;
    const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });
    const requests: KeyedRequest[] = [
      {
        send: (as = church) =>
          as.put(`${applicationPath}/status`, { status: 'declined' }, keyed('k-1')),
      },
      {
        send: (as = church) =>
          as.post(
            `${applicationPath}/notes`,
            { text: `Call ${STUDENT.studentName} at ${STUDENT.studentPhone}` },
            keyed('k-2'),
          ),
      },
    ];
    for (const request of requests) {
      const res = await request.send();
      expect(res.status, res.text).toBeLessThan(300);
    }
    const list = await church.get(`/api/church/positions/${position.id}/applications`);
    expect(list.text).toContain(STUDENT.studentName);
    const csv = await church.get(`/api/church/positions/${position.id}/applications.csv`);
    expect(csv.text).toContain(STUDENT.studentName);
    // Everything queued so far is sent (only its recipient and subject stay); what follows waits.
    const worker = startMailWorker({
      store: app.store,
      transport: createMailTransport(app.deps.config, app.log, app.clock.now),
      log: app.log,
      now: app.clock.now,
      intervalMs: 3_600_000,
    });
    expect(await worker.runOnce()).toBeGreaterThan(0);
    await worker.stop();
    // Until erased, a replay answers what it answered then: the student's data.
    const replayed = await church.put(
      `${applicationPath}/status`,
      { status: 'declined' },
      keyed('k-1'),
    );
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.text).toContain(STUDENT.studentEmail);
    // The church's one message to the declined student, queued after that run: it waits unsent.
    const declineMessage: KeyedRequest = {
      send: (as = church) =>
        as.post(
          `${applicationPath}/decline-message`,
          { message: 'Thank you for applying. We will keep you in mind.' },
          keyed('k-3'),
        ),
    };
    const sent = await declineMessage.send();
    expect(sent.status, sent.text).toBe(202);
    requests.push(declineMessage);

    // The search finds what is there: the student is in the stored answers and in the mail.
    const before = await findPersonalData(app.store, STUDENT_NEEDLES);
    expect(before.join('\n')).toMatch(/idempotency/i);
    expect(before.join('\n')).toMatch(/mail/i);
    return { church, churchUser, admin, position, receipt, requests };
  }

  /** The church signed in on another device. */
  async function signedIn(): Promise<TestClient> {
    const client = new TestClient(app.callback);
    const res = await client.post('/api/auth/local/login', {
      email: CHURCH_EMAIL,
      password: PASSWORD,
    });
    expect(res.status, res.text).toBe(200);
    return client;
  }

  async function expectReplaysErased(requests: KeyedRequest[], as?: TestClient) {
    for (const request of requests) {
      const replay = await request.send(as);
      expect(replay.status).toBe(410);
      expect(replay.body).toEqual({ message: ERASED_REPLAY_MESSAGE });
      for (const needle of STUDENT_NEEDLES) {
        expect(replay.text.toLowerCase()).not.toContain(needle.toLowerCase());
      }
    }
  }

  it('a withdrawal leaves no trace of the student anywhere', async () => {
    const { requests, receipt } = await applicationActedOn();
    const withdrawn = await new TestClient(app.callback).delete(
      api.applicationStatus(receipt.statusToken),
      { headers: { 'Idempotency-Key': 'student-withdraw' } },
    );
    expect(withdrawn.status).toBe(200);

    expect(await findPersonalData(app.store, STUDENT_NEEDLES)).toEqual([]);
    await expectReplaysErased(requests);
    // The church and its position are still there, with their contact.
    expect((await findPersonalData(app.store, [CHURCH_EMAIL])).length).toBeGreaterThan(0);
  });

  it('retention leaves no trace of the student anywhere', async () => {
    const { church, position, requests } = await applicationActedOn();
    const closed = await church.post(`/api/positions/${position.id}/close`, { reason: 'filled' });
    expect(closed.status).toBe(200);
    app.clock.set(new Date(Date.now() + 181 * DAY));
    expect(await deleteExpiredApplications(app.deps)).toBe(1);

    expect(await findPersonalData(app.store, STUDENT_NEEDLES)).toEqual([]);
    // Half a year on, the church signs in again to replay its keys.
    const again = await signedIn();
    await expectReplaysErased(requests, again);
  });

  it.each([
    ['the church', 'church'],
    ['an admin', 'admin'],
  ] as const)('%s deleting the position leaves no trace of its applicants', async (_, who) => {
    const acted = await applicationActedOn();
    const deleted =
      who === 'church'
        ? await acted.church.delete(`/api/positions/${acted.position.id}`)
        : await acted.admin.delete(`/api/admin/positions/${acted.position.id}`);
    expect(deleted.status).toBe(200);

    expect(await findPersonalData(app.store, STUDENT_NEEDLES)).toEqual([]);
    await expectReplaysErased(acted.requests);
  });

  it("deleting the church's account leaves no trace of it or of its applicants", async () => {
    const { church, churchUser } = await applicationActedOn();
    // A second device signed in to the same account.
    const phone = await signedIn();

    expect((await church.delete('/api/account')).status).toBe(200);

    expect(await findPersonalData(app.store, [...STUDENT_NEEDLES, ...CHURCH_NEEDLES])).toEqual([]);
    const dump = await dumpStore(app.store);
    expect(JSON.stringify(dump.sessions ?? [])).not.toContain(churchUser.id);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
  });

  it("deleting an admin's account keeps their audit entries without their e-mail", async () => {
    const { admin } = await applicationActedOn();
    expect((await findPersonalData(app.store, ['admin@college.test'])).join('\n')).toMatch(
      /audit/i,
    );

    expect((await admin.delete('/api/account')).status).toBe(200);

    expect(await findPersonalData(app.store, ['admin@college.test'])).toEqual([]);
    const [entry] = await app.store.auditLog.list(1);
    expect(entry?.actorEmail).toBe(DELETED_ACCOUNT_ACTOR);
  });
});
