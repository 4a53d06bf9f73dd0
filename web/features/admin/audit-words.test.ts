import { describe, expect, it } from 'vitest';
import { auditActionWords, auditDetailWords, olderEntriesPath } from './audit-words';

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

describe('auditDetailWords', () => {
  it('names the version an approval was given for, beside the detail', () => {
    expect(auditDetailWords({ version: 4, detail: null })).toBe('Version 4');
    expect(auditDetailWords({ version: null, detail: 'Duplicate of another position' })).toBe(
      'Duplicate of another position',
    );
    expect(auditDetailWords({ version: 2, detail: 'Note' })).toBe('Version 2. Note');
    expect(auditDetailWords({ version: null, detail: null })).toBe('—');
  });
});

describe('olderEntriesPath', () => {
  it('asks for the entries before the last one shown', () => {
    expect(olderEntriesPath('/api/admin/audit-log', '2026-01-10T12:00:00.000+00:00')).toBe(
      '/api/admin/audit-log?before=2026-01-10T12%3A00%3A00.000%2B00%3A00',
    );
  });
});
