import { describe, expect, it } from 'vitest';
import { positionFieldText } from './position-fields';

describe("a position's fields in words", () => {
  it('names the types as the form does, and the calendar days as days', () => {
    expect(positionFieldText('positionType', { positionType: 'full-time' })).toBe('Full-time');
    expect(positionFieldText('employmentType', { employmentType: 'internship' })).toBe(
      'Internship',
    );
    expect(positionFieldText('employmentType', { employmentType: 'permanent' })).toBe(
      'Permanent Position',
    );
    expect(positionFieldText('applyBy', { applyBy: '2026-06-30' })).toBe('Jun 30, 2026');
    expect(positionFieldText('anticipatedStartDate', { anticipatedStartDate: '2030-09-01' })).toBe(
      'Sep 1, 2030',
    );
    expect(positionFieldText('anticipatedStartDate', { anticipatedStartDate: 'Autumn' })).toBe(
      'Autumn',
    );
  });

  it('says nothing for an empty field', () => {
    expect(positionFieldText('compensation', { compensation: null })).toBeNull();
    expect(positionFieldText('contactEmail', { contactEmail: '  ' })).toBeNull();
    expect(positionFieldText('qualifications', {})).toBeNull();
  });

  it('names a file by what it is and its type, not by its stored id', () => {
    expect(
      positionFieldText('jobDescriptionUrl', {
        jobDescriptionUrl: '/api/files/job-descriptions/0b7c2f9e-1d2a-4c3b-9e8f-123456789abc.docx',
      }),
    ).toBe('Job description (DOCX)');
  });
});
