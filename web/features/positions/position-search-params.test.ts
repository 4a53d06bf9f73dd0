import { describe, expect, it } from 'vitest';
import { parsePositionPageSearch } from './position-search-params';

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
