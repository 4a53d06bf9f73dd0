import { describe, expect, it } from 'vitest';
import {
  employmentTypes,
  jobDescriptionHtml,
  jobPosting,
  jsonLdScript,
  validThrough,
} from './job-posting';
import { snippet } from './page-head';
import { samplePosition } from '../../shared/testing/sample-position';
import type { PositionDetail } from '../../shared/types';

describe('jsonLdScript', () => {
  it('cannot be ended or opened into a comment by the text it carries', () => {
    const data = { title: '</script><script>alert(1)</script><!-- & \u2028' };
    const script = jsonLdScript(data);
    const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual(data);
  });
});

describe('JobPosting values', () => {
  it('maps the hours and adds INTERN for an internship', () => {
    expect(employmentTypes({ positionType: 'full-time', employmentType: 'permanent' })).toEqual([
      'FULL_TIME',
    ]);
    expect(employmentTypes({ positionType: 'part-time', employmentType: 'internship' })).toEqual([
      'PART_TIME',
      'INTERN',
    ]);
  });

  it('is valid for the 60 days after going live, or to the end of its Apply by day when sooner', () => {
    const live = { createdAt: '2025-12-01T00:00:00.000Z', approvedAt: '2026-01-01T00:00:00.000Z' };
    expect(validThrough({ ...live, applyBy: null })).toBe('2026-03-02T00:00:00.000Z');
    // The day ends everywhere at midnight UTC-12: noon UTC the next day.
    expect(validThrough({ ...live, applyBy: '2026-01-20' })).toBe('2026-01-21T12:00:00.000Z');
    expect(validThrough({ ...live, applyBy: '2026-06-01' })).toBe('2026-03-02T00:00:00.000Z');
    // Rows that predate approval times count from their posting.
    expect(validThrough({ ...live, approvedAt: null, applyBy: null })).toBe(
      '2026-01-30T00:00:00.000Z',
    );
  });

  it('writes the description as escaped HTML paragraphs and lists', () => {
    const position = {
      description: 'First <b>line</b>\nsame paragraph\n\nSecond & last',
      responsibilities: ' Lead \n\n Teach ',
      qualifications: null,
      compensation: null,
    } as PositionDetail;
    expect(jobDescriptionHtml(position)).toBe(
      '<p>First &lt;b&gt;line&lt;/b&gt;<br>same paragraph</p><p>Second &amp; last</p><p>Responsibilities</p><ul><li>Lead</li><li>Teach</li></ul>',
    );
  });
});

describe('jobPosting', () => {
  const position: PositionDetail = {
    ...samplePosition({
      description: 'Lead the youth group.',
      approvedAt: '2026-01-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }),
    church: {
      churchName: 'Hope Chapel',
      location: 'Riverside',
      logoUrl: null,
      description: null,
      denomination: null,
      website: null,
      contactPhone: null,
    },
  };

  it("places the position in the church's town and the board's country (COLLEGE_COUNTRY)", () => {
    const posting = jobPosting(position, 'https://jobs.college.test/jobs/position-1', 'CA');
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Riverside', addressCountry: 'CA' },
    });
  });

  it('names no organization or place when the church is gone', () => {
    const posting = jobPosting({ ...position, church: null }, 'https://jobs.college.test/x', 'US');
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('hiringOrganization');
  });
});

describe('snippet', () => {
  it('folds whitespace and cuts at a word with an ellipsis', () => {
    expect(snippet('  a\n\tb  c ')).toBe('a b c');
    const cut = snippet('word '.repeat(100), 20);
    expect(cut).toBe('word word word word…');
    expect(snippet('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
