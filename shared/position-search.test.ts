import { describe, expect, it } from 'vitest';
import {
  browseSearchQuery,
  matchesBrowseSearch,
  parseBrowseSearch,
  SEARCH_TEXT_MAX,
} from './position-search';

describe('parseBrowseSearch', () => {
  it('keeps a known position type', () => {
    expect(parseBrowseSearch({ type: 'part-time' })).toEqual({ type: 'part-time' });
    expect(parseBrowseSearch({ type: 'full-time', other: 'x' })).toEqual({ type: 'full-time' });
  });

  it('ignores anything else', () => {
    expect(parseBrowseSearch({ type: 'volunteer' })).toEqual({});
    expect(parseBrowseSearch({ type: ['part-time'] })).toEqual({});
    expect(parseBrowseSearch({})).toEqual({});
  });
});

describe('the search text of an address', () => {
  it('is kept trimmed, cut at SEARCH_TEXT_MAX, and left out when empty', () => {
    expect(parseBrowseSearch({ q: '  youth pastor ' })).toEqual({ q: 'youth pastor' });
    expect(parseBrowseSearch({ q: 'x'.repeat(SEARCH_TEXT_MAX + 20) }).q).toHaveLength(
      SEARCH_TEXT_MAX,
    );
    expect(parseBrowseSearch({ q: '   ' })).toEqual({});
    expect(parseBrowseSearch({ q: ['a', 'b'] })).toEqual({});
  });

  it("reads a text the router wrote in JSON's quotes, or as a number, as the text", () => {
    expect(parseBrowseSearch({ q: '"2027"' })).toEqual({ q: '2027' });
    expect(parseBrowseSearch({ q: 2027 })).toEqual({ q: '2027' });
    expect(parseBrowseSearch({ q: '"unclosed' })).toEqual({ q: '"unclosed' });
  });
});

describe('a list query', () => {
  const position = (positionType: 'part-time' | 'full-time') => ({
    title: 'Youth Pastor',
    positionType,
    church: { churchName: 'Grace Church', location: 'Springfield' },
  });

  it('matches the positions of its type and text, or every position', () => {
    expect(matchesBrowseSearch(position('part-time'), { type: 'part-time' })).toBe(true);
    expect(matchesBrowseSearch(position('full-time'), { type: 'part-time' })).toBe(false);
    expect(matchesBrowseSearch(position('full-time'), {})).toBe(true);
    expect(matchesBrowseSearch(position('full-time'), { q: 'springfield' })).toBe(true);
    expect(matchesBrowseSearch(position('full-time'), { q: 'grace', type: 'part-time' })).toBe(
      false,
    );
    expect(matchesBrowseSearch(position('full-time'), { q: 'organist' })).toBe(false);
  });

  it('is written back as the address has it', () => {
    expect(browseSearchQuery({ type: 'part-time' })).toBe('?type=part-time');
    expect(browseSearchQuery({ type: 'part-time', q: 'youth & music' })).toBe(
      '?type=part-time&q=youth+%26+music',
    );
    expect(browseSearchQuery({})).toBe('');
  });
});
