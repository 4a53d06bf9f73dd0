import { describe, expect, it } from 'vitest';
import { employmentTypes, jobDescriptionHtml, jsonLdScript, validThrough } from './job-posting';
import { snippet } from './page-head';
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

  it('is valid for the 60 days after posting', () => {
    expect(validThrough('2026-01-01T00:00:00.000Z')).toBe('2026-03-02T00:00:00.000Z');
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

describe('snippet', () => {
  it('folds whitespace and cuts at a word with an ellipsis', () => {
    expect(snippet('  a\n\tb  c ')).toBe('a b c');
    const cut = snippet('word '.repeat(100), 20);
    expect(cut).toBe('word word word word…');
    expect(snippet('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
