// What both stores record of an admin action, so they keep the same fields and nothing more.
import type { AuditEntry } from '../../shared/types';

/** What the caller says of an admin action; the store adds its id and time. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'>;

/** The action's fields copied one by one, so a stray property of the caller's object is never stored. */
export function auditedFields(entry: NewAuditEntry): NewAuditEntry {
  return {
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    positionId: entry.positionId,
    positionTitle: entry.positionTitle,
    detail: entry.detail,
    version: entry.version,
  };
}
