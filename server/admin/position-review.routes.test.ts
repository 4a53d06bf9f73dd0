// The college's review (decision 0024): approve what waits (a position or an edit), decline with a
// reason the church is told, many at once; approving a closed position is refused; the audit log.
import { beforeEach, describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import { CHANGED_SINCE_REVIEW, REVIEWED_VERSION_REQUIRED } from '../../shared/schemas/position';
import type {
  AdminPosition,
  AuditEntry,
  BulkApproveResult,
  ChurchPosition,
  Position,
  PositionDetail,
} from '../../shared/types';
import {
  adminApproves,
  adminClient,
  churchWithProfile,
  LONG_DESCRIPTION,
  postedPosition,
  queuedMail,
} from '../testing/fixtures';
import { APPROVAL_IF_MATCH } from '../http/if-match';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { APPROVE_CLOSED, NOTHING_WAITS } from './position-review.service';

const CHURCH = 'grace@church.test';
const ADMIN = 'admin@college.test';

const app = appPerTest();
let church: TestClient;
let admin: TestClient;

beforeEach(async () => {
  church = (await churchWithProfile(app, CHURCH)).client;
  admin = await adminClient(app);
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

/** A position of a bulk approval: its id and the version the admin's list showed. */
function reviewed({ id, version }: { id: string; version: number }) {
  return { id, version };
}

/** The subjects and texts queued for the church's account. */
async function churchMail(): Promise<{ subject: string; text: string }[]> {
  return (await queuedMail(app, CHURCH)).map(({ subject, text }) => ({ subject, text }));
}

describe('approve', () => {
  it('puts a new position live and e-mails the church', async () => {
    const posted = await postedPosition(church, { title: 'Worship Leader' });
    const res = await adminApproves(admin, posted);
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
    const waiting = await edited(live.id, { title: 'Senior Youth Pastor' });
    const res = await adminApproves(admin, waiting);
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
    const res = await adminApproves(admin, posted);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: APPROVE_CLOSED });
    expect((await church.get<ChurchPosition>(api.churchPosition(posted.id))).body.approved).toBe(
      false,
    );
  });
});

describe('approve names the version the admin reviewed', () => {
  it('answers 412 with the position as it is now when the church edited it since', async () => {
    const opened = await postedPosition(church, { title: "Children's Ministry" });
    await edited(opened.id, { title: 'Send a deposit to apply' });
    const res = await adminApproves<{ message: string; current: AdminPosition }>(admin, opened);
    expect(res.status).toBe(412);
    expect(res.body.message).toBe(CHANGED_SINCE_REVIEW);
    expect(res.body.current).toMatchObject({
      id: opened.id,
      title: 'Send a deposit to apply',
      approved: false,
      version: opened.version + 1,
      church: { churchName: 'Grace Community Church' },
      revision: null,
    });
    const publicList = await new TestClient(app.callback).get<Position[]>(api.positions);
    expect(publicList.body).toEqual([]);
    expect((await admin.get<AuditEntry[]>(api.adminAuditLog)).body).toEqual([]);
    expect((await churchMail()).map((m) => m.subject)).not.toContain(
      'Send a deposit to apply is live on the job board',
    );
  });

  it('answers 412 when the waiting edit of a live position was replaced since', async () => {
    const live = await postedPosition(church, { title: 'Worship Leader' }, admin);
    const reviewed = await edited(live.id, { title: 'Worship Leader and Choir' });
    await edited(live.id, { title: 'Send a deposit to apply' });
    const res = await adminApproves<{ current: AdminPosition }>(admin, reviewed);
    expect(res.status).toBe(412);
    expect(res.body.current).toMatchObject({
      title: 'Worship Leader',
      revision: { status: 'pending', data: { title: 'Send a deposit to apply' } },
    });
    const publicView = await new TestClient(app.callback).get<PositionDetail>(
      api.position(live.id),
    );
    expect(publicView.body.title).toBe('Worship Leader');
  });

  it('approves the new text once the admin has reviewed it, and the audit log names that version', async () => {
    const opened = await postedPosition(church);
    const now = await edited(opened.id, { title: 'Youth and Families Pastor' });
    expect((await adminApproves(admin, opened)).status).toBe(412);
    const res = await adminApproves<Position>(admin, now);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approved: true, title: 'Youth and Families Pastor' });
    const [entry] = (await admin.get<AuditEntry[]>(api.adminAuditLog)).body;
    expect(entry).toMatchObject({ action: 'approve', version: now.version });
  });

  it('records the version of an approved edit', async () => {
    const live = await postedPosition(church, {}, admin);
    const waiting = await edited(live.id, { title: 'Senior Youth Pastor' });
    await adminApproves(admin, waiting);
    const [entry] = (await admin.get<AuditEntry[]>(api.adminAuditLog)).body;
    expect(entry).toMatchObject({
      action: 'approve-edit',
      positionTitle: 'Senior Youth Pastor',
      version: waiting.version,
    });
  });

  it('answers 412 when the edit the admin reviewed was declined since', async () => {
    const live = await postedPosition(church, {}, admin);
    const waiting = await edited(live.id, { title: 'Senior Youth Pastor' });
    await admin.post(api.adminDecline(live.id), { reason: 'duplicate' });
    const res = await adminApproves<{ current: AdminPosition }>(admin, waiting);
    expect(res.status).toBe(412);
    expect(res.body.current.revision?.status).toBe('declined');
  });

  it('answers 428 without If-Match and 400 for one it cannot read; nothing is approved', async () => {
    const posted = await postedPosition(church);
    const without = await admin.post(api.adminApprove(posted.id));
    expect(without.status).toBe(428);
    expect(without.body).toMatchObject({ message: APPROVAL_IF_MATCH.missing });
    const unreadable = await admin.post(api.adminApprove(posted.id), undefined, {
      headers: { [IF_MATCH_HEADER]: '*' },
    });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toMatchObject({ message: APPROVAL_IF_MATCH.malformed });
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
    expect((await adminApproves(admin, resubmitted)).status).toBe(200);
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
      positions: [first, second, closed, { id: 'missing', version: 1 }].map(reviewed),
    });
    expect(res.status).toBe(200);
    expect(res.body.approved.sort()).toEqual([first.id, second.id].sort());
    expect(res.body.changed).toEqual([]);
    expect(res.body.refused).toEqual([
      { id: closed.id, message: APPROVE_CLOSED },
      { id: 'missing', message: 'Position not found' },
    ]);
    expect((await admin.post(api.adminBulkApprove, { positions: [] })).status).toBe(400);
  });

  it('skips a position or an edit changed since the list was loaded, and returns it as it is now', async () => {
    const fresh = await postedPosition(church, { title: "Children's Ministry" });
    const live = await postedPosition(church, { title: 'Worship Leader' }, admin);
    const waitingEdit = await edited(live.id, { title: 'Worship Leader and Choir' });
    const untouched = await postedPosition(church, { title: 'Organist' });
    // The admin's list is loaded; then the church changes two of the three.
    const listed = (await admin.get<AdminPosition[]>(api.adminPositions)).body;
    await edited(fresh.id, { title: 'Send a deposit to apply' });
    await edited(live.id, { title: 'Send a deposit to apply' });

    const res = await admin.post<BulkApproveResult>(api.adminBulkApprove, {
      positions: listed.map(reviewed),
    });
    expect(res.status).toBe(200);
    expect(res.body.approved).toEqual([untouched.id]);
    expect(res.body.refused).toEqual([]);
    expect(res.body.changed.map((p) => [p.id, p.title, p.revision?.data.title ?? null])).toEqual(
      expect.arrayContaining([
        [fresh.id, 'Send a deposit to apply', null],
        [live.id, 'Worship Leader', 'Send a deposit to apply'],
      ]),
    );
    expect(res.body.changed).toHaveLength(2);
    expect(waitingEdit.version).toBeLessThan(
      res.body.changed.find((p) => p.id === live.id)!.version,
    );
    const publicTitles = (
      await new TestClient(app.callback).get<Position[]>(api.positions)
    ).body.map((p) => p.title);
    expect(publicTitles.sort()).toEqual(['Organist', 'Worship Leader']);
  });

  it('refuses a position without the version reviewed, with a clear message', async () => {
    const posted = await postedPosition(church);
    const res = await admin.post(api.adminBulkApprove, { positions: [{ id: posted.id }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: REVIEWED_VERSION_REQUIRED });
    const old = await admin.post(api.adminBulkApprove, { ids: [posted.id] });
    expect(old.status).toBe(400);
    expect((await church.get<ChurchPosition>(api.churchPosition(posted.id))).body.approved).toBe(
      false,
    );
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
    await adminApproves(admin, approved);
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
    expect(log.body.map((e) => e.version)).toEqual([null, null, null, approved.version]);

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
