// A church's own position's life (decision 0024): edit in place while pending and as a revision
// once live, with If-Match refusing lost updates; close, reopen and duplicate; 'Apply by'.
import { describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import { APPLY_BY_PAST } from '../../shared/schemas/position';
import type {
  ChurchPosition,
  EditConflictBody,
  Position,
  PositionDetail,
  PositionWithChurch,
} from '../../shared/types';
import { APPLY_BY_PASSED, POSITION_CLOSED } from '../applications/application.service';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  LONG_DESCRIPTION,
  postedPosition,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest, madeBeforeEach } from '../testing/per-test';
import { EDITED_MEANWHILE } from './position-edits.service';
import { closePastApplyByPositions } from './position-expiry';

const DAY_MS = 24 * 60 * 60 * 1000;

const app = appPerTest();
const grace = madeBeforeEach(async () => ({
  anonymous: new TestClient(app.callback),
  church: (await churchWithProfile(app, 'grace@church.test')).client,
}));

/** PUT api.position(id) from `version`, with the whole form. */
function edit(client: TestClient, id: string, version: number, fields: Record<string, unknown>) {
  return client.request<ChurchPosition>('PUT', api.position(id), {
    headers: { [IF_MATCH_HEADER]: ifMatchValue(version) },
    body: { title: 'Youth Pastor', description: LONG_DESCRIPTION, ...fields },
  });
}

