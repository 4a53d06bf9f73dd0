// What every change of a position must do, whatever it changes: bump the version by exactly one and
// move updatedAt to the store's clock. The contract files of the review and of the position's life
// assert it through this one helper.
import { expect } from 'vitest';
import type { Position } from '../../../shared/types';
import { ISO_TIMESTAMP } from '../../testing/store-fixtures';

/**
 * Asserts that `after` is `before` changed once, with `fields` set: the version one higher and
 * updatedAt later than before; returns it.
 */
export function expectChangedOnce(
  after: Position | undefined,
  before: Position,
  fields: Partial<Position> = {},
): Position {
  expect(after).toEqual({
    ...before,
    ...fields,
    version: before.version + 1,
    updatedAt: expect.stringMatching(ISO_TIMESTAMP) as unknown,
  });
  if (after === undefined) throw new Error('The change answered undefined');
  expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  return after;
}
