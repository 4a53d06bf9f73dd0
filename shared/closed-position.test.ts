import { describe, expect, it } from 'vitest';
import { closedHeadline } from './closed-position';
import { dateText } from './dates';
import type { ClosedPosition } from './types';

const closed: ClosedPosition = {
  id: 'p1',
  title: 'Worship Leader',
  churchName: 'Grace Church',
  positionType: 'part-time',
  closedReason: 'no-longer-hiring',
  closedAt: '2026-12-03T15:00:00.000Z',
};

describe('closedHeadline', () => {
  it('says a filled position was filled', () => {
    expect(closedHeadline({ ...closed, closedReason: 'filled' })).toBe('This position was filled');
  });

  it('gives the day any other position closed, whatever closed it', () => {
    for (const closedReason of ['no-longer-hiring', 'deadline', 'expired'] as const) {
      expect(closedHeadline({ ...closed, closedReason })).toBe(
        `This position closed on ${dateText(closed.closedAt!)}`,
      );
    }
  });

  it('says it is closed when the day is not known', () => {
    expect(closedHeadline({ ...closed, closedAt: null })).toBe('This position is closed');
  });
});
