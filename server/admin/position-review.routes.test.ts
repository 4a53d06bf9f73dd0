// The college's review (issue 14): approve what waits (a position or an edit), decline it with a
// reason the church is told, many at once; approving a closed position is refused; the audit log.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import type {
  AdminPosition,
  AuditEntry,
  BulkApproveResult,
  ChurchPosition,
  Position,
  PositionDetail,
} from '../../shared/types';
import {
  adminClient,
  churchWithProfile,
  LONG_DESCRIPTION,
  postedPosition,
  queuedMail,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { APPROVE_CLOSED, NOTHING_WAITS } from './position-review.service';

const CHURCH = 'grace@church.test';
const ADMIN = 'admin@college.test';

let app: TestApp;
let church: TestClient;
let admin: TestClient;

beforeEach(async () => {
  app = await createTestApp();
  church = (await churchWithProfile(app, CHURCH)).client;
  admin = await adminClient(app);
});
afterEach(async () => {
  await app.close();
});

/** The church edits its position from the version it has. */
async function edited(id: string, fields: Record<string, unknown>): Promise<ChurchPosition> {
  const current = await church.get<ChurchPosition>(api.churchPosition(id));
  const res = await church.request<ChurchPosition>('PUT', api.position(id), {
    headers: { [IF_MATCH_HEADER]: ifMatchValue(current.body.version) },
    body: { title: 'Youth Pastor', description: LONG_DESCRIPTION, ...fields },
  });
  if (res.status !== 200) throw new Error(`edit: ${res.status} ${res.text}`);
  return res.body;
}

/** The subjects and texts queued for the church's account. */
async function churchMail(): Promise<{ subject: string; text: string }[]> {
  return (await queuedMail(app, CHURCH)).map(({ subject, text }) => ({ subject, text }));
}

describe('approve', () => {
  it('puts a new position live and e-mails the church', async () => {
    const posted = await postedPosition(church, { title: 'Worship Leader' });
    const res = await admin.post<Position>(api.adminApprove(posted.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approved: true, declined: null });
    expect(res.body.approvedAt).not.toBeNull();
    const mail = await churchMail();
    expect(mail.map((m) => m.subject)).toContain('Worship Leader is live on the job board');
    expect(mail.find((m) => m.subject.includes('is live'))?.text).toContain(
      `http://localhost:3000/church/positions/${posted.id}`,
    );
  });

  it('applies a waiting edit to the live position', async () => {
    const live = await postedPosition(church, {}, admin);
    await edited(live.id, { title: 'Senior Youth Pastor' });
    const res = await admin.post<Position>(api.adminApprove(live.id));
    expect(res.body.title).toBe('Senior Youth Pastor');
    const publicView = await new TestClient(app.callback).get<PositionDetail>(
      api.position(live.id),
    );
    expect(publicView.body.title).toBe('Senior Youth Pastor');
    const own = await church.get<ChurchPosition>(api.churchPosition(live.id));
    expect(own.body.revision).toBeNull();
  });

  it('refuses a closed position and says to reopen it first', async () => {
    const posted = await postedPosition(church);
    await church.post(api.positionClose(posted.id), { reason: 'no-longer-hiring' });
    const res = await admin.post(api.adminApprove(posted.id));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: APPROVE_CLOSED });
    expect((await church.get<ChurchPosition>(api.churchPosition(posted.id))).body.approved).toBe(
      false,
    );
  });
});

describe('decline', () => {
  it('declines a new position with a reason; the church is told, edits and resubmits', async () => {
    const posted = await postedPosition(church, { title: 'Choir Director' });
    const res = await admin.post<AdminPosition>(api.adminDecline(posted.id), {
      reason: 'incomplete',
      note: 'Please add the hours.',
    });
    expect(res.status).toBe(200);
    expect(res.body.declined).toMatchObject({
      reason: 'incomplete',
      note: 'Please add the hours.',
    });
    const mail = (await churchMail()).find((m) => m.subject === 'Choir Director was not approved');
    expect(mail?.text).toContain('Reason: Missing or unclear information');
    expect(mail?.text).toContain('Please add the hours.');
    const own = await church.get<ChurchPosition>(api.churchPosition(posted.id));
    expect(own.body.declined?.reason).toBe('incomplete');

    const resubmitted = await edited(posted.id, { title: 'Choir Director', compensation: '10h' });
    expect(resubmitted.declined).toBeNull();
    const list = await admin.get<AdminPosition[]>(api.adminPositions);
    expect(list.body.find((p) => p.id === posted.id)).toMatchObject({ declined: null });
    expect((await admin.post(api.adminApprove(posted.id))).status).toBe(200);
  });

  it('declines a waiting edit: the live text stays, the church sees why', async () => {
    const live = await postedPosition(church, {}, admin);
    await edited(live.id, { title: 'Something else entirely' });
    const res = await admin.post<AdminPosition>(api.adminDecline(live.id), {
      reason: 'other',
      note: 'The title must say what the role is.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Youth Pastor',
      revision: { status: 'declined', declined: { reason: 'other' } },
    });
    const own = await church.get<ChurchPosition>(api.churchPosition(live.id));
    expect(own.body.revision?.declined?.note).toBe('The title must say what the role is.');
    expect((await churchMail()).map((m) => m.subject)).toContain('Youth Pastor was not approved');
  });

  it('needs a reason, and a note for Other, and changes nothing without them', async () => {
    const posted = await postedPosition(church);
    const none = await admin.post(api.adminDecline(posted.id), {});
    expect(none.status).toBe(400);
    const other = await admin.post(api.adminDecline(posted.id), { reason: 'other', note: ' ' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ errors: { note: [expect.any(String)] } });
    const own = await church.get<ChurchPosition>(api.churchPosition(posted.id));
    expect(own.body).toMatchObject({ declined: null, version: posted.version });
  });

  it('answers 409 when nothing waits', async () => {
    const live = await postedPosition(church, {}, admin);
    const res = await admin.post(api.adminDecline(live.id), { reason: 'duplicate' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: NOTHING_WAITS });
  });
});

