import { describe, expect, it } from 'vitest';
import { adminPosition } from './admin-position-fixture';
import { dashboardList, firstParagraph, matchesAdminSearch } from './position-list';

describe('matchesAdminSearch', () => {
  const position = adminPosition({
    title: 'Worship Leader',
    church: { churchName: 'Hope Chapel', location: 'Shelbyville', logoUrl: null },
  });

  it('finds the title or the church name, in any case, around spaces', () => {
    expect(matchesAdminSearch(position, 'worship')).toBe(true);
    expect(matchesAdminSearch(position, '  HOPE chap ')).toBe(true);
    expect(matchesAdminSearch(position, '')).toBe(true);
    expect(matchesAdminSearch(position, 'youth')).toBe(false);
  });

  it('does not search the location', () => {
    expect(matchesAdminSearch(position, 'Shelbyville')).toBe(false);
  });

  it('copes with a position whose church is gone', () => {
    expect(matchesAdminSearch({ ...position, church: null }, 'hope')).toBe(false);
    expect(matchesAdminSearch({ ...position, church: null }, 'leader')).toBe(true);
  });
});

describe('dashboardList', () => {
  it('lists each position once, those waiting first, each group in the given order', () => {
    const live = adminPosition({ id: 'live' });
    const waiting = adminPosition({ id: 'waiting', approved: false });
    const closed = adminPosition({ id: 'closed', status: 'closed', closedReason: 'filled' });
    const edit = adminPosition({
      id: 'edit',
      revision: {
        positionId: 'edit',
        data: live,
        status: 'pending',
        declined: null,
        submittedAt: live.updatedAt,
      },
    });
    expect(dashboardList([live, waiting, closed, edit], '').map((p) => p.id)).toEqual([
      'waiting',
      'edit',
      'live',
      'closed',
    ]);
  });

  it('keeps only the matches', () => {
    const list = [
      adminPosition({ id: 'a', title: 'Youth Pastor' }),
      adminPosition({ id: 'b', title: 'Organist' }),
    ];
    expect(dashboardList(list, 'organ').map((p) => p.id)).toEqual(['b']);
  });
});

describe('firstParagraph', () => {
  it('stops at the first blank line', () => {
    expect(firstParagraph('Lead the youth.\nWeekly.\n\nSecond part.\n\nThird.')).toBe(
      'Lead the youth.\nWeekly.',
    );
    expect(firstParagraph('  One paragraph only.  ')).toBe('One paragraph only.');
    expect(firstParagraph('First.\n   \nSecond.')).toBe('First.');
  });
});
