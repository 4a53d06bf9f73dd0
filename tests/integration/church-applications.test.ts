// The church's review of applications in the offline layer, against the real server (in-process,
// no port) with IndexedDB in fake-indexeddb: each position's applications and each opened
// application kept per account for reading offline, and status changes, notes and decline e-mails
// through the outbox: applied at once online, kept while offline and sent in order when the
// connection returns, shown pending meanwhile, refused with the server's message.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { DECLINE_MESSAGE_WINDOW_MS, DECLINE_MESSAGES_PER_WINDOW } from '../../shared/constants';
import type {
  ApplicationNote,
  ApplicationReview,
  ChurchPosition,
  ReviewedApplication,
} from '../../shared/types';
import {
  appliedFor,
  churchWithApprovedPosition,
  churchWithProfile,
  postedPosition,
  queuedMail,
} from '../../server/testing/fixtures';
import type { TestClient } from '../../server/testing/http-client';
import { bareApplicationData } from '../../server/testing/store-fixtures';
import type { TestApp } from '../../server/testing/test-app';
import { DECLINE_MESSAGE_ALREADY_SENT } from '../../server/applications/review.service';
import { CacheDb } from '../../web/offline/cache-db';
import {
  applicationKey,
  applicationsKey,
  cachedApplication,
  cachedChurchData,
  forgetChurchData,
  rememberChurchData,
  rememberReviewedApplication,
} from '../../web/offline/church-cache';
import {
  applicationWithPending,
  churchEntries,
  countByStatus,
  isChurchEntry,
  notesWithPending,
  pendingChurchEdits,
  type ReviewOperation,
} from '../../web/offline/church-queue';
import { submitWrite } from '../../web/offline/outbox-submit';
import { openChurchDevice, type ChurchDevice } from './support/church-device';
import { connection } from './support/in-process-send';

let device: ChurchDevice;
let app: TestApp;
let cache: CacheDb;
let outboxFor: ChurchDevice['outboxFor'];

beforeEach(async () => {
  device = await openChurchDevice('church-applications');
  ({ app, cache, outboxFor } = device);
});

afterEach(() => device.close());

/** Grace's approved position with two applications (Ada first, then Ben). */
async function positionWithTwoApplications() {
  const { church, position } = await churchWithApprovedPosition(app);
  const ada = await appliedFor(app, position.id, {
    studentName: 'Ada Student',
    studentEmail: 'ada@student.test',
  });
  const ben = await appliedFor(app, position.id, {
    studentName: 'Ben Student',
    studentEmail: 'ben@student.test',
  });
  const me = await church.get<{ id: string }>(api.authUser);
  return { church, position, ada, ben, userId: me.body.id };
}

function target(application: { id: string; positionId: string }, studentName: string) {
  return { applicationId: application.id, positionId: application.positionId, studentName };
}

async function list(church: TestClient, positionId: string) {
  return (await church.get<ReviewedApplication[]>(api.churchPositionApplications(positionId))).body;
}

