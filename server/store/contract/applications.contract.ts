// applications: creation with explicit ids, and the look-ups the church and resume routes use.
import { describe, expect, it } from 'vitest';
import { DuplicateIdError } from '../port';
import type { ContractContext } from '../../testing/contract-targets';
import {
  applicationData,
  ISO_TIMESTAMP,
  seedChurch,
  seedPosition,
  UUID,
} from '../../testing/store-fixtures';

/** The applications repository's contract. */
export function applicationsContract({ store }: ContractContext): void {
  describe('applications', () => {
    it('creates a pending application with the form fields', async () => {
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, { approved: true });
      const data = applicationData({ resumeUrl: '/uploads/resume.pdf', studentMajor: null });
      const application = await store().applications.create(position.id, data);
      expect(application).toEqual({
        id: expect.stringMatching(UUID) as unknown,
        positionId: position.id,
        ...data,
        status: 'pending',
        createdAt: expect.stringMatching(ISO_TIMESTAMP) as unknown,
        updatedAt: application.createdAt,
      });
      expect(await store().applications.findById(application.id)).toEqual(application);
      expect(
        await store().applications.findById('00000000-0000-4000-8000-000000000000'),
      ).toBeUndefined();
    });

    it('uses a given id and refuses it a second time', async () => {
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, { approved: true });
      const id = '2b0c3a8e-9c51-4f3b-8d4e-5a6b7c8d9e0f';
      expect((await store().applications.create(position.id, applicationData(), id)).id).toBe(id);
      await expect(
        store().applications.create(position.id, applicationData({ studentName: 'Other' }), id),
      ).rejects.toBeInstanceOf(DuplicateIdError);
      expect((await store().applications.findById(id))?.studentName).toBe('Sam Student');
    });

    it("lists a position's applications, newest first", async () => {
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, { approved: true });
      const other = await seedPosition(store(), profile.id, { approved: true });
      const first = await store().applications.create(
        position.id,
        applicationData({ studentName: 'First' }),
      );
      await store().applications.create(other.id, applicationData({ studentName: 'Elsewhere' }));
      const second = await store().applications.create(
        position.id,
        applicationData({ studentName: 'Second' }),
      );
      expect(await store().applications.listByPosition(position.id)).toEqual([second, first]);
      expect(
        await store().applications.listByPosition('00000000-0000-4000-8000-000000000000'),
      ).toEqual([]);
    });

    it('finds an application by the exact address of its resume', async () => {
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, { approved: true });
      const application = await store().applications.create(
        position.id,
        applicationData({ resumeUrl: '/uploads/resume/abc.pdf' }),
      );
      await store().applications.create(position.id, applicationData({ resumeUrl: null }));
      expect(await store().applications.findByResumeUrl('/uploads/resume/abc.pdf')).toEqual(
        application,
      );
      expect(await store().applications.findByResumeUrl('/uploads/resume/abc')).toBeUndefined();
      expect(await store().applications.findByResumeUrl('/uploads/resume/ABC.pdf')).toBeUndefined();
    });
  });
}