/** A calendar date `days` from the app's now (negative: in the past). */
function day(days: number): string {
  return new Date(app.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

describe('PUT /api/positions/{id}', () => {
  it('replaces a pending position and bumps its version', async () => {
    const posted = await postedPosition(grace.church);
    const res = await edit(grace.church, posted.id, posted.version, { title: 'Youth Minister' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: posted.id,
      title: 'Youth Minister',
      approved: false,
      version: posted.version + 1,
      revision: null,
      applicationCount: 0,
    });
  });

  it('keeps the approved text public while the edit of a live position waits', async () => {
    const admin = await adminClient(app);
    const live = await postedPosition(grace.church, {}, admin);
    const res = await edit(grace.church, live.id, live.version, { title: 'Senior Youth Pastor' });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Youth Pastor');
    expect(res.body.revision).toMatchObject({
      status: 'pending',
      data: { title: 'Senior Youth Pastor' },
    });
    const seen = await grace.anonymous.get<PositionDetail>(api.position(live.id));
    expect(seen.body.title).toBe('Youth Pastor');
    const list = await grace.anonymous.get<PositionWithChurch[]>(api.positions);
    expect(list.body.map((p) => p.title)).toEqual(['Youth Pastor']);
    // Students still apply to it meanwhile.
    expect((await grace.anonymous.post(api.applications, applicationFor(live.id))).status).toBe(
      201,
    );
  });

  it('refuses an edit from an older version with 412 and the position as it is now', async () => {
    const posted = await postedPosition(grace.church);
    await edit(grace.church, posted.id, posted.version, { title: 'From the phone' });
    const late = await grace.church.request<EditConflictBody>('PUT', api.position(posted.id), {
      headers: { [IF_MATCH_HEADER]: ifMatchValue(posted.version) },
      body: { title: 'From the laptop', description: LONG_DESCRIPTION },
    });
    expect(late.status).toBe(412);
    expect(late.body.message).toBe(EDITED_MEANWHILE);
    expect(late.body.current).toMatchObject({
      title: 'From the phone',
      version: posted.version + 1,
    });
    expect((await grace.church.get<ChurchPosition>(api.churchPosition(posted.id))).body.title).toBe(
      'From the phone',
    );
  });

  it('answers an edit from an older version whose text is already the latest as applied, without a new version', async () => {
    // The server committed the edit and died before its answer was recorded: the retry, under
    // the same key, finds the version moved on by its own first attempt.
    const admin = await adminClient(app);
    const live = await postedPosition(grace.church, {}, admin);
    const pending = await postedPosition(grace.church);
    for (const posted of [live, pending]) {
      const first = await edit(grace.church, posted.id, posted.version, {
        title: 'From the phone',
      });
      expect(first.status).toBe(200);
      const retry = await edit(grace.church, posted.id, posted.version, {
        title: 'From the phone',
      });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      // Another text from that older version is still a conflict.
      const other = await edit(grace.church, posted.id, posted.version, {
        title: 'From the laptop',
      });
      expect(other.status).toBe(412);
    }
  });

  it('needs If-Match, and reads only a version in it', async () => {
    const posted = await postedPosition(grace.church);
    const bare = await grace.church.request('PUT', api.position(posted.id), {
      body: { title: 'No version', description: LONG_DESCRIPTION },
    });
    expect(bare.status).toBe(428);
    const odd = await grace.church.request('PUT', api.position(posted.id), {
      headers: { [IF_MATCH_HEADER]: '*' },
      body: { title: 'No version', description: LONG_DESCRIPTION },
    });
    expect(odd.status).toBe(400);
    expect((await grace.church.get<ChurchPosition>(api.churchPosition(posted.id))).body.title).toBe(
      'Youth Pastor',
    );
  });

  it("refuses another church's position and changes nothing", async () => {
    const posted = await postedPosition(grace.church);
    const other = (await churchWithProfile(app, 'hope@church.test')).client;
    const res = await edit(other, posted.id, posted.version, { title: 'Taken over' });
    expect(res.status).toBe(403);
    expect(
      (await grace.church.get<ChurchPosition>(api.churchPosition(posted.id))).body,
    ).toMatchObject({
      title: 'Youth Pastor',
      version: posted.version,
    });
    expect((await edit(grace.church, 'no-such-position', 1, {})).status).toBe(404);
  });

  it('refuses an Apply by date that is over everywhere, under its field', async () => {
    const posted = await postedPosition(grace.church);
    const res = await edit(grace.church, posted.id, posted.version, { applyBy: day(-3) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { applyBy: [APPLY_BY_PAST] } });
    const malformed = await edit(grace.church, posted.id, posted.version, {
      applyBy: '2026-02-30',
    });
    expect(malformed.status).toBe(400);
    expect(
      (await grace.church.get<ChurchPosition>(api.churchPosition(posted.id))).body.version,
    ).toBe(posted.version);
  });
});

describe('POST /api/positions with Apply by', () => {
  it('takes a date to come and refuses one that is over', async () => {
    const later = await postedPosition(grace.church, { applyBy: day(10) });
    expect(later.applyBy).toBe(day(10));
    const past = await grace.church.post(api.positions, {
      title: 'Too late',
      description: LONG_DESCRIPTION,
      applyBy: day(-2),
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ errors: { applyBy: [APPLY_BY_PAST] } });
  });

  it('refuses applications once the day is over everywhere, and the job closes it', async () => {
    const admin = await adminClient(app);
    const live = await postedPosition(grace.church, { applyBy: day(1) }, admin);
    expect((await grace.anonymous.post(api.applications, applicationFor(live.id))).status).toBe(
      201,
    );
    // Two days on, the day is over even at UTC-12.
    app.clock.advance(3 * DAY_MS);
    const late = await grace.anonymous.post(
      api.applications,
      applicationFor(live.id, { studentEmail: 'late@student.test' }),
    );
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ message: APPLY_BY_PASSED });
    expect(await closePastApplyByPositions(app.deps)).toEqual([live.id]);
    const closed = await grace.church.get<ChurchPosition>(api.churchPosition(live.id));
    expect(closed.body).toMatchObject({ status: 'closed', closedReason: 'deadline' });
  });
});

