import { describe, expect, it } from 'vitest';
import { newCount, statusCountsText } from './status-counts';

describe("a position card's counts per status", () => {
  it('names only the statuses the position has, in the pipeline order', () => {
    expect(statusCountsText({ pending: 2, reviewed: 1, contacted: 1, declined: 0, hired: 0 })).toBe(
      '2 New · 1 Reviewed · 1 Contacted',
    );
    expect(statusCountsText({ hired: 1, pending: 0, declined: 3 })).toBe('3 Declined · 1 Hired');
  });

  it('says nothing without applications, or for a copy kept before the counts existed', () => {
    expect(
      statusCountsText({ pending: 0, reviewed: 0, contacted: 0, declined: 0, hired: 0 }),
    ).toBeNull();
    expect(statusCountsText(undefined)).toBeNull();
    expect(newCount(undefined)).toBe(0);
  });

  it('counts the new ones', () => {
    expect(newCount({ pending: 3, reviewed: 1 })).toBe(3);
  });
});
