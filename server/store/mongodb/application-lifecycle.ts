// How applications leave on MongoDB: a student withdrawing one, the daily summary taking them out of
// its queue, and retention deleting those of long-closed positions. The summary joins in application
// code (FerretDB has no $lookup): the churches that chose it, their positions, then the applications.
import type { ApplicationRepository, DigestItem } from '../port';
import { deleteApplication, deleteApplicationsOf } from './cascade';
import type { MongoContext } from './context';

/** The part of the applications repository this file implements. */
export type ApplicationLifecycle = Pick<
  ApplicationRepository,
  'delete' | 'awaitingDigest' | 'markDigested' | 'deleteOfPositionsClosedBefore'
>;

/** Withdrawal, the daily summary's queue and retention on a MongoDB store. */
export function mongoApplicationLifecycle(ctx: MongoContext): ApplicationLifecycle {
  const { applications, positions, churchProfiles } = ctx.collections;

  return {
    delete: (id) => deleteApplication(ctx, id),

    awaitingDigest: async (before) => {
      const churches = await churchProfiles
        .find({ applicationEmails: 'daily' }, { projection: { userId: 1, churchName: 1 } })
        .toArray();
      if (churches.length === 0) return [];
      const churchById = new Map(churches.map((church) => [church._id, church]));
      const churchPositions = await positions
        .find(
          { churchProfileId: { $in: [...churchById.keys()] } },
          { projection: { title: 1, contactEmail: 1, churchProfileId: 1 } },
        )
        .toArray();
      if (churchPositions.length === 0) return [];
      const positionById = new Map(churchPositions.map((position) => [position._id, position]));
      const waiting = await applications
        .find(
          {
            inDigest: true,
            createdAt: { $lt: before },
            positionId: { $in: [...positionById.keys()] },
          },
          { projection: { studentName: 1, createdAt: 1, positionId: 1 } },
        )
        .sort({ createdAt: 1, _id: 1 })
        .toArray();
      return waiting.flatMap((application): DigestItem[] => {
        const position = positionById.get(application.positionId);
        const church = position && churchById.get(position.churchProfileId);
        // Always found (the applications were chosen by these positions, those by these churches);
        // the check narrows the types.
        if (position === undefined || church === undefined) return [];
        return [
          {
            applicationId: application._id,
            studentName: application.studentName,
            createdAt: application.createdAt.toISOString(),
            positionId: position._id,
            positionTitle: position.title,
            positionContactEmail: position.contactEmail,
            churchProfileId: church._id,
            churchUserId: church.userId,
            churchName: church.churchName,
          },
        ];
      });
    },

    markDigested: async (ids) => {
      if (ids.length === 0) return;
      await applications.updateMany({ _id: { $in: [...ids] } }, { $set: { inDigest: false } });
    },

    deleteOfPositionsClosedBefore: async (closedBefore) => {
      // Found through the positions' status index: the job runs once a day.
      const closed = await positions
        .find(
          {
            status: 'closed',
            $or: [
              { closedAt: { $lt: closedBefore } },
              // Closed before closedAt was kept: closing was their last update.
              { closedAt: { $exists: false }, updatedAt: { $lt: closedBefore } },
            ],
          },
          { projection: { _id: 1 } },
        )
        .map((doc) => doc._id)
        .toArray();
      const deleted = await deleteApplicationsOf(ctx, closed);
      return { applicationIds: deleted.ids, resumeUrls: deleted.resumeUrls };
    },
  };
}