describe('close, reopen and duplicate', () => {
  it('closes as filled: gone from the list, applications refused, applicants kept', async () => {
    const admin = await adminClient(app);
    const live = await postedPosition(grace.church, {}, admin);
    await grace.anonymous.post(api.applications, applicationFor(live.id));
    const closed = await grace.church.post<ChurchPosition>(api.positionClose(live.id), {
      reason: 'filled',
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'closed',
      closedReason: 'filled',
      applicationCount: 1,
    });
    expect((await grace.anonymous.get<Position[]>(api.positions)).body).toEqual([]);
    const refused = await grace.anonymous.post(
      api.applications,
      applicationFor(live.id, { studentEmail: 'late@student.test' }),
    );
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ message: POSITION_CLOSED });
    // Closed already (say, from the church's other device): answered as it is, unchanged.
    const again = await grace.church.post<ChurchPosition>(api.positionClose(live.id), {
      reason: 'no-longer-hiring',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ closedReason: 'filled', version: closed.body.version });
  });

  it('refuses a reason the church cannot give', async () => {
    const posted = await postedPosition(grace.church);
    const res = await grace.church.post(api.positionClose(posted.id), { reason: 'expired' });
    expect(res.status).toBe(400);
    expect(
      (await grace.church.get<ChurchPosition>(api.churchPosition(posted.id))).body.status,
    ).toBe('active');
  });

  it('reopens: public again with its 60 days starting now, and a passed Apply by dropped', async () => {
    const admin = await adminClient(app);
    const live = await postedPosition(grace.church, { applyBy: day(1) }, admin);
    await grace.church.post(api.positionClose(live.id), { reason: 'no-longer-hiring' });
    app.clock.advance(5 * DAY_MS);
    const reopened = await grace.church.post<ChurchPosition>(api.positionReopen(live.id));
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      status: 'active',
      closedReason: null,
      applyBy: null,
      approved: true,
    });
    expect(Date.parse(reopened.body.approvedAt ?? '')).toBeGreaterThan(
      Date.parse(live.approvedAt ?? ''),
    );
    expect((await grace.anonymous.get<Position[]>(api.positions)).body.map((p) => p.id)).toEqual([
      live.id,
    ]);
    const again = await grace.church.post<ChurchPosition>(api.positionReopen(live.id));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'active', version: reopened.body.version });
  });

  it('duplicates into a new pending position with the same text and no file, once per key', async () => {
    const admin = await adminClient(app);
    const live = await postedPosition(grace.church, { compensation: 'Stipend' }, admin);
    const headers = { 'Idempotency-Key': 'duplicate-1' };
    const copy = await grace.church.post<ChurchPosition>(
      api.positionDuplicate(live.id),
      undefined,
      {
        headers,
      },
    );
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: 'Youth Pastor',
      compensation: 'Stipend',
      approved: false,
      status: 'active',
      jobDescriptionUrl: null,
      version: 1,
    });
    expect(copy.body.id).not.toBe(live.id);
    const replay = await grace.church.post<ChurchPosition>(
      api.positionDuplicate(live.id),
      undefined,
      {
        headers,
      },
    );
    expect(replay.body.id).toBe(copy.body.id);
    expect((await grace.church.get<Position[]>(api.churchPositions)).body).toHaveLength(2);
  });
});

describe('GET /api/church/positions/{id}', () => {
  it("shows the church its own position with counts and its waiting edit, and no one else's", async () => {
    const admin = await adminClient(app);
    const live = await postedPosition(grace.church, {}, admin);
    await edit(grace.church, live.id, live.version, { title: 'Edited' });
    const own = await grace.church.get<ChurchPosition>(api.churchPosition(live.id));
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: live.id,
      statusCounts: { pending: 0 },
      revision: { status: 'pending', data: { title: 'Edited' } },
      church: { churchName: 'Grace Community Church' },
    });
    const other = (await churchWithProfile(app, 'hope@church.test')).client;
    expect((await other.get(api.churchPosition(live.id))).status).toBe(403);
    expect((await grace.church.get(api.churchPosition('nothing'))).status).toBe(404);
    const list = await grace.church.get<ChurchPosition[]>(api.churchPositions);
    expect(list.body[0]?.revision).toMatchObject({ status: 'pending' });
  });
});
