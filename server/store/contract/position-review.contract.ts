// The college's review of positions: a pending position is replaced by its church, approved or
// declined; an edit of an approved one waits beside it as its revision until approved or declined.
// Each change applies only when its condition holds and answers undefined, changing nothing,
// otherwise.
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import {
  positionData,
  positionDecline,
  seedChurch,
  seedPosition,
  UNKNOWN,
} from '../../testing/store-fixtures';
import { expectChangedOnce } from './position-change';

/** The church's edit of its position, every field different from positionData(). */
const EDIT = positionData({
  title: 'Senior Youth Pastor',
  description: 'Lead the youth ministry and the young adults, and train our volunteer leaders.',
  positionType: 'part-time',
  employmentType: 'internship',
  jobDescriptionUrl: '/uploads/job-descriptions/senior.pdf',
  contactPerson: 'Lee Jones',
  contactEmail: 'lee@grace.example.org',
  contactPhone: '555-0102',
  anticipatedStartDate: 'January 2027',
  qualifications: 'Five years in youth ministry.',
  responsibilities: 'Weekly meetings and a summer camp.',
  compensation: '$45,000',
  additionalInfo: 'Housing offered.',
  applyBy: '2030-06-30',
});

/** The positions repository's review contract (replace, revisions, approve, decline). */
export function positionReviewContract({ store }: ContractContext): void {
  /** A church and one of its positions, approved when asked. */
  async function seed(options: { approved?: boolean } = {}) {
    const { user, profile } = await seedChurch(store());
    const position = await seedPosition(store(), profile.id, options);
    return { user, profile, position };
  }

  /** Saves EDIT as the revision of an approved position; returns the position after it. */
  async function seedRevision(approved: { id: string; version: number }) {
    const saved = await store().positions.saveRevision(approved.id, EDIT, approved.version);
    if (saved === undefined) throw new Error('saveRevision refused a valid edit');
    return saved;
  }

  describe('position review', () => {
    it('answers undefined to every review change of an absent position', async () => {
      const decline = positionDecline();
      expect(await store().positions.replacePending(UNKNOWN, EDIT, 1)).toBeUndefined();
      expect(await store().positions.saveRevision(UNKNOWN, EDIT, 1)).toBeUndefined();
      expect(await store().positions.findRevision(UNKNOWN)).toBeUndefined();
      expect(await store().positions.approve(UNKNOWN, 1)).toBeUndefined();
      expect(await store().positions.decline(UNKNOWN, decline)).toBeUndefined();
      expect(await store().positions.approveRevision(UNKNOWN, 1)).toBeUndefined();
      expect(await store().positions.declineRevision(UNKNOWN, decline)).toBeUndefined();
      expect(await store().positions.listRevisions()).toEqual([]);
    });

    describe('replacePending', () => {
      it('replaces every field of a pending position at the expected version', async () => {
        const { position } = await seed();
        const replaced = await store().positions.replacePending(position.id, EDIT, 1);
        expectChangedOnce(replaced, position, EDIT);
        expect(await store().positions.findById(position.id)).toEqual(replaced);
      });

      it('clears the decline of the position it replaces (the church resubmits)', async () => {
        const { position } = await seed();
        const declined = await store().positions.decline(position.id, positionDecline());
        const replaced = await store().positions.replacePending(position.id, EDIT, 2);
        expectChangedOnce(replaced, declined!, { ...EDIT, declined: null });
      });

      it('refuses a replacement from another version', async () => {
        const { position } = await seed();
        expect(await store().positions.replacePending(position.id, EDIT, 2)).toBeUndefined();
        expect(await store().positions.replacePending(position.id, EDIT, 0)).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
      });

      it('refuses to replace an approved position', async () => {
        const { position } = await seed({ approved: true });
        expect(
          await store().positions.replacePending(position.id, EDIT, position.version),
        ).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
      });

      it('lets only one of two replacements from the same version succeed', async () => {
        const { position } = await seed();
        const results = await Promise.all(
          ['First', 'Second'].map((title) =>
            store().positions.replacePending(position.id, positionData({ title }), 1),
          ),
        );
        const winners = results.filter((result) => result !== undefined);
        expect(winners).toHaveLength(1);
        expect(await store().positions.findById(position.id)).toEqual(winners[0]);
      });
    });

    describe('saveRevision', () => {
      it('keeps an edit of an approved position as its pending revision, submitted now', async () => {
        const { position } = await seed({ approved: true });
        const saved = await store().positions.saveRevision(position.id, EDIT, position.version);
        const after = expectChangedOnce(saved?.position, position);
        expect(saved?.revision).toEqual({
          positionId: position.id,
          data: EDIT,
          status: 'pending',
          declined: null,
          submittedAt: after.updatedAt,
        });
        expect(await store().positions.findRevision(position.id)).toEqual(saved?.revision);
      });

      it("leaves the approved position's fields as students see them", async () => {
        const { position } = await seed({ approved: true });
        const { position: after } = await seedRevision(position);
        expect(await store().positions.findById(position.id)).toEqual(after);
        expect(after).toMatchObject(positionData());
        expect((await store().positions.listPublic()).map((p) => p.title)).toEqual([
          positionData().title,
        ]);
      });

      it('replaces the revision with a second edit', async () => {
        const { position } = await seed({ approved: true });
        const first = await seedRevision(position);
        const secondEdit = positionData({ title: 'Associate Pastor' });
        const second = await store().positions.saveRevision(
          position.id,
          secondEdit,
          first.position.version,
        );
        expectChangedOnce(second?.position, first.position);
        expect(second?.revision).toMatchObject({ data: secondEdit, status: 'pending' });
        expect(await store().positions.findRevision(position.id)).toEqual(second?.revision);
        expect(await store().positions.listRevisions()).toEqual([second?.revision]);
      });

      it('replaces a declined revision with a pending one', async () => {
        const { position } = await seed({ approved: true });
        await seedRevision(position);
        await store().positions.declineRevision(position.id, positionDecline());
        const { version } = (await store().positions.findById(position.id))!;
        const again = await store().positions.saveRevision(position.id, EDIT, version);
        expect(again?.revision).toMatchObject({ status: 'pending', declined: null });
        expect(await store().positions.findRevision(position.id)).toEqual(again?.revision);
      });

      it('refuses an edit from another version', async () => {
        const { position } = await seed({ approved: true });
        expect(
          await store().positions.saveRevision(position.id, EDIT, position.version - 1),
        ).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
        expect(await store().positions.findRevision(position.id)).toBeUndefined();
      });

      it('refuses a revision of a position not yet approved', async () => {
        const { position } = await seed();
        expect(
          await store().positions.saveRevision(position.id, EDIT, position.version),
        ).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
        expect(await store().positions.findRevision(position.id)).toBeUndefined();
      });
    });

    describe('revisions', () => {
      it("lists every revision, or one church's only", async () => {
        const grace = await seed({ approved: true });
        const graceSecond = await seedPosition(store(), grace.profile.id, { approved: true });
        const hope = await seed({ approved: true });
        const untouched = await seedPosition(store(), hope.profile.id, { approved: true });
        const a = (await seedRevision(grace.position)).revision;
        const b = (await seedRevision(graceSecond)).revision;
        const c = (await seedRevision(hope.position)).revision;
        const declinedB = await store().positions.declineRevision(b.positionId, positionDecline());

        const byPosition = (list: { positionId: string }[]) =>
          [...list].sort((x, y) => x.positionId.localeCompare(y.positionId));
        expect(byPosition(await store().positions.listRevisions())).toEqual(
          byPosition([a, declinedB!, c]),
        );
        expect(byPosition(await store().positions.listRevisions(grace.profile.id))).toEqual(
          byPosition([a, declinedB!]),
        );
        expect(await store().positions.listRevisions(hope.profile.id)).toEqual([c]);
        expect(await store().positions.listRevisions(UNKNOWN)).toEqual([]);
        expect(await store().positions.findRevision(untouched.id)).toBeUndefined();
      });

      it('deletes the revision with its position', async () => {
        const { position } = await seed({ approved: true });
        const other = await seed({ approved: true });
        const kept = (await seedRevision(other.position)).revision;
        await seedRevision(position);
        await store().positions.delete(position.id);
        expect(await store().positions.findRevision(position.id)).toBeUndefined();
        expect(await store().positions.listRevisions()).toEqual([kept]);
      });

      it("deletes the revisions with the church's account", async () => {
        const { user, profile, position } = await seed({ approved: true });
        const other = await seed({ approved: true });
        const kept = (await seedRevision(other.position)).revision;
        await seedRevision(position);
        expect(await store().users.delete(user.id)).toBe(true);
        expect(await store().positions.findRevision(position.id)).toBeUndefined();
        expect(await store().positions.listRevisions(profile.id)).toEqual([]);
        expect(await store().positions.listRevisions()).toEqual([kept]);
      });
    });

    describe('approve', () => {
      it('approves an active pending position, live from now', async () => {
        const { position } = await seed();
        const approved = await store().positions.approve(position.id, position.version);
        expectChangedOnce(approved, position, { approved: true, approvedAt: approved?.updatedAt });
        expect(await store().positions.findById(position.id)).toEqual(approved);
        expect((await store().positions.listPublic()).map((p) => p.id)).toEqual([position.id]);
      });

      it('clears the decline of the position it approves', async () => {
        const { position } = await seed();
        const declined = await store().positions.decline(position.id, positionDecline());
        const approved = await store().positions.approve(position.id, declined!.version);
        expectChangedOnce(approved, declined!, {
          approved: true,
          approvedAt: approved?.updatedAt,
          declined: null,
        });
      });

      it('does not approve a position twice', async () => {
        const { position } = await seed({ approved: true });
        expect(await store().positions.approve(position.id, position.version)).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
      });

      it('does not approve a closed position', async () => {
        const { position } = await seed();
        const closed = await store().positions.close(position.id, 'no-longer-hiring');
        expect(await store().positions.approve(position.id, closed!.version)).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(closed);
      });

      it('approves exactly once when two admins approve at the same time', async () => {
        const { position } = await seed();
        const results = await Promise.all([
          store().positions.approve(position.id, position.version),
          store().positions.approve(position.id, position.version),
        ]);
        expect(results.filter((result) => result !== undefined)).toHaveLength(1);
        expect((await store().positions.findById(position.id))?.version).toBe(2);
      });

      it('does not approve a position changed since the version the admin reviewed', async () => {
        const { position } = await seed();
        const replaced = await store().positions.replacePending(position.id, EDIT, 1);
        expect(await store().positions.approve(position.id, position.version)).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(replaced);
        expect(await store().positions.listPublic()).toEqual([]);
      });

      it("lets only one of the church's edit and the admin's approval from one version win", async () => {
        const { position } = await seed();
        const [replaced, approved] = await Promise.all([
          store().positions.replacePending(position.id, EDIT, position.version),
          store().positions.approve(position.id, position.version),
        ]);
        expect([replaced, approved].filter((result) => result !== undefined)).toHaveLength(1);
        const now = await store().positions.findById(position.id);
        // The edit never goes live unreviewed: either it waits, or the reviewed text went live.
        expect(now).toEqual(replaced ?? approved);
        if (now?.approved) expect(now.title).toBe(position.title);
      });
    });

    describe('decline', () => {
      it('declines an active pending position with the decline', async () => {
        const { position } = await seed();
        const decline = positionDecline({ reason: 'other', note: 'Please name the town.' });
        const declined = await store().positions.decline(position.id, decline);
        expectChangedOnce(declined, position, { declined: decline });
        expect(await store().positions.findById(position.id)).toEqual(declined);
      });

      it('replaces an earlier decline with a new one', async () => {
        const { position } = await seed();
        const first = await store().positions.decline(position.id, positionDecline());
        const second = positionDecline({ reason: 'duplicate', at: '2026-03-03T10:00:00.000Z' });
        const declined = await store().positions.decline(position.id, second);
        expectChangedOnce(declined, first!, { declined: second });
      });

      it('does not decline an approved position', async () => {
        const { position } = await seed({ approved: true });
        expect(await store().positions.decline(position.id, positionDecline())).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
      });

      it('does not decline a closed position', async () => {
        const { position } = await seed();
        const closed = await store().positions.close(position.id, 'filled');
        expect(await store().positions.decline(position.id, positionDecline())).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(closed);
      });
    });

    describe('approveRevision', () => {
      it('gives the position the fields of its pending revision and forgets the revision', async () => {
        const { position } = await seed({ approved: true });
        const { position: edited } = await seedRevision(position);
        const applied = await store().positions.approveRevision(position.id, edited.version);
        expectChangedOnce(applied, edited, EDIT);
        expect(await store().positions.findById(position.id)).toEqual(applied);
        expect(await store().positions.findRevision(position.id)).toBeUndefined();
        expect((await store().positions.listPublic()).map((p) => p.title)).toEqual([EDIT.title]);
      });

      it('keeps the time the position went live', async () => {
        const { position } = await seed({ approved: true });
        const { position: edited } = await seedRevision(position);
        const applied = await store().positions.approveRevision(position.id, edited.version);
        expect(applied?.approvedAt).toBe(position.approvedAt);
      });

      it('does not apply a declined revision', async () => {
        const { position } = await seed({ approved: true });
        await seedRevision(position);
        const declined = await store().positions.declineRevision(position.id, positionDecline());
        const before = await store().positions.findById(position.id);
        expect(
          await store().positions.approveRevision(position.id, before!.version),
        ).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(before);
        expect(await store().positions.findRevision(position.id)).toEqual(declined);
      });

      it('answers undefined for a position without a revision', async () => {
        const { position } = await seed({ approved: true });
        expect(
          await store().positions.approveRevision(position.id, position.version),
        ).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
      });

      it('does not apply a revision replaced since the version the admin reviewed', async () => {
        const { position } = await seed({ approved: true });
        const reviewed = await seedRevision(position);
        const scam = positionData({ title: 'Send a deposit to apply' });
        const replaced = await store().positions.saveRevision(
          position.id,
          scam,
          reviewed.position.version,
        );
        expect(
          await store().positions.approveRevision(position.id, reviewed.position.version),
        ).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(replaced?.position);
        expect(await store().positions.findRevision(position.id)).toEqual(replaced?.revision);
        expect((await store().positions.listPublic()).map((p) => p.title)).toEqual([
          positionData().title,
        ]);
      });

      it("lets only one of the church's new edit and the admin's approval from one version win", async () => {
        const { position } = await seed({ approved: true });
        const reviewed = await seedRevision(position);
        const scam = positionData({ title: 'Send a deposit to apply' });
        const [saved, applied] = await Promise.all([
          store().positions.saveRevision(position.id, scam, reviewed.position.version),
          store().positions.approveRevision(position.id, reviewed.position.version),
        ]);
        expect([saved, applied].filter((result) => result !== undefined)).toHaveLength(1);
        // The public text is the reviewed edit or the text before it, never the unreviewed one.
        const [live] = await store().positions.listPublic();
        expect(live?.title).toBe(applied ? EDIT.title : positionData().title);
      });
    });

    describe('declineRevision', () => {
      it('declines a pending revision, the position keeping its approved fields', async () => {
        const { position } = await seed({ approved: true });
        const { position: edited, revision } = await seedRevision(position);
        const decline = positionDecline({ reason: 'inappropriate' });
        const declined = await store().positions.declineRevision(position.id, decline);
        expect(declined).toEqual({ ...revision, status: 'declined', declined: decline });
        expect(await store().positions.findRevision(position.id)).toEqual(declined);
        expectChangedOnce(await store().positions.findById(position.id), edited);
      });

      it('does not decline a revision twice', async () => {
        const { position } = await seed({ approved: true });
        await seedRevision(position);
        const declined = await store().positions.declineRevision(position.id, positionDecline());
        const before = await store().positions.findById(position.id);
        const again = positionDecline({ reason: 'duplicate' });
        expect(await store().positions.declineRevision(position.id, again)).toBeUndefined();
        expect(await store().positions.findRevision(position.id)).toEqual(declined);
        expect(await store().positions.findById(position.id)).toEqual(before);
      });

      it('answers undefined for a position without a revision', async () => {
        const { position } = await seed({ approved: true });
        expect(
          await store().positions.declineRevision(position.id, positionDecline()),
        ).toBeUndefined();
        expect(await store().positions.findById(position.id)).toEqual(position);
      });
    });
  });
}
