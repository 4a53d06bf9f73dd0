import { describe, expect, it } from 'vitest';
import { adminPosition } from './admin-position-fixture';
import { isWaiting, positionStateLabel } from './position-state';

const DECLINE = { reason: 'incomplete', note: null, at: '2026-01-11T00:00:00.000Z' } as const;
const EDIT = {
  positionId: 'p1',
  data: adminPosition(),
  status: 'pending',
  declined: null,
  submittedAt: '2026-01-12T00:00:00.000Z',
} as const;

describe('positionStateLabel', () => {
  it('says each state in words, never the stored "active"', () => {
    expect(positionStateLabel(adminPosition({ approved: false, approvedAt: null }))).toBe(
      'Waiting for approval',
    );
    expect(positionStateLabel(adminPosition({ revision: EDIT }))).toBe('Edit waiting');
    expect(positionStateLabel(adminPosition({ approved: false, declined: DECLINE }))).toBe(
      'Declined',
    );
    expect(positionStateLabel(adminPosition())).toBe('Live');
    expect(positionStateLabel(adminPosition({ revision: { ...EDIT, status: 'declined' } }))).toBe(
      'Live',
    );
  });

  it('names why a position closed', () => {
    expect(positionStateLabel(adminPosition({ status: 'closed', closedReason: 'filled' }))).toBe(
      'Closed — Filled',
    );
    expect(positionStateLabel(adminPosition({ status: 'closed', closedReason: 'expired' }))).toBe(
      'Closed — Archived after 60 days',
    );
    expect(positionStateLabel(adminPosition({ status: 'closed', closedReason: null }))).toBe(
      'Closed',
    );
  });
});

describe('isWaiting', () => {
  it('is true for a new position or an edit the college has not answered', () => {
    expect(isWaiting(adminPosition({ approved: false }))).toBe(true);
    expect(isWaiting(adminPosition({ revision: EDIT }))).toBe(true);
    expect(isWaiting(adminPosition())).toBe(false);
    expect(isWaiting(adminPosition({ approved: false, declined: DECLINE }))).toBe(false);
  });

  it('is false for a closed position: it has to be reopened before it can be approved', () => {
    expect(isWaiting(adminPosition({ approved: false, status: 'closed' }))).toBe(false);
    expect(isWaiting(adminPosition({ revision: EDIT, status: 'closed' }))).toBe(false);
  });
});
