import { describe, expect, it } from 'vitest';
import { fileNameOf, positionFieldText } from './position-fields';

describe("a position's fields in words", () => {
  it('names the types as the form does, and the apply-by day as a day', () => {
    expect(positionFieldText('positionType', { positionType: 'full-time' })).toBe('Full-time');
    expect(positionFieldText('employmentType', { employmentType: 'internship' })).toBe(
      'Internship',
    );
    expect(positionFieldText('employmentType', { employmentType: 'permanent' })).toBe(
      'Permanent Position',
    );
    expect(positionFieldText('applyBy', { applyBy: '2026-06-30' })).toBe('30 Jun 2026');
  });

  it('says nothing for an empty field', () => {
    expect(positionFieldText('compensation', { compensation: null })).toBeNull();
    expect(positionFieldText('contactEmail', { contactEmail: '  ' })).toBeNull();
    expect(positionFieldText('qualifications', {})).toBeNull();
  });

  it('shows a file by its own name, not its address', () => {
    expect(
      fileNameOf('https://files.test/uploads/job-description/abc/Youth%20Pastor.pdf?x=1'),
    ).toBe('Youth Pastor.pdf');
    expect(
      positionFieldText('jobDescriptionUrl', { jobDescriptionUrl: '/api/uploads/x/jd.docx' }),
    ).toBe('jd.docx');
  });
});
