import { describe, expect, it } from 'vitest';
import { parseBrowseSearch, parsePositionPageSearch } from './position-search-params';

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

describe('parsePositionPageSearch', () => {
  it('keeps apply when it is true, as the router or a typed address writes it', () => {
    expect(parsePositionPageSearch({ apply: true })).toEqual({ apply: true });
    expect(parsePositionPageSearch({ apply: 'true' })).toEqual({ apply: true });
  });

  it('ignores anything else', () => {
    expect(parsePositionPageSearch({ apply: false })).toEqual({});
    expect(parsePositionPageSearch({ apply: '1' })).toEqual({});
    expect(parsePositionPageSearch({})).toEqual({});
  });
});
