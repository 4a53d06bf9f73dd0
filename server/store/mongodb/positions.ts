// Positions on MongoDB. Churches and application counts are joined in application code (FerretDB
// has no $lookup): one query for the positions, one for their churches, one $group for the counts.
// Every write bumps the public list's version after the write. The changes of a position's life are
// in position-lifecycle.ts, its edits in position-revisions.ts, the daily job's in position-sweeps.ts.
import { randomUUID } from 'node:crypto';
import type { Filter } from 'mongodb';
import { positionDataOf } from '../../../shared/position-fields';
import type { PositionWithChurch, PositionWithCount } from '../../../shared/types';
import { DuplicateIdError, type PositionRepository } from '../port';
import { deletePositions } from './cascade';
import type { MongoContext } from './context';
import {
  found,
  toChurchDetail,
  toChurchSummary,
  toPosition,
  type ChurchProfileDoc,
  type PositionDoc,
} from './documents';
import { isDuplicateKeyError } from './errors';
import { mongoPositionLifecycle } from './position-lifecycle';
import { mongoPositionRevisions } from './position-revisions';
import { mongoPositionSweeps } from './position-sweeps';
import { bumpPublicListVersion, readPublicListVersion } from './public-list-version';
import { mongoSyncHorizon, removedAfter } from './removed-positions';

/** Newest first; `_id` makes the order of equal timestamps stable. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** The positions repository of a MongoDB store. */
export function mongoPositions(ctx: MongoContext): PositionRepository {
  const { positions, churchProfiles, applications } = ctx.collections;

  const churchesOf = async (docs: PositionDoc[]): Promise<Map<string, ChurchProfileDoc>> => {
    const ids = [...new Set(docs.map((doc) => doc.churchProfileId))];
    if (ids.length === 0) return new Map();
    const churches = await churchProfiles.find({ _id: { $in: ids } }).toArray();
    return new Map(churches.map((church) => [church._id, church]));
  };

  const applicationCountsOf = async (docs: PositionDoc[]): Promise<Map<string, number>> => {
    if (docs.length === 0) return new Map();
    const counts = await applications
      .aggregate<{ _id: string; count: number }>([
        { $match: { positionId: { $in: docs.map((doc) => doc._id) } } },
        { $group: { _id: '$positionId', count: { $sum: 1 } } },
      ])
      .toArray();
    return new Map(counts.map((row) => [row._id, row.count]));
  };

  const withChurches = async (docs: PositionDoc[]): Promise<PositionWithChurch[]> => {
    const churches = await churchesOf(docs);
    return docs.map((doc) => ({
      ...toPosition(doc),
      church: toChurchSummary(churches.get(doc.churchProfileId)),
    }));
  };

  const listWithChurch = async (filter: Filter<PositionDoc>): Promise<PositionWithChurch[]> =>
    withChurches(await positions.find(filter).sort(NEWEST_FIRST).toArray());

  const listWithCount = async (filter: Filter<PositionDoc>): Promise<PositionWithCount[]> => {
    const docs = await positions.find(filter).sort(NEWEST_FIRST).toArray();
    const [churches, counts] = await Promise.all([churchesOf(docs), applicationCountsOf(docs)]);
    return docs.map((doc) => ({
      ...toPosition(doc),
      church: toChurchSummary(churches.get(doc.churchProfileId)),
      applicationCount: counts.get(doc._id) ?? 0,
    }));
  };

  return {
    ...mongoPositionLifecycle(ctx),
    ...mongoPositionRevisions(ctx),
    ...mongoPositionSweeps(ctx),
    ...mongoSyncHorizon(ctx),

    create: async (churchProfileId, data, id) => {
      // What a foreign key does on SQLite: no position without its church.
      if (
        (await churchProfiles.findOne({ _id: churchProfileId }, { projection: { _id: 1 } })) ===
        null
      ) {
        throw new Error(`No church profile ${churchProfileId}`);
      }
      const now = ctx.now();
      const doc: PositionDoc = {
        _id: id ?? randomUUID(),
        churchProfileId,
        ...positionDataOf(data),
        status: 'active',
        approved: false,
        approvedAt: null,
        closedReason: null,
        closedAt: null,
        declined: null,
        version: 1,
        expiryRemindedFor: null,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await positions.insertOne(doc);
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new DuplicateIdError(doc._id);
        throw error;
      }
      await bumpPublicListVersion(ctx);
      return toPosition(doc);
    },

    findById: (id) => found(positions.findOne({ _id: id }), toPosition),

    findDetail: async (id) => {
      const doc = await positions.findOne({ _id: id });
      if (doc === null) return undefined;
      const church = await churchProfiles.findOne({ _id: doc.churchProfileId });
      return { ...toPosition(doc), church: toChurchDetail(church) };
    },

    listPublic: () => listWithChurch({ approved: true, status: 'active' }),

    listByChurch: (churchProfileId) => listWithCount({ churchProfileId }),

    listAll: () => listWithCount({}),

    delete: async (id) => {
      const doc = await positions.findOne({ _id: id }, { projection: { jobDescriptionUrl: 1 } });
      if (doc === null) return undefined;
      const deleted = await deletePositions(ctx, [id]);
      await bumpPublicListVersion(ctx);
      return {
        resumeUrls: deleted.resumeUrls,
        jobDescriptionUrl: doc.jobDescriptionUrl,
        applicationIds: deleted.ids,
      };
    },

    statsForChurch: async (churchProfileId) => {
      const ids = await positions
        .find({ churchProfileId }, { projection: { _id: 1 } })
        .map((doc) => doc._id)
        .toArray();
      const [activePositions, totalApplications] = await Promise.all([
        positions.countDocuments({ churchProfileId, approved: true, status: 'active' }),
        ids.length === 0 ? 0 : applications.countDocuments({ positionId: { $in: ids } }),
      ]);
      return { activePositions, totalApplications, totalPositions: ids.length };
    },

    publicListVersion: () => readPublicListVersion(ctx),

    // Each part through its own index: positions ever approved by updatedAt, churches by updatedAt
    // (then their positions by churchProfileId), tombstones by removedAt.
    publicListChangesSince: async (after) => {
      const changed = await positions
        .find({ approved: true, updatedAt: { $gt: after } })
        .sort(NEWEST_FIRST)
        .toArray();
      const churchIds = await churchProfiles
        .find({ updatedAt: { $gt: after } }, { projection: { _id: 1 } })
        .map((doc) => doc._id)
        .toArray();
      const seen = new Set(changed.map((doc) => doc._id));
      const ofChurches =
        churchIds.length === 0
          ? []
          : await positions
              .find({ churchProfileId: { $in: churchIds }, approved: true, status: 'active' })
              .toArray();
      const live = [
        ...changed.filter((doc) => doc.status === 'active'),
        ...ofChurches.filter((doc) => !seen.has(doc._id)),
      ].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x._id < y._id ? 1 : -1));
      return {
        upserts: await withChurches(live),
        removed: [
          ...changed.filter((doc) => doc.status !== 'active').map((doc) => doc._id),
          ...(await removedAfter(ctx, after)),
        ],
      };
    },
  };
}
