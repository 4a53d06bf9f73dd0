// Student applications on MongoDB. They never appear in the public list, so they do not bump its version.
import { randomUUID } from 'node:crypto';
import { DuplicateIdError, type ApplicationRepository } from '../port';
import type { MongoContext } from './context';
import { toApplication, type ApplicationDoc } from './documents';
import { isDuplicateKeyError } from './errors';

/** The applications repository of a MongoDB store. */
export function mongoApplications(ctx: MongoContext): ApplicationRepository {
  const { applications, positions } = ctx.collections;
  return {
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
        createdAt: now,
        updatedAt: now,
      };
      try {
        await applications.insertOne(doc);
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new DuplicateIdError(doc._id);
        throw error;
      }
      return toApplication(doc);
    },

    findById: async (id) => {
      const doc = await applications.findOne({ _id: id });
      return doc === null ? undefined : toApplication(doc);
    },

    listByPosition: async (positionId) =>
      (await applications.find({ positionId }).sort({ createdAt: -1, _id: -1 }).toArray()).map(
        toApplication,
      ),

    findByResumeUrl: async (resumeUrl) => {
      const doc = await applications.findOne({ resumeUrl });
      return doc === null ? undefined : toApplication(doc);
    },
  };
}
