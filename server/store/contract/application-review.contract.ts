// The review of applications: the status pipeline with its history, the position's filter and counts
// per status, and the private notes; all deleted with their application.
import { describe, expect, it } from 'vitest';
import { DuplicateIdError } from '../port';
import type { ContractContext } from '../../testing/contract-targets';
import {
  applicationData,
  ISO_TIMESTAMP,
  newUser,
  plus,
  seedApplication,
  seedPosition,
  UUID,
  UNKNOWN,
} from '../../testing/store-fixtures';

/** A caller-chosen note id. */
const NOTE_ID = '0b5e2a7c-9d41-4f3a-8c6e-5a1b2c3d4e5f';

/** The applications repository's review contract (status, history, counts, notes). */
export function applicationReviewContract({ store }: ContractContext): void {
  describe('application review', () => {
    it('sets a status, moves updatedAt and records the change after the first pending', async () => {
      const { application } = await seedApplication(store());
      const created = new Date(application.createdAt);
      const at = plus(created, 60_000);
      const reviewed = await store().applications.setStatus(application.id, 'reviewed', at);
      expect(reviewed).toEqual({ ...application, status: 'reviewed', updatedAt: at.toISOString() });
      expect(await store().applications.findById(application.id)).toEqual(reviewed);
      expect(await store().applications.statusHistory(application.id)).toEqual([
        { status: 'pending', at: application.createdAt },
        { status: 'reviewed', at: at.toISOString() },
      ]);
    });

    it('changes nothing when the status is set again', async () => {
      const { application } = await seedApplication(store());
      const created = new Date(application.createdAt);
      expect(
        await store().applications.setStatus(application.id, 'pending', plus(created, 1000)),
      ).toEqual(application);
      expect(await store().applications.statusHistory(application.id)).toEqual([
        { status: 'pending', at: application.createdAt },
      ]);

      const contacted = await store().applications.setStatus(
        application.id,
        'contacted',
        plus(created, 2000),
      );
      expect(
        await store().applications.setStatus(application.id, 'contacted', plus(created, 3000)),
      ).toEqual(contacted);
      expect(await store().applications.findById(application.id)).toEqual(contacted);
      expect(await store().applications.statusHistory(application.id)).toEqual([
        { status: 'pending', at: application.createdAt },
        { status: 'contacted', at: plus(created, 2000).toISOString() },
      ]);
    });

    it('keeps the history oldest first, back to pending included', async () => {
      const { application } = await seedApplication(store());
      const created = new Date(application.createdAt);
      const steps = ['reviewed', 'contacted', 'pending', 'declined', 'hired'] as const;
      for (const [index, status] of steps.entries()) {
        await store().applications.setStatus(application.id, status, plus(created, index + 1));
      }
      const history = await store().applications.statusHistory(application.id);
      expect(history.map((change) => change.status)).toEqual(['pending', ...steps]);
      expect(history.map((change) => change.at)).toEqual([
        application.createdAt,
        ...steps.map((_, index) => plus(created, index + 1).toISOString()),
      ]);
      for (const change of history) expect(change.at).toMatch(ISO_TIMESTAMP);
      expect((await store().applications.findById(application.id))?.status).toBe('hired');
    });

    it('filters a position’s applications by status, newest first, and counts each status', async () => {
      const { profile, position, application: first } = await seedApplication(store());
      const other = await seedPosition(store(), profile.id, { approved: true });
      const second = await store().applications.create(position.id, applicationData());
      const third = await store().applications.create(position.id, applicationData());
      await store().applications.create(other.id, applicationData());
      const at = plus(new Date(third.createdAt), 1000);
      const firstReviewed = await store().applications.setStatus(first.id, 'reviewed', at);
      const thirdReviewed = await store().applications.setStatus(third.id, 'reviewed', at);
      const secondHired = await store().applications.setStatus(second.id, 'hired', at);

      const list = store().applications.listByPosition.bind(store().applications);
      expect(await list(position.id, { status: 'reviewed' })).toEqual([
        thirdReviewed,
        firstReviewed,
      ]);
      expect(await list(position.id, { status: 'hired' })).toEqual([secondHired]);
      expect(await list(position.id, { status: 'pending' })).toEqual([]);
      expect(await list(position.id, {})).toEqual([thirdReviewed, secondHired, firstReviewed]);
      expect(await list(position.id)).toEqual([thirdReviewed, secondHired, firstReviewed]);
      expect(await list(other.id, { status: 'pending' })).toHaveLength(1);

      expect(await store().applications.countsByStatus(position.id)).toEqual({
        pending: 0,
        reviewed: 2,
        contacted: 0,
        declined: 0,
        hired: 1,
      });
      expect(await store().applications.countsByStatus(other.id)).toEqual({
        pending: 1,
        reviewed: 0,
        contacted: 0,
        declined: 0,
        hired: 0,
      });
    });

    it('keeps private notes oldest first and deletes one only through its application', async () => {
      const { user, position, application } = await seedApplication(store());
      const other = await store().applications.create(position.id, applicationData());
      const base = new Date(application.createdAt);
      const later = await store().applications.addNote(
        application.id,
        { authorId: user.id, text: 'Called back on Monday.' },
        plus(base, 2000),
      );
      expect(later).toEqual({
        id: expect.stringMatching(UUID) as unknown,
        applicationId: application.id,
        authorId: user.id,
        text: 'Called back on Monday.',
        createdAt: plus(base, 2000).toISOString(),
      });
      const earlier = await store().applications.addNote(
        application.id,
        { authorId: user.id, text: 'Strong cover letter.' },
        plus(base, 1000),
      );
      const elsewhere = await store().applications.addNote(
        other.id,
        { authorId: user.id, text: 'Another applicant.' },
        plus(base, 1500),
      );
      expect(await store().applications.listNotes(application.id)).toEqual([earlier, later]);
      expect(await store().applications.listNotes(other.id)).toEqual([elsewhere]);

      // A note is deleted only with the application it belongs to.
      expect(await store().applications.deleteNote(other.id, later!.id)).toBe(false);
      expect(await store().applications.listNotes(application.id)).toEqual([earlier, later]);
      expect(await store().applications.deleteNote(application.id, later!.id)).toBe(true);
      expect(await store().applications.deleteNote(application.id, later!.id)).toBe(false);
      expect(await store().applications.listNotes(application.id)).toEqual([earlier]);
      // A note can take its id from the caller (an Idempotency-Key); a taken id is refused.
      const keyed = await store().applications.addNote(
        application.id,
        { authorId: user.id, text: 'Keyed.' },
        plus(base, 3000),
        NOTE_ID,
      );
      expect(keyed?.id).toBe(NOTE_ID);
      await expect(
        store().applications.addNote(
          other.id,
          { authorId: user.id, text: 'Again.' },
          base,
          NOTE_ID,
        ),
      ).rejects.toBeInstanceOf(DuplicateIdError);
      expect(await store().applications.listNotes(other.id)).toEqual([elsewhere]);
      expect(await store().applications.deleteNote(application.id, NOTE_ID)).toBe(true);
      // Notes are not part of the application and do not touch its status or updatedAt.
      expect(await store().applications.findById(application.id)).toEqual(application);
    });

    it('answers unknown ids with nothing and writes nothing', async () => {
      const { user, position, application } = await seedApplication(store());
      const at = new Date();
      expect(await store().applications.setStatus(UNKNOWN, 'hired', at)).toBeUndefined();
      expect(await store().applications.statusHistory(UNKNOWN)).toEqual([]);
      expect(await store().applications.countsByStatus(UNKNOWN)).toEqual({
        pending: 0,
        reviewed: 0,
        contacted: 0,
        declined: 0,
        hired: 0,
      });
      expect(
        await store().applications.addNote(UNKNOWN, { authorId: user.id, text: 'Lost' }, at),
      ).toBeUndefined();
      expect(await store().applications.listNotes(UNKNOWN)).toEqual([]);
      expect(await store().applications.deleteNote(application.id, UNKNOWN)).toBe(false);
      expect(await store().applications.deleteNote(UNKNOWN, UNKNOWN)).toBe(false);
      expect(await store().applications.listByPosition(UNKNOWN, { status: 'pending' })).toEqual([]);
      expect(await store().applications.countsByStatus(position.id)).toMatchObject({ pending: 1 });
    });

    // Re-creating an application under the same id shows whether anything of the old one survived.
    async function reviewed(): Promise<Awaited<ReturnType<typeof seedApplication>>> {
      const seeded = await seedApplication(store());
      const at = plus(new Date(seeded.application.createdAt), 1000);
      await store().applications.setStatus(seeded.application.id, 'contacted', at);
      await store().applications.addNote(
        seeded.application.id,
        { authorId: seeded.user.id, text: 'Interview on Friday.' },
        at,
      );
      return seeded;
    }

    async function expectForgotten(applicationId: string): Promise<void> {
      expect(await store().applications.findById(applicationId)).toBeUndefined();
      expect(await store().applications.statusHistory(applicationId)).toEqual([]);
      expect(await store().applications.listNotes(applicationId)).toEqual([]);
      const { profile } = await seedApplication(store());
      const position = await seedPosition(store(), profile.id, { approved: true });
      const again = await store().applications.create(
        position.id,
        applicationData(),
        applicationId,
      );
      expect(await store().applications.statusHistory(applicationId)).toEqual([
        { status: 'pending', at: again.createdAt },
      ]);
      expect(await store().applications.listNotes(applicationId)).toEqual([]);
    }

    it('deletes the history and notes with the position', async () => {
      const { position, application } = await reviewed();
      expect(await store().positions.delete(position.id)).toMatchObject({
        applicationIds: [application.id],
      });
      await expectForgotten(application.id);
    });

    it('deletes the history and notes with the church’s account, not an admin’s notes elsewhere', async () => {
      const { user, application } = await reviewed();
      const admin = await store().users.create(newUser());
      const other = await seedApplication(store());
      const adminNote = await store().applications.addNote(
        other.application.id,
        { authorId: admin.id, text: 'Checked by the college.' },
        new Date(),
      );
      expect(await store().users.delete(user.id)).toBe(true);
      await expectForgotten(application.id);

      // The admin leaving keeps the note on the application it was written about.
      expect(await store().users.delete(admin.id)).toBe(true);
      expect(await store().applications.listNotes(other.application.id)).toEqual([adminNote]);
    });
  });
}
