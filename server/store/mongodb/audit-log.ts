// The admin actions on MongoDB. The store's clock never repeats a reading, but two servers can write
// in one millisecond: `_id` orders such ties, so the list's order is stable.
import { randomUUID } from 'node:crypto';
import type { AuditLogRepository } from '../port';
import { NEW_AUDIT_ENTRY_KEYS, pick } from '../record-fields';
import type { MongoContext } from './context';
import { toAuditEntry, type AuditEntryDoc } from './documents';

/** The audit log repository of a MongoDB store. */
export function mongoAuditLog(ctx: MongoContext): AuditLogRepository {
  const { auditLog } = ctx.collections;
  return {
    record: async (entry) => {
      const doc: AuditEntryDoc = {
        _id: randomUUID(),
        at: ctx.now(),
        ...pick(NEW_AUDIT_ENTRY_KEYS, entry),
      };
      await auditLog.insertOne(doc);
      return toAuditEntry(doc);
    },

    // limit(0) would mean "no limit" to MongoDB.
    list: async (limit, before) =>
      limit <= 0
        ? []
        : (
            await auditLog
              .find(before === undefined ? {} : { at: { $lt: before } })
              .sort({ at: -1, _id: -1 })
              .limit(limit)
              .toArray()
          ).map(toAuditEntry),

    deleteBefore: async (before) =>
      (await auditLog.deleteMany({ at: { $lt: before } })).deletedCount,

    forgetActorEmail: async (actorId, replacement) =>
      (await auditLog.updateMany({ actorId }, { $set: { actorEmail: replacement } })).modifiedCount,
  };
}
