// The audit log in words: what an admin did, as a sentence fragment a person reads, not the
// stored action code.
import type { AuditAction, AuditEntry } from '../../../shared/types';

const ACTION_WORDS: Record<AuditAction, string> = {
  approve: 'Approved the position',
  'approve-edit': 'Approved an edit',
  decline: 'Declined the position',
  'decline-edit': 'Declined an edit',
  delete: 'Deleted the position',
  archive: 'Archived old positions',
};

/** What the admin did, in words. */
export function auditActionWords(action: AuditAction): string {
  return ACTION_WORDS[action];
}

/** The entry's detail column: the version an approval was given for, and what else is known. */
export function auditDetailWords(entry: Pick<AuditEntry, 'detail' | 'version'>): string {
  const parts = [entry.version === null ? null : `Version ${entry.version}`, entry.detail];
  return parts.filter((part) => part !== null && part !== '').join('. ') || '—';
}

/** The address of the page of entries older than the last one shown. */
export function olderEntriesPath(path: string, lastAt: string): string {
  return `${path}?before=${encodeURIComponent(lastAt)}`;
}
