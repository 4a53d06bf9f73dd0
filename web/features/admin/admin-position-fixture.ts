// A position as GET /api/admin/positions answers it, for the admin feature's unit tests: the
// shared sample (live, approved) with the admin list's extras, unless the test says otherwise.
import { samplePosition } from '../../../shared/testing/sample-position';
import type { AdminPosition } from '../../../shared/types';

/** An admin list entry with `overrides` applied. */
export function adminPosition(overrides: Partial<AdminPosition> = {}): AdminPosition {
  return { ...samplePosition(), applicationCount: 0, revision: null, ...overrides };
}
