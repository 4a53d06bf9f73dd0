import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionCard } from '../../../shared/position-card';
import { samplePosition } from '../../../shared/testing/sample-position';
import type { PositionCard } from '../../../shared/types';
import {
  emptyStateText,
  filterIndexed,
  filterPositions,
  indexPositions,
  isFiltering,
  resultCountText,
  searchablePositions,
  type TypeFilter,
} from './position-filters';

function position(
  id: string,
  title: string,
  churchName: string,
  location: string,
  positionType: PositionCard['positionType'],
): PositionCard {
  return positionCard(
    samplePosition({
      id,
      title,
      positionType,
      church: { churchName, location, logoUrl: null },
    }),
  );
}

const positions = [
  position('1', 'Youth Pastor', 'Grace Chapel', 'Springfield', 'full-time'),
  position('2', 'Worship Leader', 'Hope Church', 'Shelbyville', 'part-time'),
  position('3', 'Office Assistant', 'Grace Fellowship', 'Capital City', 'part-time'),
];
const ids = (list: readonly PositionCard[]) => list.map((p) => p.id);

describe('filterPositions', () => {
  it('keeps everything with no search and all types', () => {
    expect(ids(filterPositions(positions, '', 'all'))).toEqual(['1', '2', '3']);
  });

  it('matches title, church name and location, ignoring case and surrounding spaces', () => {
    expect(ids(filterPositions(positions, 'PASTOR', 'all'))).toEqual(['1']);
    expect(ids(filterPositions(positions, 'grace', 'all'))).toEqual(['1', '3']);
    expect(ids(filterPositions(positions, '  shelby ', 'all'))).toEqual(['2']);
  });

  it('combines the search with the position type', () => {
    expect(ids(filterPositions(positions, 'grace', 'part-time'))).toEqual(['3']);
    expect(ids(filterPositions(positions, '', 'full-time'))).toEqual(['1']);
  });

  it('finds nothing for a search that matches nothing', () => {
    expect(filterPositions(positions, 'zzz-nothing', 'all')).toEqual([]);
  });
});

describe('filterIndexed', () => {
  it('answers like filterPositions for any list, search and type', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', 'c', ' ', 'É', 'ß', 'Σ', 'ς') });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            title: text,
            churchName: text,
            location: text,
            type: fc.constantFrom('full-time' as const, 'part-time' as const),
          }),
          { maxLength: 8 },
        ),
        text,
        fc.constantFrom<TypeFilter>('all', 'full-time', 'part-time'),
        (rows, search, type) => {
          const list = rows.map((row, i) =>
            position(String(i), row.title, row.churchName, row.location, row.type),
          );
          expect(ids(filterIndexed(indexPositions(list), search, type))).toEqual(
            ids(filterPositions(list, search, type)),
          );
        },
      ),
    );
  });

  it('never matches across two fields', () => {
    const list = [position('1', 'Youth', 'Pastor', 'Town', 'full-time')];
    expect(filterIndexed(indexPositions(list), 'youthpastor', 'all')).toEqual([]);
    expect(ids(filterIndexed(indexPositions(list), 'pastor', 'all'))).toEqual(['1']);
  });
});

describe('searchablePositions', () => {
  it('answers like filterPositions, one search after another over the same list', () => {
    const filter = searchablePositions(positions);
    for (const [search, type] of [
      ['', 'all'],
      ['', 'part-time'],
      ['grace', 'all'],
      ['  SHELBY ', 'part-time'],
      ['', 'full-time'],
      ['zzz', 'all'],
    ] as const) {
      expect(ids(filter(search, type))).toEqual(ids(filterPositions(positions, search, type)));
    }
  });

  it("reads no position's text until the student searches", () => {
    let titlesRead = 0;
    const counted = positions.map((p) => ({
      ...p,
      get title() {
        titlesRead++;
        return p.title;
      },
    }));
    const filter = searchablePositions(counted);

    filter('', 'all');
    filter('', 'part-time');
    expect(titlesRead).toBe(0);

    filter('youth', 'all');
    filter('youth p', 'all');
    // Indexed once, on the first search.
    expect(titlesRead).toBe(positions.length);
  });
});

describe('the empty state', () => {
  it('says nothing was found when the student is filtering', () => {
    expect(isFiltering('x', 'all')).toBe(true);
    expect(isFiltering('', 'part-time')).toBe(true);
    expect(emptyStateText(true)).toEqual({
      title: 'No Positions Found',
      description: 'Try adjusting your search or filters...',
    });
  });

  it('says none are available when nothing is filtered', () => {
    expect(isFiltering('   ', 'all')).toBe(false);
    expect(emptyStateText(false).title).toBe('No Positions Available');
  });
});

describe('resultCountText', () => {
  it('counts positions in words', () => {
    expect(resultCountText(1)).toBe('1 position');
    expect(resultCountText(0)).toBe('0 positions');
    expect(resultCountText(4)).toBe('4 positions');
  });
});