describe('bulk approve', () => {
  it('approves each waiting position and says which were refused and why', async () => {
    const first = await postedPosition(church, { title: 'First' });
    const second = await postedPosition(church, { title: 'Second' });
    const closed = await postedPosition(church, { title: 'Closed' });
    await church.post(api.positionClose(closed.id), { reason: 'filled' });
    const res = await admin.post<BulkApproveResult>(api.adminBulkApprove, {
      ids: [first.id, second.id, closed.id, 'missing'],
    });
    expect(res.status).toBe(200);
    expect(res.body.approved.sort()).toEqual([first.id, second.id].sort());
    expect(res.body.refused).toEqual([
      { id: closed.id, message: APPROVE_CLOSED },
      { id: 'missing', message: 'Position not found' },
    ]);
    expect((await admin.post(api.adminBulkApprove, { ids: [] })).status).toBe(400);
  });
});

describe('GET /api/admin/positions', () => {
  it('lists every position once, with its waiting edit', async () => {
    const live = await postedPosition(church, {}, admin);
    await postedPosition(church, { title: 'Pending' });
    await edited(live.id, { title: 'Edited' });
    const list = await admin.get<AdminPosition[]>(api.adminPositions);
    expect(list.body.map((p) => p.title)).toEqual(['Pending', 'Youth Pastor']);
    expect(list.body[1]?.revision).toMatchObject({ status: 'pending', data: { title: 'Edited' } });
  });
});

describe('the audit log', () => {
  it('keeps who did what, newest first, and pages back', async () => {
    const approved = await postedPosition(church, { title: 'Approved one' });
    const declined = await postedPosition(church, { title: 'Declined one' });
    const deleted = await postedPosition(church, { title: 'Deleted one' });
    await admin.post(api.adminApprove(approved.id));
    await admin.post(api.adminDecline(declined.id), { reason: 'duplicate' });
    await admin.delete(api.adminPosition(deleted.id));
    await admin.post(api.adminArchiveOld, { daysOld: 60 });

    const log = await admin.get<AuditEntry[]>(api.adminAuditLog);
    expect(log.status).toBe(200);
    expect(log.body.map((e) => [e.action, e.positionTitle, e.actorEmail])).toEqual([
      ['archive', null, ADMIN],
      ['delete', 'Deleted one', ADMIN],
      ['decline', 'Declined one', ADMIN],
      ['approve', 'Approved one', ADMIN],
    ]);
    expect(log.body[0]?.detail).toBe('0 positions live for more than 60 days');
    expect(log.body[2]?.detail).toBe('Duplicate of another position');

    const older = await admin.get<AuditEntry[]>(
      `${api.adminAuditLog}?before=${encodeURIComponent(log.body[1]?.at ?? '')}`,
    );
    expect(older.body.map((e) => e.action)).toEqual(
      log.body.filter((e) => e.at < (log.body[1]?.at ?? '')).map((e) => e.action),
    );
    expect((await admin.get(`${api.adminAuditLog}?before=yesterday`)).status).toBe(400);
  });
});

describe('Idempotency-Key on the admin writes', () => {
  it('declines once for a key sent twice, and answers the second with the first answer', async () => {
    const posted = await postedPosition(church, { title: 'Once' });
    const headers = { 'Idempotency-Key': 'decline-once' };
    const body = { reason: 'incomplete', note: null };
    const first = await admin.post<AdminPosition>(api.adminDecline(posted.id), body, { headers });
    const again = await admin.post<AdminPosition>(api.adminDecline(posted.id), body, { headers });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.version).toBe(first.body.version);
    const declines = (await admin.get<AuditEntry[]>(api.adminAuditLog)).body.filter(
      (entry) => entry.action === 'decline',
    );
    expect(declines).toHaveLength(1);
  });
});
