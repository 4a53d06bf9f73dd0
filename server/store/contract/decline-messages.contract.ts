// The church's one message to a declined applicant and its cap on messages per window: claimed
// atomically (two instances on one database cannot both send one application's message, or both
// take a church's last place), counted after the application is gone, and released when the
// message could not be queued.
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import {
  applicationData,
  plus,
  seedChurch,
  seedPosition,
  UNKNOWN,
} from '../../testing/store-fixtures';
import type { Application, ChurchProfile } from '../../../shared/types';
import type { ChurchMessageCap, Store } from '../port';

const HOUR = 60 * 60 * 1000;
const T0 = new Date('2026-05-04T10:00:00.000Z');

/** The cap of `church` at `at`: `cap` messages within the hour before. */
function capAt(church: ChurchProfile, at: Date, cap = 3): ChurchMessageCap {
  return { churchProfileId: church.id, since: new Date(at.getTime() - HOUR), cap };
}

/** A church with a position and `count` applications to it, declined unless told otherwise. */
async function churchWithApplications(
  store: Store,
  count: number,
  declined = true,
): Promise<{ church: ChurchProfile; applications: Application[] }> {
  const { profile } = await seedChurch(store);
  const position = await seedPosition(store, profile.id, { approved: true });
  const applications: Application[] = [];
  for (let i = 0; i < count; i += 1) {
    const application = await store.applications.create(
      position.id,
      applicationData({ studentEmail: `student${String(i)}@example.test` }),
    );
    if (declined) await store.applications.setStatus(application.id, 'declined', T0);
    applications.push(application);
  }
  return { church: profile, applications };
}

/** The decline-message contract of the applications repository. */
export function declineMessagesContract({ store }: ContractContext): void {
  describe('decline messages', () => {
    it('claims one message per application, and only once it is declined', async () => {
      const {
        church,
        applications: [application],
      } = await churchWithApplications(store(), 1, false);
      if (!application) throw new Error('no application');
      const repo = store().applications;
      expect(await repo.claimDeclineMessage(UNKNOWN, T0, capAt(church, T0))).toEqual({
        state: 'missing',
      });
      expect(await repo.claimDeclineMessage(application.id, T0, capAt(church, T0))).toEqual({
        state: 'not-declined',
      });
      await repo.setStatus(application.id, 'declined', T0);
      const at = plus(T0, 1000);
      expect(await repo.claimDeclineMessage(application.id, at, capAt(church, at))).toEqual({
        state: 'claimed',
      });
      // Not again: neither later, nor after the church moves it back and declines it again.
      const later = plus(T0, 2 * HOUR);
      expect(await repo.claimDeclineMessage(application.id, later, capAt(church, later))).toEqual({
        state: 'already-sent',
      });
      await repo.setStatus(application.id, 'reviewed', later);
      await repo.setStatus(application.id, 'declined', plus(later, 1));
      expect(
        await repo.claimDeclineMessage(application.id, plus(later, 2), capAt(church, later)),
      ).toEqual({ state: 'already-sent' });
    });

    it("caps a church's messages per window, says when a place frees, and leaves other churches alone", async () => {
      const { church, applications } = await churchWithApplications(store(), 5);
      const other = await churchWithApplications(store(), 1);
      const repo = store().applications;
      const ids = applications.map((application) => application.id);
      for (const [i, id] of ids.slice(0, 3).entries()) {
        const at = plus(T0, i * 60_000);
        expect(await repo.claimDeclineMessage(id, at, capAt(church, at))).toEqual({
          state: 'claimed',
        });
      }
      const full = plus(T0, 30 * 60_000);
      expect(await repo.claimDeclineMessage(ids[3] ?? '', full, capAt(church, full))).toEqual({
        state: 'over-cap',
        freesAt: plus(T0, HOUR).toISOString(),
      });
      // Refused for the cap, it is still unsent: it goes once a place frees.
      const otherId = other.applications[0]?.id ?? '';
      expect(await repo.claimDeclineMessage(otherId, full, capAt(other.church, full))).toEqual({
        state: 'claimed',
      });
      const freed = plus(T0, HOUR);
      expect(await repo.claimDeclineMessage(ids[3] ?? '', freed, capAt(church, freed))).toEqual({
        state: 'claimed',
      });
      expect(await repo.claimDeclineMessage(ids[4] ?? '', freed, capAt(church, freed))).toEqual({
        state: 'over-cap',
        freesAt: plus(T0, HOUR + 60_000).toISOString(),
      });
    });

    it('counts a message after its application was withdrawn', async () => {
      const { church, applications } = await churchWithApplications(store(), 3);
      const repo = store().applications;
      const [first, second, third] = applications.map((application) => application.id);
      expect((await repo.claimDeclineMessage(first ?? '', T0, capAt(church, T0, 2))).state).toBe(
        'claimed',
      );
      expect((await repo.claimDeclineMessage(second ?? '', T0, capAt(church, T0, 2))).state).toBe(
        'claimed',
      );
      await repo.delete(first ?? '');
      await repo.delete(second ?? '');
      const at = plus(T0, 1000);
      expect((await repo.claimDeclineMessage(third ?? '', at, capAt(church, at, 2))).state).toBe(
        'over-cap',
      );
    });

    it('a released claim may be made again, and gives its place back', async () => {
      const { church, applications } = await churchWithApplications(store(), 2);
      const repo = store().applications;
      const [first, second] = applications.map((application) => application.id);
      expect((await repo.claimDeclineMessage(first ?? '', T0, capAt(church, T0, 1))).state).toBe(
        'claimed',
      );
      await repo.releaseDeclineMessage(first ?? '', T0);
      const at = plus(T0, 1000);
      expect((await repo.claimDeclineMessage(second ?? '', at, capAt(church, at, 1))).state).toBe(
        'claimed',
      );
      await repo.releaseDeclineMessage(second ?? '', at);
      const again = plus(T0, 2000);
      expect(
        (await repo.claimDeclineMessage(first ?? '', again, capAt(church, again, 1))).state,
      ).toBe('claimed');
      // Releasing a claim made at another moment changes nothing.
      await repo.releaseDeclineMessage(first ?? '', T0);
      expect(
        (await repo.claimDeclineMessage(first ?? '', plus(again, 1), capAt(church, again, 1)))
          .state,
      ).toBe('already-sent');
    });

    it('holds when claims race: one message per application, never past the cap', async () => {
      const { church, applications } = await churchWithApplications(store(), 6);
      const repo = store().applications;
      const [first] = applications;
      const same = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          repo.claimDeclineMessage(first?.id ?? '', plus(T0, i), capAt(church, T0)),
        ),
      );
      expect(same.filter((claim) => claim.state === 'claimed')).toHaveLength(1);
      const at = plus(T0, 1000);
      const many = await Promise.all(
        applications
          .slice(1)
          .map((application) => repo.claimDeclineMessage(application.id, at, capAt(church, at))),
      );
      // The first application's message took one of the three places.
      expect(many.filter((claim) => claim.state === 'claimed')).toHaveLength(2);
      expect(many.filter((claim) => claim.state === 'over-cap')).toHaveLength(3);
    });
  });
}
