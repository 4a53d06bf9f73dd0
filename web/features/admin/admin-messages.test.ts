import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { adminPosition } from './admin-position-fixture';
import {
  ageBadge,
  approvedMessage,
  archivedDescription,
  bulkApprovedMessage,
  declinedMessage,
  failureMessage,
} from './admin-messages';

describe('archivedDescription', () => {
  it("is the spec's toast text", () => {
    expect(archivedDescription(3)).toBe('Successfully archived 3 position(s) older than 60 days.');
    expect(archivedDescription(0)).toBe('Successfully archived 0 position(s) older than 60 days.');
  });
});

describe('failureMessage', () => {
  it("prefers the server's message", () => {
    const error = new ApiError(404, '{"message":"Position not found"}', {
      message: 'Position not found',
    });
    expect(failureMessage(error, 'Failed to approve position')).toBe('Position not found');
  });

  it('falls back without one', () => {
    expect(
      failureMessage(new ApiError(502, 'Bad Gateway', null), 'Failed to approve position'),
    ).toBe('Failed to approve position');
    expect(failureMessage(new Error('x'), 'Failed to delete position')).toBe(
      'Failed to delete position',
    );
  });

  it('says when the server could not be reached', () => {
    expect(
      failureMessage(
        new NetworkError(new TypeError('fetch failed')),
        'Failed to archive positions',
      ),
    ).toMatch(/^Failed to archive positions\. The job board could not be reached/);
  });
});

describe('ageBadge', () => {
  it('has the three styles at 30 and 60 days', () => {
    expect(ageBadge(0)).toEqual({ label: '0 days old', variant: 'default' });
    expect(ageBadge(1)).toEqual({ label: '1 day old', variant: 'default' });
    expect(ageBadge(29).variant).toBe('default');
    expect(ageBadge(30).variant).toBe('secondary');
    expect(ageBadge(59).variant).toBe('secondary');
    expect(ageBadge(60).variant).toBe('destructive');
    expect(ageBadge(400)).toEqual({ label: '400 days old', variant: 'destructive' });
  });

  it('never shows a negative age', () => {
    expect(ageBadge(-1)).toEqual({ label: '0 days old', variant: 'default' });
  });
});

describe('bulkApprovedMessage', () => {
  const titles: Record<string, string> = { a: 'Youth Pastor', b: 'Organist', c: 'Intern' };
  const titleOf = (id: string) => titles[id] ?? id;

  it('counts what was approved', () => {
    expect(
      bulkApprovedMessage({ approved: ['a', 'b'], changed: [], refused: [] }, titleOf),
    ).toEqual({
      title: 'Positions Approved',
      description: 'Approved 2 positions. Students can now see them.',
    });
    expect(
      bulkApprovedMessage({ approved: ['a'], changed: [], refused: [] }, titleOf).description,
    ).toBe('Approved 1 position. Students can now see them.');
  });

  it("names each refused position with the server's reason", () => {
    const message = bulkApprovedMessage(
      {
        approved: ['a'],
        changed: [],
        refused: [{ id: 'c', message: 'This position is closed. Reopen it first.' }],
      },
      titleOf,
    );
    expect(message).toEqual({
      title: 'Some Positions Not Approved',
      description:
        'Approved 1 position. Not approved: "Intern": This position is closed. Reopen it first.',
      variant: 'destructive',
    });
    expect(
      bulkApprovedMessage(
        { approved: [], changed: [], refused: [{ id: 'b', message: 'Gone' }] },
        titleOf,
      ),
    ).toEqual({
      title: 'Positions Not Approved',
      description: 'Not approved: "Organist": Gone',
      variant: 'destructive',
    });
  });
});

describe('bulkApprovedMessage of positions changed since the list was loaded', () => {
  const titles: Record<string, string> = { a: 'Youth Pastor', b: 'Organist', c: 'Intern' };
  const titleOf = (id: string) => titles[id] ?? id;

  it('names each by the title the admin ticked and says to review the new text', () => {
    const changedOne = adminPosition({ id: 'b', title: 'Send a deposit to apply' });
    expect(
      bulkApprovedMessage({ approved: ['a'], changed: [changedOne], refused: [] }, titleOf),
    ).toEqual({
      title: 'Some Positions Not Approved',
      description:
        'Approved 1 position. This position changed since you opened it, so it was not approved: "Organist". Review the new text before approving.',
      variant: 'destructive',
    });
    const both = [changedOne, adminPosition({ id: 'c' })];
    expect(
      bulkApprovedMessage(
        { approved: [], changed: both, refused: [{ id: 'a', message: 'Gone' }] },
        titleOf,
      ),
    ).toEqual({
      title: 'Positions Not Approved',
      description:
        'These positions changed since you opened them, so they were not approved: "Organist", "Intern". Review the new text before approving. Not approved: "Youth Pastor": Gone',
      variant: 'destructive',
    });
  });
});

describe('approval and decline toasts', () => {
  it("keeps the spec's words for a position and says what happens to an edit", () => {
    expect(approvedMessage(false)).toEqual({
      title: 'Position Approved',
      description: 'The position is now visible to students.',
    });
    expect(approvedMessage(true).title).toBe('Edit Approved');
    expect(declinedMessage(false).title).toBe('Position Declined');
    expect(declinedMessage(true).description).toMatch(/keep seeing the approved version/);
  });
});
