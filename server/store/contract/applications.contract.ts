// applications: creation with explicit ids, and the look-ups the church and resume routes use.
import { describe, expect, it } from 'vitest';
import { DuplicateApplicationError, DuplicateIdError } from '../port';
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

    describe('one live application per student and position', () => {
      it('refuses a second application from the same e-mail, in any case, with the first', async () => {
        const { profile } = await seedChurch(store());
        const position = await seedPosition(store(), profile.id, { approved: true });
        const first = await store().applications.create(
          position.id,
          applicationData({ studentEmail: 'Sam@Students.example.edu' }),
        );
        const second = store().applications.create(
          position.id,
          applicationData({ studentEmail: 'sam@STUDENTS.example.edu', studentName: 'Again' }),
        );
        await expect(second).rejects.toBeInstanceOf(DuplicateApplicationError);
        await expect(second).rejects.toMatchObject({ existing: first });
        expect(await store().applications.listByPosition(position.id)).toEqual([first]);
        expect(
          await store().applications.findByEmail(position.id, 'SAM@students.example.edu'),
        ).toEqual(first);
        expect(
          await store().applications.findByEmail(position.id, 'other@students.example.edu'),
        ).toBeUndefined();
      });

      it('takes the same e-mail for another position, and another e-mail for this one', async () => {
        const { profile } = await seedChurch(store());
        const position = await seedPosition(store(), profile.id, { approved: true });
        const other = await seedPosition(store(), profile.id, { approved: true });
        await store().applications.create(position.id, applicationData());
        await expect(
          store().applications.create(other.id, applicationData()),
        ).resolves.toMatchObject({ positionId: other.id });
        await expect(
          store().applications.create(
            position.id,
            applicationData({ studentEmail: 'kim@students.example.edu' }),
          ),
        ).resolves.toMatchObject({ positionId: position.id });
      });

      it('says DuplicateIdError, not a duplicate application, for a retry with a taken id', async () => {
        const { profile } = await seedChurch(store());
        const position = await seedPosition(store(), profile.id, { approved: true });
        const id = '3c1d4b9f-0d62-4a4c-9e5f-6b7c8d9e0f1a';
        const data = applicationData();
        await store().applications.create(position.id, data, id);
        await expect(store().applications.create(position.id, data, id)).rejects.toBeInstanceOf(
          DuplicateIdError,
        );
      });

      it('lets exactly one of three concurrent creates from one e-mail through', async () => {
        const { profile } = await seedChurch(store());
        const position = await seedPosition(store(), profile.id, { approved: true });
        const results = await Promise.allSettled(
          ['sam@x.test', 'SAM@x.test', 'Sam@X.test'].map((studentEmail) =>
            store().applications.create(position.id, applicationData({ studentEmail })),
          ),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        for (const result of results) {
          if (result.status === 'rejected') {
            expect(result.reason).toBeInstanceOf(DuplicateApplicationError);
          }
        }
        expect(await store().applications.listByPosition(position.id)).toHaveLength(1);
      });

      it('takes a new application once the first was withdrawn', async () => {
        const { profile } = await seedChurch(store());
        const position = await seedPosition(store(), profile.id, { approved: true });
        const data = applicationData();
        const first = await store().applications.create(position.id, data);
        await store().applications.delete(first.id);
        const again = await store().applications.create(position.id, data);
        expect(again.id).not.toBe(first.id);
        expect(await store().applications.findByEmail(position.id, again.studentEmail)).toEqual(
          again,
        );
      });
    });

    describe('status link sent again', () => {
      const day = 24 * 60 * 60 * 1000;

      it('marks once per period: never sent, then not within it, then again after it', async () => {
        const { profile } = await seedChurch(store());
        const position = await seedPosition(store(), profile.id, { approved: true });
        const application = await store().applications.create(position.id, applicationData());
        const at = new Date('2026-03-01T10:00:00.000Z');
        const mark = (when: Date) =>
          store().applications.markStatusLinkResent(
            application.id,
            when,
            new Date(when.getTime() - day),
          );
        expect(await mark(at)).toBe(true);
        expect(await mark(new Date(at.getTime() + 1000))).toBe(false);
        expect(await mark(new Date(at.getTime() + day))).toBe(false);
        expect(await mark(new Date(at.getTime() + day + 1))).toBe(true);
        expect(await mark(new Date(at.getTime() + day + 1000))).toBe(false);
        expect(
          await store().applications.markStatusLinkResent(
            '00000000-0000-4000-8000-000000000000',
            at,
            new Date(at.getTime() - day),
          ),
        ).toBe(false);
      });

      it('marks for exactly one of several callers racing', async () => {
        const { profile } = await seedChurch(store());
        const position = await seedPosition(store(), profile.id, { approved: true });
        const application = await store().applications.create(position.id, applicationData());
        const at = new Date('2026-03-01T10:00:00.000Z');
        const results = await Promise.all(
          [0, 1, 2, 3].map(() =>
            store().applications.markStatusLinkResent(
              application.id,
              at,
              new Date(at.getTime() - day),
            ),
          ),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
      });
    });
  });
}
