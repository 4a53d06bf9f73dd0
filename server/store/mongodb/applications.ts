// Student applications on MongoDB, with their review: the status history inside the application
// document (one atomic update), private notes in applicationNotes. Withdrawal, the daily summary and
// retention are in application-lifecycle.ts. They never appear in the public list, so they do not
// bump its version.
import { randomUUID } from 'node:crypto';
import type { Filter } from 'mongodb';
import type { ApplicationStatus, ApplicationStatusChange } from '../../../shared/types';
import {
  DuplicateApplicationError,
  DuplicateIdError,
  zeroStatusCounts,
  type ApplicationRepository,
} from '../port';
import { applicantKey } from '../applicant-key';
import { pick, STUDENT_FIELD_KEYS } from '../record-fields';
import { claimOnce } from './claims';
import { mongoApplicationLifecycle } from './application-lifecycle';
import type { MongoContext } from './context';
import { mongoDeclineMessages } from './decline-messages';
import {
  found,
  toApplication,
  toApplicationNote,
  type ApplicationDoc,
  type ApplicationNoteDoc,
} from './documents';
import { isDuplicateKeyError } from './errors';

/** The applications repository of a MongoDB store. */
export function mongoApplications(ctx: MongoContext): ApplicationRepository {
  const { applications, applicationNotes, positions } = ctx.collections;
  return {
    ...mongoApplicationLifecycle(ctx),
    ...mongoDeclineMessages(ctx),

    create: async (positionId, data, id) => {
      // What a foreign key does on SQLite: no application without its position.
      if ((await positions.findOne({ _id: positionId }, { projection: { _id: 1 } })) === null) {
        throw new Error(`No position ${positionId}`);
      }
      const now = ctx.now();
      const doc: ApplicationDoc = {
        _id: id ?? randomUUID(),
        positionId,
        ...pick(STUDENT_FIELD_KEYS, data),
        status: 'pending',
        // Left out rather than null, for the unique index (see indexes.ts).
        ...(data.statusTokenHash == null ? {} : { statusTokenHash: data.statusTokenHash }),
        inDigest: data.inDigest ?? false,
        // An insert into a unique index is atomic on FerretDB too: of two concurrent creates for
        // one student and position, one fails here (decision 0028).
        applicantKey: applicantKey(positionId, data.studentEmail),
        createdAt: now,
        updatedAt: now,
      };
      // A second round only when the application that refused the first was withdrawn meanwhile.
      for (let round = 0; ; round++) {
        try {
          await applications.insertOne(doc);
          return toApplication(doc);
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          // FerretDB does not say which index refused the insert: the id is taken, the token is
          // (same id), or the applicant's key is.
          if ((await applications.findOne({ _id: doc._id }, { projection: { _id: 1 } })) !== null) {
            throw new DuplicateIdError(doc._id);
          }
          const existing = await applications.findOne({ applicantKey: doc.applicantKey });
          if (existing !== null) throw new DuplicateApplicationError(toApplication(existing));
          if (round > 0) throw error;
        }
      }
    },

    findByEmail: (positionId, email) =>
      found(applications.findOne({ applicantKey: applicantKey(positionId, email) }), toApplication),

    markStatusLinkResent: async (id, at, notSince) => {
      const doc = await applications.findOne(
        { _id: id },
        { projection: { statusLinkResentAt: 1 } },
      );
      if (doc === null) return false;
      const last = doc.statusLinkResentAt;
      if (last !== undefined && last.getTime() >= notSince.getTime()) return false;
      // A filter on the marker alone would not make this update exclusive on FerretDB (claims.ts):
      // the claim names the marker this caller saw, so of all who saw it one moves it on.
      const claimed = await claimOnce(ctx, {
        _id: `status-link:${id}#${last?.toISOString() ?? 'never'}`,
        kind: 'status-link',
        owner: id,
        value: at,
        createdAt: at,
      });
      if (!claimed) return false;
      const { matchedCount } = await applications.updateOne(
        { _id: id },
        { $set: { statusLinkResentAt: at } },
      );
      return matchedCount === 1;
    },

    findById: (id) => found(applications.findOne({ _id: id }), toApplication),

    listByPosition: async (positionId, filter) => {
      const query: Filter<ApplicationDoc> =
        filter?.status === undefined ? { positionId } : { positionId, status: filter.status };
      return (await applications.find(query).sort({ createdAt: -1, _id: -1 }).toArray()).map(
        toApplication,
      );
    },

    findByStatusTokenHash: (tokenHash) =>
      found(applications.findOne({ statusTokenHash: tokenHash }), toApplication),

    findByResumeUrl: (resumeUrl) => found(applications.findOne({ resumeUrl }), toApplication),

    setStatus: async (id, status, at) => {
      // Matches only when the status differs, so the same status again appends nothing.
      const changed = await applications.findOneAndUpdate(
        { _id: id, status: { $ne: status } },
        { $set: { status, updatedAt: at }, $push: { statusHistory: { status, at } } },
        { returnDocument: 'after' },
      );
      if (changed !== null) return toApplication(changed);
      return found(applications.findOne({ _id: id }), toApplication);
    },

    statusHistory: async (id) => {
      const doc = await applications.findOne(
        { _id: id },
        { projection: { createdAt: 1, statusHistory: 1 } },
      );
      if (doc === null) return [];
      const first: ApplicationStatusChange = { status: 'pending', at: doc.createdAt.toISOString() };
      return [
        first,
        ...(doc.statusHistory ?? []).map((change) => ({
          status: change.status,
          at: change.at.toISOString(),
        })),
      ];
    },

    countsByStatus: async (positionId) => {
      const counts = zeroStatusCounts();
      const rows = await applications
        .aggregate<{ _id: ApplicationStatus; count: number }>([
          { $match: { positionId } },
          { $group: { _id: '$status', count: { $sum: 1 } } },
        ])
        .toArray();
      for (const row of rows) counts[row._id] = row.count;
      return counts;
    },

    countsByStatusForChurch: async (churchProfileId) => {
      const ids = await positions
        .find({ churchProfileId }, { projection: { _id: 1 } })
        .map((doc) => doc._id)
        .toArray();
      // Every position is present, with zeros until the one $group below says otherwise.
      const counts: Record<string, Record<ApplicationStatus, number>> = {};
      for (const id of ids) counts[id] = zeroStatusCounts();
      if (ids.length === 0) return counts;
      const rows = await applications
        .aggregate<{ _id: { positionId: string; status: ApplicationStatus }; count: number }>([
          { $match: { positionId: { $in: ids } } },
          { $group: { _id: { positionId: '$positionId', status: '$status' }, count: { $sum: 1 } } },
        ])
        .toArray();
      for (const row of rows) {
        const position = counts[row._id.positionId];
        if (position !== undefined) position[row._id.status] = row.count;
      }
      return counts;
    },

    addNote: async (applicationId, note, at, id = randomUUID()) => {
      // What a foreign key does on SQLite: no note without its application. cascade.ts deletes
      // notes before and after their applications, which narrows (without transactions it cannot
      // close) the window for a note racing its application's deletion.
      if (
        (await applications.findOne({ _id: applicationId }, { projection: { _id: 1 } })) === null
      ) {
        return undefined;
      }
      const doc: ApplicationNoteDoc = {
        _id: id,
        applicationId,
        authorId: note.authorId,
        text: note.text,
        createdAt: at,
      };
      try {
        await applicationNotes.insertOne(doc);
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new DuplicateIdError(id);
        throw error;
      }
      return toApplicationNote(doc);
    },

    listNotes: async (applicationId) =>
      (await applicationNotes.find({ applicationId }).sort({ createdAt: 1, _id: 1 }).toArray()).map(
        toApplicationNote,
      ),

    deleteNote: async (applicationId, noteId) =>
      (await applicationNotes.deleteOne({ _id: noteId, applicationId })).deletedCount > 0,
  };
}
