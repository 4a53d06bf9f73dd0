// positions: defaults, explicit ids, the three lists, deletion with its files and a church's
// statistics. Review and the position's later life have contract files of their own.
import { describe, expect, it } from 'vitest';
import { NEW_POSITION_STATE } from '../../../shared/position-fields';
import { DuplicateIdError } from '../port';
import type { ContractContext } from '../../testing/contract-targets';
import {
  applicationData,
  ISO_TIMESTAMP,
  positionData,
  seedChurch,
  seedPosition,
  UUID,
} from '../../testing/store-fixtures';

/** The positions repository's contract. */
export function positionsContract({ store }: ContractContext): void {
  describe('positions', () => {
    it('creates a pending, active position with the form fields', async () => {
      const { profile } = await seedChurch(store());
      const data = positionData({
        jobDescriptionUrl: '/uploads/job.pdf',
        positionType: 'part-time',
      });
      const position = await store().positions.create(profile.id, data);
      expect(position).toEqual({
        id: expect.stringMatching(UUID) as unknown,
        churchProfileId: profile.id,
        ...data,
        ...NEW_POSITION_STATE,
        version: 1,
        createdAt: expect.stringMatching(ISO_TIMESTAMP) as unknown,
        updatedAt: position.createdAt,
      });
      expect(await store().positions.findById(position.id)).toEqual(position);
      expect(
        await store().positions.findById('00000000-0000-4000-8000-000000000000'),
      ).toBeUndefined();
    });

    it("keeps the 'Apply by' date of the form", async () => {
      const { profile } = await seedChurch(store());
      const position = await store().positions.create(
        profile.id,
        positionData({ applyBy: '2030-06-30' }),
      );
      expect(position.applyBy).toBe('2030-06-30');
      expect((await store().positions.findById(position.id))?.applyBy).toBe('2030-06-30');
    });

    it('uses a given id and refuses it a second time', async () => {
      const { profile } = await seedChurch(store());
      const id = '7d1f9a52-4a4e-4d43-9a38-0d9f5b0e1c11';
      const position = await store().positions.create(profile.id, positionData(), id);
      expect(position.id).toBe(id);
      await expect(
        store().positions.create(profile.id, positionData({ title: 'Other' }), id),
      ).rejects.toBeInstanceOf(DuplicateIdError);
      expect((await store().positions.findById(id))?.title).toBe('Youth Pastor');
    });

    it('nests the detail church in findDetail', async () => {
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id);
      expect(await store().positions.findDetail(position.id)).toEqual({
        ...position,
        church: {
          churchName: profile.churchName,
          location: profile.location,
          logoUrl: profile.logoUrl,
          description: profile.description,
          denomination: profile.denomination,
          website: profile.website,
          contactPhone: profile.contactPhone,
        },
      });
      expect(
        await store().positions.findDetail('00000000-0000-4000-8000-000000000000'),
      ).toBeUndefined();
    });

    it('lists only approved, active positions publicly, newest first, with the summary church', async () => {
      const { profile: grace } = await seedChurch(store(), { churchName: 'Grace', logoUrl: null });
      const { profile: hope } = await seedChurch(store(), {
        churchName: 'Hope',
        location: 'Shelbyville',
      });
      const oldest = await seedPosition(store(), grace.id, { approved: true, title: 'Oldest' });
      await seedPosition(store(), grace.id, { title: 'Pending' });
      const middle = await seedPosition(store(), hope.id, { approved: true, title: 'Middle' });
      const closed = await seedPosition(store(), hope.id, { approved: true, title: 'Closed' });
      await store().positions.close(closed.id, 'filled');
      const newest = await seedPosition(store(), grace.id, { approved: true, title: 'Newest' });

      const list = await store().positions.listPublic();
      expect(list.map((p) => p.title)).toEqual(['Newest', 'Middle', 'Oldest']);
      expect(list[0]).toEqual({
        ...newest,
        church: { churchName: 'Grace', location: 'Springfield, IL', logoUrl: null },
      });
      expect(list[1]).toEqual({
        ...middle,
        church: { churchName: 'Hope', location: 'Shelbyville', logoUrl: '/uploads/logo.png' },
      });
      expect(list[2]?.id).toBe(oldest.id);
    });

    it("lists a church's own positions, pending ones too, with their application counts", async () => {
      const { profile } = await seedChurch(store());
      const { profile: other } = await seedChurch(store(), { churchName: 'Other' });
      const first = await seedPosition(store(), profile.id, { approved: true, title: 'First' });
      const second = await seedPosition(store(), profile.id, { title: 'Second' });
      const foreign = await seedPosition(store(), other.id, { approved: true });
      await store().applications.create(first.id, applicationData());
      await store().applications.create(first.id, applicationData());
      await store().applications.create(foreign.id, applicationData());

      const list = await store().positions.listByChurch(profile.id);
      expect(list).toEqual([
        {
          ...second,
          church: {
            churchName: profile.churchName,
            location: profile.location,
            logoUrl: profile.logoUrl,
          },
          applicationCount: 0,
        },
        {
          ...first,
          church: {
            churchName: profile.churchName,
            location: profile.location,
            logoUrl: profile.logoUrl,
          },
          applicationCount: 2,
        },
      ]);
      expect(await store().positions.listByChurch('00000000-0000-4000-8000-000000000000')).toEqual(
        [],
      );
    });

    it('lists every position for admins, newest first, with church and counts', async () => {
      const { profile } = await seedChurch(store(), { churchName: 'Grace' });
      const { profile: other } = await seedChurch(store(), { churchName: 'Hope' });
      const a = await seedPosition(store(), profile.id, { title: 'A' });
      const b = await seedPosition(store(), other.id, { approved: true, title: 'B' });
      const c = await seedPosition(store(), profile.id, { approved: true, title: 'C' });
      await store().applications.create(b.id, applicationData());

      const list = await store().positions.listAll();
      expect(list.map((p) => [p.id, p.church?.churchName, p.applicationCount])).toEqual([
        [c.id, 'Grace', 0],
        [b.id, 'Hope', 1],
        [a.id, 'Grace', 0],
      ]);
      expect(list[1]).toMatchObject({ ...b, applicationCount: 1 });
    });

    it("deletes a position with its applications and returns their files' addresses", async () => {
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, {
        jobDescriptionUrl: '/uploads/jd.pdf',
      });
      const kept = await seedPosition(store(), profile.id);
      const withResume = await store().applications.create(
        position.id,
        applicationData({ resumeUrl: '/uploads/r1.pdf' }),
      );
      const second = await store().applications.create(
        position.id,
        applicationData({ resumeUrl: '/uploads/r2.pdf' }),
      );
      const without = await store().applications.create(
        position.id,
        applicationData({ resumeUrl: null }),
      );
      const keptApplication = await store().applications.create(
        kept.id,
        applicationData({ resumeUrl: '/uploads/k.pdf' }),
      );

      const deleted = await store().positions.delete(position.id);
      expect(deleted?.jobDescriptionUrl).toBe('/uploads/jd.pdf');
      expect([...(deleted?.resumeUrls ?? [])].sort()).toEqual([
        '/uploads/r1.pdf',
        '/uploads/r2.pdf',
      ]);

      expect(await store().positions.findById(position.id)).toBeUndefined();
      for (const application of [withResume, second, without]) {
        expect(await store().applications.findById(application.id)).toBeUndefined();
      }
      expect(await store().applications.listByPosition(position.id)).toEqual([]);
      expect(await store().applications.findByResumeUrl('/uploads/r1.pdf')).toBeUndefined();
      expect(await store().applications.findById(keptApplication.id)).toEqual(keptApplication);
      expect([...(deleted?.applicationIds ?? [])].sort()).toEqual(
        [withResume.id, second.id, without.id].sort(),
      );
      expect(await store().positions.delete(position.id)).toBeUndefined();

      const plain = await seedPosition(store(), profile.id);
      expect(await store().positions.delete(plain.id)).toEqual({
        resumeUrls: [],
        jobDescriptionUrl: null,
        applicationIds: [],
      });
    });

    it("counts a church's active positions (approved and active), positions and applications", async () => {
      const { profile } = await seedChurch(store());
      const { profile: other } = await seedChurch(store());
      expect(await store().positions.statsForChurch(profile.id)).toEqual({
        activePositions: 0,
        totalApplications: 0,
        totalPositions: 0,
      });
      const live = await seedPosition(store(), profile.id, { approved: true });
      const pending = await seedPosition(store(), profile.id);
      const closed = await seedPosition(store(), profile.id, { approved: true });
      await store().positions.close(closed.id, 'filled');
      const foreign = await seedPosition(store(), other.id, { approved: true });
      await store().applications.create(live.id, applicationData());
      await store().applications.create(pending.id, applicationData());
      await store().applications.create(closed.id, applicationData());
      await store().applications.create(foreign.id, applicationData());

      expect(await store().positions.statsForChurch(profile.id)).toEqual({
        activePositions: 1,
        totalApplications: 3,
        totalPositions: 3,
      });
    });
  });
}
