import { describe, expect, it } from 'vitest';
import { SYNC_LOOKBACK_MS, SYNC_TOMBSTONE_DAYS } from '../../shared/constants';
import { adminClient, churchWithProfile, postedPosition } from '../testing/fixtures';
import { positionPastArchive } from '../testing/backdate';
import { appPerTest } from '../testing/per-test';
import { SENT_MAIL_RETENTION_DAYS } from '../mail/queued-mailer';
import { readTable } from '../store/sqlite/sqlite-store';
import { runDueJobs } from './scheduler';

const DAY = 24 * 60 * 60 * 1000;
const app = appPerTest();

describe('periodic jobs', () => {
  it('auto-archives positions older than 60 days once a day, however many instances run', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const old = await positionPastArchive(app, client, admin, { title: 'Old One' });
    const fresh = await postedPosition(client, { title: 'Fresh One' }, admin);
    // Two instances sharing one store run their checks at the same moment.
    const second = { ...app.deps };
    const [a, b] = await Promise.all([runDueJobs(app.deps), runDueJobs(second)]);
    const archived = [a['auto-archive'], b['auto-archive']].filter((n) => n !== undefined);
    expect(archived).toEqual([1]);
    expect((await app.store.positions.findById(old.id))?.status).toBe('closed');
    expect((await app.store.positions.findById(fresh.id))?.status).toBe('active');
    // Within the same day nothing runs again; a day later it does.
    expect((await runDueJobs(app.deps))['auto-archive']).toBeUndefined();
    app.clock.advance(DAY + 1000);
    expect((await runDueJobs(app.deps))['auto-archive']).toBe(0);
  });

  it('removes expired sessions', async () => {
    await app.store.sessions.set(
      'old',
      { userId: 'x' },
      new Date(app.clock.now().getTime() - 1000),
    );
    await app.store.sessions.set(
      'live',
      { userId: 'y' },
      new Date(app.clock.now().getTime() + DAY),
    );
    const ran = await runDueJobs(app.deps);
    expect(ran['session-cleanup']).toBe(1);
    expect(await app.store.sessions.get('live', app.clock.now())).toEqual({ userId: 'y' });
  });

  it('forgets sent mail after its retention, never mail still waiting', async () => {
    const sentAt = app.clock.now();
    const mail = { subject: 'Hi', text: 'Hello', html: null };
    const old = await app.store.mail.enqueue({ to: 'old@example.org', ...mail });
    await app.store.mail.markSent(old.id, new Date(sentAt.getTime() - DAY));
    const recent = await app.store.mail.enqueue({ to: 'recent@example.org', ...mail });
    await app.store.mail.markSent(recent.id, sentAt);
    await app.store.mail.enqueue({ to: 'waiting@example.org', ...mail });
    app.clock.advance(SENT_MAIL_RETENTION_DAYS * DAY - 1000);

    expect((await runDueJobs(app.deps))['sent-mail-retention']).toBe(1);
    const left = (await readTable(app.store, 'mail_queue')).map((row) => row.to_address);
    expect(left).toEqual(['recent@example.org', 'waiting@example.org']);
  });

  it("forgets deleted positions' tombstones after SYNC_TOMBSTONE_DAYS, moving the sync horizon", async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const listed = await postedPosition(client, { title: 'Listed' }, admin);
    expect((await client.delete(`/api/positions/${listed.id}`)).status).toBe(200);
    const removedBy = Date.now();
    expect((await runDueJobs(app.deps))['sync-tombstone-prune']).toBe(0);
    expect(await app.store.positions.syncHorizon()).toBeNull();

    // The store stamped the removal by the real time, which has moved on since the app's clock.
    app.clock.set(new Date(Date.now() + SYNC_TOMBSTONE_DAYS * DAY + 1000));
    expect((await runDueJobs(app.deps))['sync-tombstone-prune']).toBe(1);
    const horizon = Date.parse((await app.store.positions.syncHorizon()) ?? '');
    expect(horizon).toBeLessThanOrEqual(removedBy + SYNC_LOOKBACK_MS);
    expect(horizon).toBeGreaterThan(removedBy - 60_000);
    expect((await app.store.positions.publicListChangesSince(new Date(0))).removed).toEqual([]);
  });
});
