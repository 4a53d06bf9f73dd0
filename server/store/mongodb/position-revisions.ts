// Edits of approved positions on MongoDB: one positionRevisions document per position (`_id` = the
// position's id). Every write of a revision happens under the claim on its position's version
// (version-claims.ts), so a revision and its position never change under two writers at once. Without
// transactions the two writes of each change are ordered so that a crash between them loses nothing
// the church or the college did; each case says why.
import { positionDataOf } from '../../../shared/position-fields';
import type { PositionRepository } from '../port';
import type { MongoContext } from './context';
import {
  found,
  toDeclineDoc,
  toPosition,
  toPositionRevision,
  type PositionRevisionDoc,
} from './documents';
import { versionedPositions, writeAtVersion } from './position-change';
import { bumpPublicListVersion } from './public-list-version';
import { changeUnderClaim } from './version-claims';

/** The part of the positions repository this file implements. */
export type PositionRevisions = Pick<
  PositionRepository,
  'saveRevision' | 'findRevision' | 'listRevisions' | 'approveRevision' | 'declineRevision'
>;

/** Revisions of positions on a MongoDB store. */
export function mongoPositionRevisions(ctx: MongoContext): PositionRevisions {
  const { positionRevisions } = ctx.collections;
  const claimed = versionedPositions(ctx);

  return {
    saveRevision: async (id, data, expectedVersion) => {
      const result = await changeUnderClaim(ctx, claimed, id, async (doc, version) => {
        if (!doc.approved || version !== expectedVersion) return undefined;
        const now = ctx.now();
        const revision: PositionRevisionDoc = {
          _id: id,
          churchProfileId: doc.churchProfileId,
          data: positionDataOf(data),
          status: 'pending',
          declined: null,
          submittedAt: now,
        };
        // The revision first: a crash before the position's bump leaves the edit saved and the
        // version where it was, so the church's retry (same If-Match) saves it again. The other
        // order would lose the edit and refuse the retry as stale.
        await positionRevisions.replaceOne({ _id: id }, revision, { upsert: true });
        const after = await writeAtVersion(
          ctx,
          doc,
          version,
          { approved: true },
          {
            version: version + 1,
            updatedAt: now,
          },
        );
        if (after === null) {
          // The position was deleted meanwhile (its cascade may have run before our upsert).
          await positionRevisions.deleteOne({ _id: id, submittedAt: now });
          return undefined;
        }
        return { position: toPosition(after), revision: toPositionRevision(revision) };
      });
      if (result !== undefined) await bumpPublicListVersion(ctx);
      return result;
    },

    findRevision: (positionId) =>
      found(positionRevisions.findOne({ _id: positionId }), toPositionRevision),

    // Oldest first: the order in which the college should review them.
    listRevisions: async (churchProfileId) =>
      (
        await positionRevisions
          .find(churchProfileId === undefined ? {} : { churchProfileId })
          .sort({ submittedAt: 1, _id: 1 })
          .toArray()
      ).map(toPositionRevision),

    approveRevision: async (id, expectedVersion) => {
      const position = await changeUnderClaim(ctx, claimed, id, async (doc, version) => {
        // Under the claim on `version`: the revision read next is the one the admin reviewed.
        if (!doc.approved || version !== expectedVersion) return undefined;
        const revision = await positionRevisions.findOne({ _id: id, status: 'pending' });
        if (revision === null) return undefined;
        // The fields first, then the revision goes: a crash between leaves the edit applied and
        // still pending, and approving it again applies the same fields. The other order would
        // lose the church's edit.
        const after = await writeAtVersion(
          ctx,
          doc,
          version,
          { approved: true },
          {
            ...positionDataOf(revision.data),
            version: version + 1,
            updatedAt: ctx.now(),
          },
        );
        if (after === null) return undefined;
        await positionRevisions.deleteOne({
          _id: id,
          status: 'pending',
          submittedAt: revision.submittedAt,
        });
        return toPosition(after);
      });
      if (position !== undefined) await bumpPublicListVersion(ctx);
      return position;
    },

    declineRevision: async (id, decline) => {
      const declined = await changeUnderClaim(ctx, claimed, id, async (doc, version) => {
        const revision = await positionRevisions.findOneAndUpdate(
          { _id: id, status: 'pending' },
          { $set: { status: 'declined', declined: toDeclineDoc(decline) } },
          { returnDocument: 'after' },
        );
        if (revision === null) return undefined;
        // The college's answer first, then the position's version: a crash between only leaves
        // the version where it was, and the church's next edit replaces the revision either way.
        const after = await writeAtVersion(
          ctx,
          doc,
          version,
          {},
          {
            version: version + 1,
            updatedAt: ctx.now(),
          },
        );
        return after === null ? undefined : toPositionRevision(revision);
      });
      if (declined !== undefined) await bumpPublicListVersion(ctx);
      return declined;
    },
  };
}
