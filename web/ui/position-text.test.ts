import { describe, expect, it } from 'vitest';
import { applicationCountText, positionTypeLabel } from './position-text';

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
