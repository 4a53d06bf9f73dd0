import { describe, expect, it } from 'vitest';
import { badgeText, editStatus, positionStatus } from './position-status';

const open = { status: 'active', closedReason: null, approved: false, declined: null } as const;
const at = '2026-03-01T00:00:00.000Z';

describe("a position's status in the church's words", () => {
  it('is Pending Approval until the college approves it, then Approved', () => {
    expect(positionStatus(open)).toEqual({
      label: 'Pending Approval',
      variant: 'pending',
      reason: null,
    });
    expect(positionStatus({ ...open, approved: true }).label).toBe('Approved');
  });

  it("is Declined with the college's reason and note", () => {
    const declined = positionStatus({
      ...open,
      declined: { reason: 'other', note: 'Please add a contact phone.', at },
    });
    expect(declined).toEqual({
      label: 'Declined',
      variant: 'destructive',
      reason: 'Other: Please add a contact phone.',
    });
    expect(
      positionStatus({ ...open, declined: { reason: 'incomplete', note: null, at } }).reason,
    ).toBe('Missing or unclear information');
  });

  it('is Closed with the reason label instead of Approved', () => {
    const closed = positionStatus({
      ...open,
      approved: true,
      status: 'closed',
      closedReason: 'filled',
    });
    expect(closed.label).toBe('Closed');
    expect(badgeText(closed)).toBe('Closed · Filled');
    expect(badgeText(positionStatus({ ...open, status: 'closed', closedReason: 'deadline' }))).toBe(
      'Closed · Apply-by date passed',
    );
    expect(badgeText(positionStatus({ ...open, status: 'closed', closedReason: null }))).toBe(
      'Closed',
    );
  });

  it('says where an edit of an approved position stands', () => {
    expect(editStatus({ revision: null })).toBeNull();
    const data = {} as never;
    expect(
      editStatus({
        revision: { positionId: 'p', data, status: 'pending', declined: null, submittedAt: at },
      })?.label,
    ).toBe('Edit pending approval');
    expect(
      editStatus({
        revision: {
          positionId: 'p',
          data,
          status: 'declined',
          declined: { reason: 'duplicate', note: null, at },
          submittedAt: at,
        },
      }),
    ).toEqual({
      label: 'Edit declined',
      variant: 'destructive',
      reason: 'Duplicate of another position',
    });
  });
});
