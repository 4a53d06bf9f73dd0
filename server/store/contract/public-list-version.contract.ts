// publicListVersion: the cache key of the public list moves with every write that can change the
// list and stays put on reads.
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import {
  applicationData,
  churchData,
  newUser,
  positionData,
  seedChurch,
  seedPosition,
  DAY_MS,
} from '../../testing/store-fixtures';

/** The public list version's contract. */
export function publicListVersionContract({ store }: ContractContext): void {
  describe('publicListVersion', () => {
    it('does not change on reads', async () => {
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, { approved: true });
      const before = await store().positions.publicListVersion();
      expect(typeof before).toBe('string');
      await store().positions.listPublic();
      await store().positions.listAll();
      await store().positions.listByChurch(profile.id);
      await store().positions.findDetail(position.id);
      await store().positions.statsForChurch(profile.id);
      await store().churches.findById(profile.id);
      expect(await store().positions.publicListVersion()).toBe(before);
    });

    it('does not change on writes to applications, which the public list does not show', async () => {
      const { user, profile } = await seedChurch(store(), { applicationEmails: 'daily' });
      const position = await seedPosition(store(), profile.id, { approved: true });
      await store().positions.close(position.id, 'filled');
      const open = await seedPosition(store(), profile.id, { approved: true });
      const before = await store().positions.publicListVersion();

      const application = await store().applications.create(
        open.id,
        applicationData({ inDigest: true, statusTokenHash: 'f'.repeat(64) }),
      );
      await store().applications.create(position.id, applicationData());
      await store().applications.setStatus(application.id, 'reviewed', new Date());
      await store().applications.addNote(
        application.id,
        { authorId: user.id, text: 'Hi' },
        new Date(),
      );
      await store().applications.markDigested([application.id]);
      await store().applications.delete(application.id);
      await store().applications.deleteOfPositionsClosedBefore(new Date(Date.now() + DAY_MS));
      expect(await store().positions.publicListVersion()).toBe(before);
    });

    it('changes on every write that can change the public list', async () => {
      const seen = new Set<string>([await store().positions.publicListVersion()]);
      const expectNewVersion = async (what: string) => {
        const version = await store().positions.publicListVersion();
        expect(seen.has(version), `version after ${what} is new`).toBe(false);
        seen.add(version);
      };

      const user = await store().users.create(newUser());
      const { profile } = await store().churches.upsertForUser(user.id, churchData());
      await expectNewVersion('church profile created');
      await store().churches.upsertForUser(user.id, churchData({ churchName: 'Renamed' }));
      await expectNewVersion('church profile updated');
      const position = await store().positions.create(profile.id, positionData());
      await expectNewVersion('position created');
      const approved = await store().positions.approve(position.id, position.version);
      await expectNewVersion('position approved');
      await store().positions.saveRevision(
        position.id,
        positionData({ title: 'Edited' }),
        approved!.version,
      );
      seen.add(await store().positions.publicListVersion());
      await store().positions.approveRevision(position.id, approved!.version + 1);
      await expectNewVersion('edit approved');
      await store().positions.close(position.id, 'filled');
      await expectNewVersion('position closed');
      const reopened = await store().positions.reopen(position.id, false);
      await expectNewVersion('position reopened');
      await store().positions.extendLive(position.id, reopened!.approvedAt!);
      await expectNewVersion('position kept open');
      const doomed = await seedPosition(store(), profile.id, { approved: true });
      await expectNewVersion('second position');
      await store().applications.create(doomed.id, applicationData());
      await store().positions.delete(doomed.id);
      await expectNewVersion('position deleted');
      expect(await store().positions.closeExpired(new Date(Date.now() + DAY_MS))).toEqual([
        position.id,
      ]);
      await expectNewVersion('positions archived');
      const deadline = await seedPosition(store(), profile.id, {
        approved: true,
        applyBy: '2026-03-01',
      });
      await expectNewVersion('position with a deadline');
      expect(await store().positions.closePastApplyBy('2026-03-10')).toEqual([deadline.id]);
      await expectNewVersion('positions past their deadline closed');
      await store().users.delete(user.id);
      await expectNewVersion('user deleted');
    });
  });
}
