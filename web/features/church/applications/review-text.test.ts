import { describe, expect, it } from 'vitest';
import { DEFAULT_DECLINE_TEMPLATE } from '../../../../shared/constants';
import { fillDeclineTemplate, formatReviewMoment, resumeKindOf } from './review-text';

describe('the decline e-mail', () => {
  it('fills in the name, the position and the church everywhere they appear', () => {
    const text = fillDeclineTemplate(DEFAULT_DECLINE_TEMPLATE, {
      name: 'Jane Doe',
      position: 'Youth Pastor',
      church: 'Grace Chapel',
    });
    expect(text).toContain('Dear Jane Doe,');
    expect(text).toContain('Thank you for applying to Youth Pastor at Grace Chapel.');
    expect(text.endsWith('Grace Chapel')).toBe(true);
    expect(text).not.toMatch(/\{(name|position|church)\}/);
  });

  it('leaves what the values themselves contain as they are', () => {
    expect(
      fillDeclineTemplate('{name} / {church} / {other}', {
        name: 'Ann {church}',
        position: 'P',
        church: 'C',
      }),
    ).toBe('Ann {church} / C / {other}');
  });
});

describe('review dates and resumes', () => {
  it('reads a moment as day, month, year and time', () => {
    expect(formatReviewMoment(new Date(2026, 10, 3, 10, 4).toISOString())).toBe(
      '3 Nov 2026, 10:04',
    );
  });

  it('knows a resume by its extension', () => {
    expect(resumeKindOf('http://localhost:3000/api/uploads/resume/abc.pdf')).toBe('pdf');
    expect(resumeKindOf('https://bucket.example/resume/abc.DOCX')).toBe('docx');
    expect(resumeKindOf('/api/uploads/resume/abc.doc')).toBe('doc');
    expect(resumeKindOf('/api/uploads/resume/abc')).toBeNull();
    expect(resumeKindOf(null)).toBeNull();
  });
});
