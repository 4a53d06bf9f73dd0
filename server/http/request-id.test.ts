import { describe, expect, it } from 'vitest';
import { requestIdSource, safeIncomingId } from './request-id';

describe('request ids', () => {
  it('are unique within a process and apart between processes', () => {
    const a = requestIdSource();
    const b = requestIdSource();
    const ids = new Set(Array.from({ length: 1000 }, () => a()));
    expect(ids.size).toBe(1000);
    expect(a().split('-')[0]).not.toBe(b().split('-')[0]);
  });

  it('echo only safe incoming ids', () => {
    expect(safeIncomingId('abc-123_x.y')).toBe('abc-123_x.y');
    expect(safeIncomingId('bad id')).toBeUndefined();
    expect(safeIncomingId('"quoted"')).toBeUndefined();
    expect(safeIncomingId('x'.repeat(65))).toBeUndefined();
    expect(safeIncomingId(['a', 'b'])).toBeUndefined();
    expect(safeIncomingId(undefined)).toBeUndefined();
  });
});
