import { describe, expect, it } from 'vitest';
import { browseSearchQuery, matchesBrowseSearch, parseBrowseSearch } from './position-search';

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

describe('a list query', () => {
  it('matches the positions of its type, or every position', () => {
    expect(matchesBrowseSearch({ positionType: 'part-time' }, { type: 'part-time' })).toBe(true);
    expect(matchesBrowseSearch({ positionType: 'full-time' }, { type: 'part-time' })).toBe(false);
    expect(matchesBrowseSearch({ positionType: 'full-time' }, {})).toBe(true);
  });

  it('is written back as the address has it', () => {
    expect(browseSearchQuery({ type: 'part-time' })).toBe('?type=part-time');
    expect(browseSearchQuery({})).toBe('');
  });
});
