import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems } from './paging';

describe('paging', () => {
  it('counts pages of 50, with one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(60)).toBe(2);
    expect(pageCount(250)).toBe(5);
  });

  it('keeps the page within the pages there are', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(1.7, 3)).toBe(1);
  });

  it('slices the page, the last one shorter', () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    expect(pageItems(items, 1)).toEqual(items.slice(0, 50));
    expect(pageItems(items, 2)).toEqual(items.slice(50));
    expect(pageItems(items, 2, 25)).toEqual(items.slice(25, 50));
  });
});
