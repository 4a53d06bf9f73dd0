// The life of an application after it is sent: the student's status token, withdrawal, the church's
// daily summary, retention after the position closed, and the counts on the church's positions.
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../../shared/types';
import { DuplicateIdError } from '../port';
import type { ContractContext } from '../../testing/contract-targets';
import {
  applicationData,
  churchData,
  plus,
  positionData,
  seedApplication,
  seedChurch,
  seedPosition,
  DAY_MS,
  UNKNOWN,
} from '../../testing/store-fixtures';

/** A SHA-256 in hex, as the service stores it; `digit` makes each one distinct. */
function tokenHash(digit: string): string {
  return digit.repeat(64);
}

/** Counts with only the given statuses non-zero. */
function counts(some: Partial<Record<ApplicationStatus, number>>) {
  return { pending: 0, reviewed: 0, contacted: 0, declined: 0, hired: 0, ...some };
}

/** The applications repository's lifecycle contract (token, withdraw, digest, retention, counts). */
export function applicationLifecycleContract({ store }: ContractContext): void {
  describe('application lifecycle', () => {
    it('finds an application by its status token hash, exactly', async () => {
      const { position, application: untokened } = await seedApplication(store());
      const mine = await store().applications.create(
        position.id,
        applicationData({ studentName: 'Mine', statusTokenHash: tokenHash('a') }),
      );
      const theirs = await store().applications.create(
        position.id,
        applicationData({ studentName: 'Theirs', statusTokenHash: tokenHash('b') }),
      );
      // Any number of applications may have no token.
      await store().applications.create(position.id, applicationData({ statusTokenHash: null }));

      expect(await store().applications.findByStatusTokenHash(tokenHash('a'))).toEqual(mine);
      expect(await store().applications.findByStatusTokenHash(tokenHash('b'))).toEqual(theirs);
      expect(await store().applications.findByStatusTokenHash(tokenHash('c'))).toBeUndefined();
      expect(
        await store().applications.findByStatusTokenHash(tokenHash('a').slice(1)),
      ).toBeUndefined();
      expect(
        await store().applications.findByStatusTokenHash(tokenHash('a').toUpperCase()),
      ).toBeUndefined();
      expect(await store().applications.findByStatusTokenHash('')).toBeUndefined();
      // The hash never leaves the store on an application.
      expect(await store().applications.findById(mine.id)).toEqual(mine);
      expect(Object.keys(mine)).toEqual(Object.keys(untokened));
    });

    it('refuses a second application with a token hash already in use', async () => {
      const { position } = await seedApplication(store(), { statusTokenHash: tokenHash('d') });
      const attempt = store().applications.create(
        position.id,
        applicationData({ studentName: 'Copy', statusTokenHash: tokenHash('d') }),
      );
      await expect(attempt).rejects.toThrow();
      await expect(attempt).rejects.not.toBeInstanceOf(DuplicateIdError);
      expect(
        (await store().applications.listByPosition(position.id)).map((a) => a.studentName),
      ).toEqual(['Sam Student']);
    });

    it('answers DuplicateIdError to a retry with a taken id, whose token hash is the same', async () => {
      // The service derives the token from the id, so a retried create repeats both.
      const { profile } = await seedChurch(store());
      const position = await seedPosition(store(), profile.id, { approved: true });
      const id = '11111111-1111-4111-8111-111111111111';
      const data = applicationData({ studentName: 'Retry', statusTokenHash: tokenHash('e') });
      await store().applications.create(position.id, data, id);
      await expect(store().applications.create(position.id, data, id)).rejects.toBeInstanceOf(
        DuplicateIdError,
      );
      expect(
        (await store().applications.listByPosition(position.id)).map((a) => a.studentName),
      ).toEqual(['Retry']);
    });

    it('withdraws one application with its history and notes, and leaves the others alone', async () => {
      const { user, position, application } = await seedApplication(store(), {
        resumeUrl: '/uploads/resumes/mine.pdf',
        statusTokenHash: tokenHash('e'),
      });
      const other = await store().applications.create(
        position.id,
        applicationData({ resumeUrl: '/uploads/resumes/other.pdf' }),
      );
      const at = plus(new Date(other.createdAt), 1000);
      for (const id of [application.id, other.id]) {
        await store().applications.setStatus(id, 'reviewed', at);
        await store().applications.addNote(id, { authorId: user.id, text: 'Promising.' }, at);
      }
      const otherBefore = {
        application: await store().applications.findById(other.id),
        history: await store().applications.statusHistory(other.id),
        notes: await store().applications.listNotes(other.id),
      };

      expect(await store().applications.delete(application.id)).toEqual({
        resumeUrl: '/uploads/resumes/mine.pdf',
      });
      expect(await store().applications.findById(application.id)).toBeUndefined();
      expect(await store().applications.findByStatusTokenHash(tokenHash('e'))).toBeUndefined();
      expect(await store().applications.statusHistory(application.id)).toEqual([]);
      expect(await store().applications.listNotes(application.id)).toEqual([]);
      expect(await store().applications.delete(application.id)).toBeUndefined();

      expect({
        application: await store().applications.findById(other.id),
        history: await store().applications.statusHistory(other.id),
        notes: await store().applications.listNotes(other.id),
      }).toEqual(otherBefore);
      expect(await store().applications.countsByStatus(position.id)).toEqual(
        counts({ reviewed: 1 }),
      );
      expect(await store().positions.findById(position.id)).toBeDefined();

      // Nothing of it comes back with a new application under the same id.
      const again = await store().applications.create(
        position.id,
        applicationData({ resumeUrl: null }),
        application.id,
      );
      expect(await store().applications.statusHistory(application.id)).toEqual([
        { status: 'pending', at: again.createdAt },
      ]);
      expect(await store().applications.listNotes(application.id)).toEqual([]);
      expect(await store().applications.delete(application.id)).toEqual({ resumeUrl: null });
      expect(await store().applications.delete(UNKNOWN)).toBeUndefined();
    });

    it('lists what waits for a daily summary, oldest first, with its position and church', async () => {
      const { user, profile } = await seedChurch(store(), {
        churchName: 'Daily Church',
        applicationEmails: 'daily',
      });
      const withContact = await seedPosition(store(), profile.id, {
        approved: true,
        title: 'Organist',
      });
      const withoutContact = await store().positions.create(
        profile.id,
        positionData({
          title: 'Sexton',
          contactEmail: null,
        }),
      );
      const { profile: eachChurch } = await seedChurch(store(), { applicationEmails: 'each' });
      const eachPosition = await seedPosition(store(), eachChurch.id, { approved: true });

      const first = await store().applications.create(
        withContact.id,
        applicationData({ studentName: 'First', inDigest: true }),
      );
      await store().applications.create(
        withContact.id,
        applicationData({ studentName: 'Told at once', inDigest: false }),
      );
      await store().applications.create(withContact.id, applicationData({ studentName: 'Plain' }));
      await store().applications.create(
        eachPosition.id,
        applicationData({ studentName: 'Other church', inDigest: true }),
      );
      const second = await store().applications.create(
        withoutContact.id,
        applicationData({ studentName: 'Second', inDigest: true }),
      );

      const later = new Date(Date.now() + 60_000);
      const church = {
        churchProfileId: profile.id,
        churchUserId: user.id,
        churchName: 'Daily Church',
      };
      const firstItem = {
        applicationId: first.id,
        studentName: 'First',
        createdAt: first.createdAt,
        positionId: withContact.id,
        positionTitle: 'Organist',
        positionContactEmail: withContact.contactEmail,
        ...church,
      };
      const secondItem = {
        applicationId: second.id,
        studentName: 'Second',
        createdAt: second.createdAt,
        positionId: withoutContact.id,
        positionTitle: 'Sexton',
        positionContactEmail: null,
        ...church,
      };
      expect(withContact.contactEmail).not.toBeNull();
      expect(await store().applications.awaitingDigest(later)).toEqual([firstItem, secondItem]);
      // `before` is exclusive: an application created at that instant waits for the next summary.
      expect(await store().applications.awaitingDigest(new Date(second.createdAt))).toEqual([
        firstItem,
      ]);
      expect(await store().applications.awaitingDigest(new Date(first.createdAt))).toEqual([]);

      await store().applications.markDigested([first.id, UNKNOWN]);
      await store().applications.markDigested([]);
      expect(await store().applications.awaitingDigest(later)).toEqual([secondItem]);
      // Marking takes it out of the summary and changes nothing the church or student sees.
      expect(await store().applications.findById(first.id)).toEqual(first);

      // Only churches that still choose the summary get one.
      await store().churches.upsertForUser(user.id, churchData({ applicationEmails: 'each' }));
      expect(await store().applications.awaitingDigest(later)).toEqual([]);
      await store().churches.upsertForUser(
        user.id,
        churchData({
          churchName: 'Daily Church',
          applicationEmails: 'daily',
        }),
      );
      expect(await store().applications.awaitingDigest(later)).toEqual([secondItem]);

      await store().applications.markDigested([second.id]);
      expect(await store().applications.awaitingDigest(later)).toEqual([]);
    });

    it('deletes the applications of positions closed before the bound, counted from their closing', async () => {
      const { user, profile } = await seedChurch(store());
      const early = await seedPosition(store(), profile.id, { approved: true, title: 'Early' });
      const late = await seedPosition(store(), profile.id, { approved: true, title: 'Late' });
      const open = await seedPosition(store(), profile.id, { approved: true, title: 'Open' });
      const create = (positionId: string, resumeUrl: string | null) =>
        store().applications.create(positionId, applicationData({ resumeUrl }));
      const earlyWithResume = await create(early.id, '/uploads/resumes/early.pdf');
      const earlyWithout = await create(early.id, null);
      const lateApplication = await create(late.id, '/uploads/resumes/late.pdf');
      const openApplication = await create(open.id, '/uploads/resumes/open.pdf');
      const reviewedAt = plus(new Date(openApplication.createdAt), 1000);
      await store().applications.setStatus(earlyWithResume.id, 'declined', reviewedAt);
      await store().applications.addNote(
        earlyWithResume.id,
        { authorId: user.id, text: 'Not this time.' },
        reviewedAt,
      );

      // Close `early`, then `late`, each at its own time.
      const earlyClosed = (await store().positions.close(early.id, 'filled'))!;
      const earlyClosedAt = new Date(earlyClosed.closedAt!);
      const lateClosedAt = new Date((await store().positions.close(late.id, 'filled'))!.closedAt!);
      expect(lateClosedAt.getTime()).toBeGreaterThan(earlyClosedAt.getTime());
      // A later change of the closed position (an edit kept as its revision) does not restart its
      // retention.
      expect(
        await store().positions.saveRevision(early.id, positionData(), earlyClosed.version),
      ).toBeDefined();

      expect(await store().applications.deleteOfPositionsClosedBefore(earlyClosedAt)).toEqual({
        applicationIds: [],
        resumeUrls: [],
      });

      const first = await store().applications.deleteOfPositionsClosedBefore(
        plus(earlyClosedAt, 1),
      );
      expect([...first.applicationIds].sort()).toEqual(
        [earlyWithResume.id, earlyWithout.id].sort(),
      );
      expect(first.resumeUrls).toEqual(['/uploads/resumes/early.pdf']);
      for (const id of [earlyWithResume.id, earlyWithout.id]) {
        expect(await store().applications.findById(id)).toBeUndefined();
        expect(await store().applications.statusHistory(id)).toEqual([]);
        expect(await store().applications.listNotes(id)).toEqual([]);
      }
      // The positions themselves stay; so do the applications of the others.
      expect((await store().positions.findById(early.id))?.status).toBe('closed');
      expect(await store().applications.findById(lateApplication.id)).toEqual(lateApplication);
      expect(await store().applications.findById(openApplication.id)).toEqual(openApplication);

      const second = await store().applications.deleteOfPositionsClosedBefore(
        new Date(Date.now() + DAY_MS),
      );
      expect(second).toEqual({
        applicationIds: [lateApplication.id],
        resumeUrls: ['/uploads/resumes/late.pdf'],
      });
      expect(await store().applications.findById(openApplication.id)).toEqual(openApplication);
      expect(
        await store().applications.deleteOfPositionsClosedBefore(new Date(Date.now() + DAY_MS)),
      ).toEqual({ applicationIds: [], resumeUrls: [] });
    });

    it("counts each status of every one of the church's positions", async () => {
      const { profile } = await seedChurch(store());
      const busy = await seedPosition(store(), profile.id, { approved: true });
      const empty = await seedPosition(store(), profile.id);
      const closed = await seedPosition(store(), profile.id, { approved: true });
      const { profile: otherChurch } = await seedChurch(store());
      const foreign = await seedPosition(store(), otherChurch.id, { approved: true });

      const a = await store().applications.create(busy.id, applicationData());
      await store().applications.create(busy.id, applicationData());
      const c = await store().applications.create(busy.id, applicationData());
      const d = await store().applications.create(closed.id, applicationData());
      await store().applications.create(foreign.id, applicationData());
      const at = plus(new Date(d.createdAt), 1000);
      await store().applications.setStatus(a.id, 'hired', at);
      await store().applications.setStatus(c.id, 'reviewed', at);
      await store().applications.setStatus(d.id, 'declined', at);
      await store().positions.close(closed.id, 'no-longer-hiring');

      expect(await store().applications.countsByStatusForChurch(profile.id)).toEqual({
        [busy.id]: counts({ pending: 1, reviewed: 1, hired: 1 }),
        [empty.id]: counts({}),
        [closed.id]: counts({ declined: 1 }),
      });
      expect(await store().applications.countsByStatusForChurch(otherChurch.id)).toEqual({
        [foreign.id]: counts({ pending: 1 }),
      });
      // The same numbers as the per-position counts.
      expect(await store().applications.countsByStatus(busy.id)).toEqual(
        counts({ pending: 1, reviewed: 1, hired: 1 }),
      );
      expect(await store().applications.countsByStatusForChurch(UNKNOWN)).toEqual({});
    });
  });
}