describe("the church's applications offline", () => {
  it('keeps each list and each opened application for that church, and brings the list up to date', async () => {
    const { church, position, ada, ben, userId } = await positionWithTwoApplications();
    const applications = await list(church, position.id);
    expect(applications.map((a) => a.studentName)).toEqual(['Ben Student', 'Ada Student']);
    await rememberChurchData(cache, userId, applicationsKey(position.id), applications, 1000);

    // Not opened yet: the list's copy stands for it, without notes.
    const fromList = await cachedApplication(cache, userId, ada.id);
    expect(fromList).toMatchObject({ refreshedAt: 1000, value: { id: ada.id, status: 'pending' } });
    expect(fromList?.value.notes).toBeUndefined();

    // Opened online: it became Reviewed; kept whole, and the kept list says so too.
    const opened = await church.get<ApplicationReview>(api.churchApplication(ada.id));
    expect(opened.body.status).toBe('reviewed');
    expect(opened.body.history.map((step) => step.status)).toEqual(['pending', 'reviewed']);
    await rememberReviewedApplication(cache, userId, opened.body, 2000);
    expect(await cachedChurchData(cache, userId, applicationKey(ada.id))).toMatchObject({
      refreshedAt: 2000,
      value: { status: 'reviewed', notes: [] },
    });
    const keptList = await cachedChurchData(cache, userId, applicationsKey(position.id));
    expect(keptList?.refreshedAt).toBe(1000);
    expect(keptList?.value.map((a) => [a.studentName, a.status])).toEqual([
      ['Ben Student', 'pending'],
      ['Ada Student', 'reviewed'],
    ]);

    // A status change's answer (no notes) updates the kept application and keeps its notes.
    const changed = await church.put<ReviewedApplication>(api.churchApplicationStatus(ada.id), {
      status: 'contacted',
    });
    await rememberReviewedApplication(cache, userId, changed.body, 3000);
    expect((await cachedApplication(cache, userId, ada.id))?.value).toMatchObject({
      status: 'contacted',
      notes: [],
    });

    // Another account's copies are never returned.
    expect(await cachedApplication(cache, 'someone-else', ben.id)).toBeUndefined();
    expect(await cachedChurchData(cache, 'someone-else', applicationsKey(position.id))).toBe(
      undefined,
    );

    // The position is deleted: the next list of positions takes its applications off the device.
    await church.delete(api.position(position.id));
    const positions = await church.get<ChurchPosition[]>(api.churchPositions);
    await rememberChurchData(cache, userId, 'positions', positions.body, 4000);
    expect((await cache.church.toArray()).map((record) => record.key)).toEqual(['positions']);
  });

  it('are gone at logout with the rest of its data', async () => {
    const { church, position, ada, userId } = await positionWithTwoApplications();
    await rememberChurchData(
      cache,
      userId,
      applicationsKey(position.id),
      await list(church, position.id),
    );
    const opened = await church.get<ApplicationReview>(api.churchApplication(ada.id));
    await rememberReviewedApplication(cache, userId, opened.body);
    expect(await cache.church.count()).toBe(2);

    await forgetChurchData(cache);
    expect(await cache.church.count()).toBe(0);
    expect(await cachedApplication(cache, userId, ada.id)).toBeUndefined();
  });
});

