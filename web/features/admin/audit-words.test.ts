import { describe, expect, it } from 'vitest';
import { auditActionWords, olderEntriesPath } from './audit-words';

describe('auditActionWords', () => {
  it('says every action in words', () => {
    expect(auditActionWords('approve')).toBe('Approved the position');
    expect(auditActionWords('approve-edit')).toBe('Approved an edit');
    expect(auditActionWords('decline')).toBe('Declined the position');
    expect(auditActionWords('decline-edit')).toBe('Declined an edit');
    expect(auditActionWords('delete')).toBe('Deleted the position');
    expect(auditActionWords('archive')).toBe('Archived old positions');
  });
});

describe('olderEntriesPath', () => {
  it('asks for the entries before the last one shown', () => {
    expect(olderEntriesPath('/api/admin/audit-log', '2026-01-10T12:00:00.000+00:00')).toBe(
      '/api/admin/audit-log?before=2026-01-10T12%3A00%3A00.000%2B00%3A00',
    );
  });
});
