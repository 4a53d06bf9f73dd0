import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationCountText, applyByText, positionTypeLabel, postedAgo } from './position-text';

describe('applicationCountText', () => {
  it('uses the singular for exactly one application', () => {
    expect(applicationCountText(1)).toBe('1 application');
  });

  it('uses the plural for none and for several', () => {
    expect(applicationCountText(0)).toBe('0 applications');
    expect(applicationCountText(2)).toBe('2 applications');
    expect(applicationCountText(11)).toBe('11 applications');
  });
});

describe('positionTypeLabel', () => {
  it('names both position types as the spec writes them', () => {
    expect(positionTypeLabel('full-time')).toBe('Full-time');
    expect(positionTypeLabel('part-time')).toBe('Part-time');
  });
});

describe('postedAgo', () => {
  afterEach(() => vi.useRealTimers());

  it("says how long ago a position was posted, in date-fns' words", () => {
    vi.useFakeTimers({ now: new Date('2025-03-10T12:00:00Z') });
    expect(postedAgo('2025-03-10T11:59:50Z')).toBe('Posted less than a minute ago');
    expect(postedAgo('2025-03-07T12:00:00Z')).toBe('Posted 3 days ago');
    expect(postedAgo('2025-01-10T12:00:00Z')).toBe('Posted about 2 months ago');
  });
});

describe('applyByText', () => {
  it("says the church's last day as the calendar day it is", () => {
    expect(applyByText('2026-06-30')).toBe('Apply by Jun 30, 2026');
  });
});