describe("the church's review through the outbox", () => {
  it('is applied at once when the server answers: status, notes and the decline e-mail', async () => {
    const { church, position, ada, ben } = await positionWithTwoApplications();
    const outbox = outboxFor(connection(church).send);
    const flush = () => outbox.flush();
    const adaTarget = target({ id: ada.id, positionId: position.id }, 'Ada Student');
    const benTarget = target({ id: ben.id, positionId: position.id }, 'Ben Student');

    const contacted = await submitWrite(outbox, flush, {
      operation: {
        kind: 'application-status',
        status: 'contacted',
        ...adaTarget,
      },
    });
    expect(contacted).toMatchObject({
      type: 'delivered',
      body: { id: ada.id, status: 'contacted' },
    });
    expect(isChurchEntry(contacted.entry)).toBe(true);

    const noted = await submitWrite(outbox, flush, {
      operation: {
        kind: 'application-note',
        text: '  Strong references; call after Sunday.  ',
        ...adaTarget,
      },
    });
    expect(noted.type).toBe('delivered');
    const note = (noted as { body: ApplicationNote }).body;
    expect(note).toMatchObject({ text: 'Strong references; call after Sunday.' });

    const declined = await submitWrite(outbox, flush, {
      operation: {
        kind: 'application-status',
        status: 'declined',
        ...benTarget,
      },
    });
    expect(declined.type).toBe('delivered');
    const message = await submitWrite(outbox, flush, {
      operation: {
        kind: 'decline-message',
        message: 'Dear Ben, thank you for applying to Youth Pastor.',
        ...benTarget,
      },
    });
    expect(message.type).toBe('delivered');
    const mail = await queuedMail(app, 'ben@student.test');
    expect(mail.some((m) => m.text.includes('thank you for applying to Youth Pastor'))).toBe(true);

    const removed = await submitWrite(outbox, flush, {
      operation: {
        kind: 'application-note-delete',
        noteId: note.id,
        ...adaTarget,
      },
    });
    expect(removed.type).toBe('delivered');

    expect(await churchEntries(outbox)).toEqual([]);
    const opened = await church.get<ApplicationReview>(api.churchApplication(ada.id));
    expect(opened.body).toMatchObject({ status: 'contacted', notes: [] });
    const statuses = (await list(church, position.id)).map((a) => [a.studentName, a.status]);
    expect(statuses).toEqual([
      ['Ben Student', 'declined'],
      ['Ada Student', 'contacted'],
    ]);
  });

  it('is kept offline, shown pending over the kept copy, and sent in order once online', async () => {
    const { church, position, ada, ben } = await positionWithTwoApplications();
    const net = connection(church);
    const outbox = outboxFor(net.send);
    const flush = () => outbox.flush();
    const adaTarget = target({ id: ada.id, positionId: position.id }, 'Ada Student');
    const benTarget = target({ id: ben.id, positionId: position.id }, 'Ben Student');
    const before = await list(church, position.id);

    net.failNext('PUT', api.churchApplicationStatus(ada.id), 'network');
    const operations: ReviewOperation[] = [
      { kind: 'application-status', status: 'contacted', ...adaTarget },
      { kind: 'application-note', text: 'Met at the fair.', ...adaTarget },
      { kind: 'application-status', status: 'declined', ...benTarget },
      { kind: 'decline-message', message: 'Dear Ben, not this time.', ...benTarget },
    ];
    for (const operation of operations) {
      expect((await submitWrite(outbox, flush, { operation })).type).toBe('queued');
    }

    const edits = pendingChurchEdits(await outbox.store.all());
    const adaPending = edits.reviews.get(ada.id);
    const benPending = edits.reviews.get(ben.id);
    expect(adaPending?.statuses.map((e) => e.operation.status)).toEqual(['contacted']);
    expect(benPending?.declineMessage?.operation.message).toBe('Dear Ben, not this time.');

    const shown = before.map((application) =>
      applicationWithPending(application, edits.reviews.get(application.id)),
    );
    expect(shown.map((a) => [a.studentName, a.status, a.statusPending])).toEqual([
      ['Ben Student', 'declined', true],
      ['Ada Student', 'contacted', true],
    ]);
    expect(shown[1]?.shownHistory.map((step) => [step.status, step.pending])).toEqual([
      ['pending', false],
      ['contacted', true],
    ]);
    expect(countByStatus(shown)).toEqual({
      pending: 0,
      reviewed: 0,
      contacted: 1,
      declined: 1,
      hired: 0,
    });
    const notes = notesWithPending([], adaPending, 'grace-user');
    expect(notes.map((shown) => [shown.pending, shown.note.text, shown.note.authorId])).toEqual([
      ['add', 'Met at the fair.', 'grace-user'],
    ]);

    // Nothing reached the server yet.
    expect((await list(church, position.id)).map((a) => a.status)).toEqual(['pending', 'pending']);

    await outbox.store.clearBackoff();
    const report = await outbox.flush();
    expect(report.delivered.map((d) => d.entry.operation.kind)).toEqual([
      'application-status',
      'application-note',
      'application-status',
      'decline-message',
    ]);
    expect((await list(church, position.id)).map((a) => [a.studentName, a.status])).toEqual([
      ['Ben Student', 'declined'],
      ['Ada Student', 'contacted'],
    ]);
    const opened = await church.get<ApplicationReview>(api.churchApplication(ada.id));
    expect(opened.body.notes.map((n) => n.text)).toEqual(['Met at the fair.']);
    expect(
      (await queuedMail(app, 'ben@student.test')).some((m) => m.text.includes('not this time')),
    ).toBe(true);
    // The status change was tried twice under one key, and applied once.
    const puts = net.requests.filter((r) => r.path === api.churchApplicationStatus(ada.id));
    expect(puts).toHaveLength(2);
    expect(new Set(puts.map((p) => p.key)).size).toBe(1);
    expect(opened.body.history.map((step) => step.status)).toEqual(['pending', 'contacted']);
  });

  it('applies a write once when its answer was lost on the way back', async () => {
    const { church, position, ada } = await positionWithTwoApplications();
    const net = connection(church);
    const outbox = outboxFor(net.send);
    const flush = () => outbox.flush();
    const adaTarget = target({ id: ada.id, positionId: position.id }, 'Ada Student');

    net.failNext('POST', api.churchApplicationNotes(ada.id), 'lose-response');
    const noted = await submitWrite(outbox, flush, {
      operation: {
        kind: 'application-note',
        text: 'Call back on Monday.',
        ...adaTarget,
      },
    });
    expect(noted.type).toBe('queued');
    await outbox.store.clearBackoff();
    expect((await outbox.flush()).delivered).toHaveLength(1);
    const opened = await church.get<ApplicationReview>(api.churchApplication(ada.id));
    expect(opened.body.notes.map((n) => n.text)).toEqual(['Call back on Monday.']);
  });

  it("is refused with the server's message: a decline e-mail before the decline, another church's application", async () => {
    const { church, position, ada } = await positionWithTwoApplications();
    const outbox = outboxFor(connection(church).send);
    const flush = () => outbox.flush();
    const adaTarget = target({ id: ada.id, positionId: position.id }, 'Ada Student');

    const early = await submitWrite(outbox, flush, {
      operation: {
        kind: 'decline-message',
        message: 'Dear Ada, not this time.',
        ...adaTarget,
      },
    });
    expect(early).toMatchObject({
      type: 'rejected',
      problem: { status: 422, message: 'Decline the application before sending this message.' },
    });
    expect(pendingChurchEdits(await outbox.store.all()).rejected.map((e) => e.id)).toEqual([
      early.entry.id,
    ]);
    // Refused entries are not shown pending on the application.
    expect(pendingChurchEdits(await outbox.store.all()).reviews.get(ada.id)).toBeUndefined();
    await outbox.store.remove(early.entry.id);

    const tooLong = await submitWrite(outbox, flush, {
      operation: {
        kind: 'application-note',
        text: 'x'.repeat(2001),
        ...adaTarget,
      },
    });
    expect(tooLong).toMatchObject({ type: 'rejected', problem: { status: 400 } });
    await outbox.store.remove(tooLong.entry.id);

    // Another church's application: 403, nothing changed.
    const hope = await churchWithProfile(app, 'hope@church.test', { churchName: 'Hope Chapel' });
    await postedPosition(hope.client, { title: 'Organist' });
    const hopeOutbox = outboxFor(connection(hope.client).send);
    const foreign = await submitWrite(hopeOutbox, () => hopeOutbox.flush(), {
      operation: {
        kind: 'application-status',
        status: 'hired',
        ...adaTarget,
      },
    });
    expect(foreign).toMatchObject({ type: 'rejected', problem: { status: 403 } });
    expect((await list(church, position.id)).map((a) => a.status)).toEqual(['pending', 'pending']);
  });

  it("refuses a second decline e-mail and one past the church's hourly cap with the server's message, holding nothing back", async () => {
    const { church, position, ada, ben } = await positionWithTwoApplications();
    const outbox = outboxFor(connection(church).send);
    const flush = () => outbox.flush();
    const adaTarget = target({ id: ada.id, positionId: position.id }, 'Ada Student');
    const benTarget = target({ id: ben.id, positionId: position.id }, 'Ben Student');
    for (const id of [ada.id, ben.id]) {
      await church.put(api.churchApplicationStatus(id), { status: 'declined' });
    }

    const first = await submitWrite(outbox, flush, {
      operation: {
        kind: 'decline-message',
        message: 'Dear Ada, not this time.',
        ...adaTarget,
      },
    });
    expect(first.type).toBe('delivered');
    const again = await submitWrite(outbox, flush, {
      operation: {
        kind: 'decline-message',
        message: 'Dear Ada, really not this time.',
        ...adaTarget,
      },
    });
    expect(again).toMatchObject({
      type: 'rejected',
      problem: { status: 422, message: DECLINE_MESSAGE_ALREADY_SENT },
    });
    await outbox.store.remove(again.entry.id);

    // The church wrote its hour's messages to other applicants meanwhile.
    const at = app.clock.now();
    for (let i = 1; i < DECLINE_MESSAGES_PER_WINDOW; i += 1) {
      const other = await app.store.applications.create(
        position.id,
        bareApplicationData({ studentEmail: `other${String(i)}@student.test` }),
      );
      await app.store.applications.setStatus(other.id, 'declined', at);
      const claim = await app.store.applications.claimDeclineMessage(other.id, at, {
        churchProfileId: position.churchProfileId,
        since: new Date(at.getTime() - DECLINE_MESSAGE_WINDOW_MS),
        cap: DECLINE_MESSAGES_PER_WINDOW,
      });
      expect(claim.state).toBe('claimed');
    }
    const capped = await submitWrite(outbox, flush, {
      operation: {
        kind: 'decline-message',
        message: 'Dear Ben, not this time.',
        ...benTarget,
      },
    });
    expect(capped).toMatchObject({ type: 'rejected', problem: { status: 429 } });
    expect(capped.type === 'rejected' && capped.problem.message).toMatch(
      /^Your church has sent 20 e-mails to applicants in the last hour, the most the job board allows\. Please try again in \d+ minutes?\.$/,
    );
    await outbox.store.remove(capped.entry.id);
    // Nothing waits behind it: the next change goes at once.
    const note = await submitWrite(outbox, flush, {
      operation: {
        kind: 'application-note',
        text: 'Keep for the autumn.',
        ...benTarget,
      },
    });
    expect(note.type).toBe('delivered');
  });
});
