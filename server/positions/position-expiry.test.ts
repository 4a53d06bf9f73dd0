// The daily life of live positions: archived 60 days after going live (never while pending), the
// church reminded a week before with a single-use 'Keep open' link, the admins' daily list.
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { KeepOpenPreview, Position } from '../../shared/types';
import { sendReviewDigest } from '../admin/review-digest';
import { runDueJobs } from '../jobs/scheduler';
import {
  adminApproves,
  adminClient,
  churchWithProfile,
  postedPosition,
  queuedMail,
} from '../testing/fixtures';
import { backdatePosition } from '../testing/backdate';
import { TestClient } from '../testing/http-client';
import { appPerTest, madeBeforeEach } from '../testing/per-test';
import { KEEP_OPEN_GONE } from './keep-open-link';
import { closeExpiredPositions, lastEndedApplyByDay, sendExpiryReminders } from './position-expiry';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHURCH = 'grace@church.test';

const app = appPerTest();
const grace = madeBeforeEach(async () => ({
  church: (await churchWithProfile(app, CHURCH)).client,
  admin: await adminClient(app),
  anonymous: new TestClient(app.callback),
}));

/** The 'Keep open' link's token from the newest reminder to the church. */
async function keepOpenToken(): Promise<string> {
  const reminders = (await queuedMail(app, CHURCH)).filter((m) => m.subject.includes('closes on'));
  const link = reminders.at(-1)?.text.match(/http:\/\/localhost:3000\/keep-open\/(\S+)/)?.[1];
  if (!link) throw new Error('no keep-open link queued');
  return decodeURIComponent(link);
}

describe('archiving after 60 days', () => {
  it('counts from approval and never archives a pending position', async () => {
    const pending = await postedPosition(grace.church, { title: 'Pending' });
    const live = await postedPosition(grace.church, { title: 'Live' });
    // Both posted 100 days ago; only one has gone live, today.
    await backdatePosition(app.store, pending.id, 100);
    await backdatePosition(app.store, live.id, 100);
    await adminApproves(grace.admin, (await app.store.positions.findById(live.id)) ?? live);
    expect(await closeExpiredPositions(app.deps, 60)).toEqual([]);
    app.clock.advance(59 * DAY_MS);
    expect(await closeExpiredPositions(app.deps, 60)).toEqual([]);
    app.clock.advance(2 * DAY_MS);
    expect(await closeExpiredPositions(app.deps, 60)).toEqual([live.id]);
    const closed = await app.store.positions.findById(live.id);
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'expired' });
    expect((await app.store.positions.findById(pending.id))?.status).toBe('active');
  });
});

describe("the week's notice and 'Keep open 60 more days'", () => {
  it('e-mails the church once with a link that extends the position once', async () => {
    const live = await postedPosition(grace.church, {}, grace.admin);
    app.clock.advance(52 * DAY_MS);
    expect(await sendExpiryReminders(app.deps)).toBe(0);
    app.clock.advance(2 * DAY_MS);
    expect(await sendExpiryReminders(app.deps)).toBe(1);
    expect(await sendExpiryReminders(app.deps)).toBe(0);
    const reminder = (await queuedMail(app, CHURCH)).find((m) => m.subject.includes('closes on'));
    expect(reminder?.subject).toMatch(/^Youth Pastor closes on /);
    expect(reminder?.text).toContain('Still looking for someone? Keep it open with one click');

    const token = await keepOpenToken();
    const preview = await grace.anonymous.get<KeepOpenPreview>(api.keepOpen(token));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ positionId: live.id, title: 'Youth Pastor' });
    // A GET changes nothing: the link can be opened by a mail scanner.
    expect((await grace.anonymous.get(api.keepOpen(token))).status).toBe(200);

    const used = await grace.anonymous.post<KeepOpenPreview>(api.keepOpen(token));
    expect(used.status).toBe(200);
    expect(Date.parse(used.body.archivesOn)).toBeGreaterThan(Date.parse(preview.body.archivesOn));
    const again = await grace.anonymous.post(api.keepOpen(token));
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ message: KEEP_OPEN_GONE });
    expect((await grace.anonymous.get(api.keepOpen(token))).status).toBe(410);
  });

  it('refuses a forged or altered link the same way', async () => {
    const live = await postedPosition(grace.church, {}, grace.admin);
    app.clock.advance(54 * DAY_MS);
    await sendExpiryReminders(app.deps);
    const token = await keepOpenToken();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [altered, 'nonsense', `${live.id}~0~${'A'.repeat(43)}`]) {
      const res = await grace.anonymous.post(api.keepOpen(bad));
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({ message: KEEP_OPEN_GONE });
    }
    expect((await grace.anonymous.get<Position[]>(api.positions)).body).toHaveLength(1);
  });
});

describe("the admins' daily list", () => {
  it('lists new positions and edits that wait, and sends nothing when none do', async () => {
    expect(await sendReviewDigest(app.deps)).toBe(0);
    await postedPosition(grace.church, { title: 'Worship Leader' });
    expect(await sendReviewDigest(app.deps)).toBe(1);
    const [digest] = (await queuedMail(app, 'admin@college.test')).filter((m) =>
      m.subject.includes('waiting for approval'),
    );
    expect(digest?.subject).toBe('1 position waiting for approval');
    expect(digest?.text).toContain('Worship Leader (Grace Community Church)');
  });

  it('runs at most once a day with the other jobs', async () => {
    await postedPosition(grace.church, { title: 'Worship Leader' });
    expect((await runDueJobs(app.deps))['review-digest']).toBe(1);
    expect((await runDueJobs(app.deps))['review-digest']).toBeUndefined();
    app.clock.advance(DAY_MS + 1000);
    expect((await runDueJobs(app.deps))['review-digest']).toBe(1);
  });
});

describe('lastEndedApplyByDay', () => {
  it('is the day that has ended at UTC-12', () => {
    expect(lastEndedApplyByDay(new Date('2026-03-10T11:59:00Z'))).toBe('2026-03-08');
    expect(lastEndedApplyByDay(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-09');
  });
});
