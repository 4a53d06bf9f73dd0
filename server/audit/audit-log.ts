// What admins did, kept in the store (docs/decisions/0024-positions-lifecycle.md): written after
// the action itself, because neither store can put both in one transaction on every backend. A
// failure to record is logged loudly and never undoes or fails the action that happened.
import { AUDIT_LOG_RETENTION_DAYS } from '../../shared/constants';
import type { AuditAction, AuditEntry } from '../../shared/types';
import type { AppDeps } from '../deps';
import type { UserRecord } from '../store/port';

type Deps = Pick<AppDeps, 'store' | 'log' | 'now'>;

/** Entries one page of the audit log shows. */
export const AUDIT_PAGE_SIZE = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records one admin action on a position (or on many: `position` null); `version` is the version
 * of the position an approval was given for.
 */
export async function recordAdminAction(
  deps: Deps,
  admin: UserRecord,
  action: AuditAction,
  position: { id: string; title: string } | null,
  detail: string | null = null,
  version: number | null = null,
): Promise<void> {
  try {
    await deps.store.auditLog.record({
      actorId: admin.id,
      actorEmail: admin.email,
      action,
      positionId: position?.id ?? null,
      positionTitle: position?.title ?? null,
      detail,
      version,
    });
  } catch (error) {
    deps.log.error({
      msg: 'audit log write failed',
      action,
      positionId: position?.id ?? null,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** GET /api/admin/audit-log: a page, newest first, before `before` when given. */
export function auditLogPage(deps: Deps, before?: Date): Promise<AuditEntry[]> {
  return deps.store.auditLog.list(AUDIT_PAGE_SIZE, before);
}

/** The daily job: forgets entries older than AUDIT_LOG_RETENTION_DAYS (they name the admin). */
export function deleteOldAuditEntries(deps: Deps): Promise<number> {
  return deps.store.auditLog.deleteBefore(
    new Date(deps.now().getTime() - AUDIT_LOG_RETENTION_DAYS * DAY_MS),
  );
}
