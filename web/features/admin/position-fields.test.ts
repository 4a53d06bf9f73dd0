import { describe, expect, it } from 'vitest';
import { adminPosition } from './admin-position-fixture';
import { changedFields, fieldText } from './position-fields';

describe('fieldText', () => {
  it("reads each value as the church's form offered it", () => {
    const position = adminPosition({
      positionType: 'part-time',
      employmentType: 'internship',
      applyBy: '2026-07-01',
      jobDescriptionUrl: '/uploads/job-description/abc',
      compensation: '  ',
    });
    expect(fieldText('positionType', position)).toBe('Part-time');
    expect(fieldText('employmentType', position)).toBe('Internship');
    expect(fieldText('employmentType', { employmentType: 'permanent' })).toBe('Permanent Position');
    expect(fieldText('applyBy', position)).toBe('Jul 1, 2026');
    expect(fieldText('anticipatedStartDate', { anticipatedStartDate: '2030-09-01' })).toBe(
      'Sep 1, 2030',
    );
    expect(fieldText('jobDescriptionUrl', position)).toBe('A file is attached');
    expect(fieldText('compensation', position)).toBeNull();
    expect(fieldText('contactEmail', position)).toBeNull();
  });

  it('keeps the calendar day of "Apply by" whatever the time zone', () => {
    // The last day of a month would turn into the day before west of UTC if read as local time.
    expect(fieldText('applyBy', { applyBy: '2026-01-31' })).toBe('Jan 31, 2026');
  });
});

describe('changedFields', () => {
  const current = adminPosition({
    title: 'Youth Pastor',
    compensation: 'Stipend',
    contactEmail: null,
    jobDescriptionUrl: '/uploads/a',
  });

  it('lists only the changed fields, old and new, in the form order', () => {
    const edit = {
      ...current,
      compensation: 'Salary and housing',
      title: 'Youth and Families Pastor',
      contactEmail: 'office@grace.test',
    };
    expect(changedFields(current, edit)).toEqual([
      {
        key: 'title',
        label: 'Position Title',
        before: 'Youth Pastor',
        after: 'Youth and Families Pastor',
      },
      {
        key: 'compensation',
        label: 'Compensation Information',
        before: 'Stipend',
        after: 'Salary and housing',
      },
      { key: 'contactEmail', label: 'Contact Email', before: null, after: 'office@grace.test' },
    ]);
  });

  it('finds nothing when an edit only blanks a blank or moves spaces', () => {
    expect(
      changedFields(current, { ...current, qualifications: '', title: ' Youth Pastor ' }),
    ).toEqual([]);
  });

  it('says when the edit brings another file or removes it', () => {
    expect(changedFields(current, { ...current, jobDescriptionUrl: '/uploads/b' })).toEqual([
      {
        key: 'jobDescriptionUrl',
        label: 'Job Description File',
        before: 'A file is attached',
        after: 'A new file',
      },
    ]);
    expect(changedFields(current, { ...current, jobDescriptionUrl: null })[0]?.after).toBeNull();
  });
});
