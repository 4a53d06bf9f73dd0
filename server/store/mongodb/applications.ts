// Student applications on MongoDB, with their review: the status history inside the application
// document (one atomic update), private notes in applicationNotes. Withdrawal, the daily summary and
// retention are in application-lifecycle.ts. They never appear in the public list, so they do not
// bump its version.
import { randomUUID } from 'node:crypto';
import type { Filter } from 'mongodb';
import type { ApplicationStatus, ApplicationStatusChange } from '../../../shared/types';
import { DuplicateIdError, zeroStatusCounts, type ApplicationRepository } from '../port';
import { mongoApplicationLifecycle } from './application-lifecycle';
import type { MongoContext } from './context';
import { mongoDeclineMessages } from './decline-messages';
import {
  toApplication,
  toApplicationNote,
  type ApplicationDoc,
  type ApplicationNoteDoc,
} from './documents';
import { duplicateKeyFields, isDuplicateKeyError } from './errors';

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
        studentName: data.studentName,
        studentEmail: data.studentEmail,
        studentPhone: data.studentPhone,
        studentMajor: data.studentMajor,
        graduationYear: data.graduationYear,
        availableStartDate: data.availableStartDate,
        resumeUrl: data.resumeUrl,
        coverLetter: data.coverLetter,
        status: 'pending',
        // Left out rather than null, for the unique index (see indexes.ts).
        ...(data.statusTokenHash == null ? {} : { statusTokenHash: data.statusTokenHash }),
        inDigest: data.inDigest ?? false,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await applications.insertOne(doc);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // FerretDB does not say which index refused the insert: the id is taken, or the token is.
        const fields = duplicateKeyFields(error);
        const idTaken = fields
          ? fields.includes('_id')
          : (await applications.findOne({ _id: doc._id }, { projection: { _id: 1 } })) !== null;
        if (idTaken) throw new DuplicateIdError(doc._id);
        throw error;
      }
      return toApplication(doc);
    },

    findById: async (id) => {
      const doc = await applications.findOne({ _id: id });
      return doc === null ? undefined : toApplication(doc);
    },

    listByPosition: async (positionId, filter) => {
      const query: Filter<ApplicationDoc> =
        filter?.status === undefined ? { positionId } : { positionId, status: filter.status };
      return (await applications.find(query).sort({ createdAt: -1, _id: -1 }).toArray()).map(
        toApplication,
      );
    },

    findByStatusTokenHash: async (tokenHash) => {
      const doc = await applications.findOne({ statusTokenHash: tokenHash });
      return doc === null ? undefined : toApplication(doc);
    },

    findByResumeUrl: async (resumeUrl) => {
      const doc = await applications.findOne({ resumeUrl });
      return doc === null ? undefined : toApplication(doc);
    },

    setStatus: async (id, status, at) => {
      // Matches only when the status differs, so the same status again appends nothing.
      const changed = await applications.findOneAndUpdate(
        { _id: id, status: { $ne: status } },
        { $set: { status, updatedAt: at }, $push: { statusHistory: { status, at } } },
        { returnDocument: 'after' },
      );
      if (changed !== null) return toApplication(changed);
      const doc = await applications.findOne({ _id: id });
      return doc === null ? undefined : toApplication(doc);
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
