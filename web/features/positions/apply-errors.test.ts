import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { applyFailureDescription, applyFieldErrors } from './apply-errors';

describe('applyFailureDescription', () => {
  it("shows the server's message (a closed position, the rate limit)", () => {
    const closed = new ApiError(410, '{}', {
      message: 'This position is no longer accepting applications.',
    });
    expect(applyFailureDescription(closed)).toBe(
      'This position is no longer accepting applications.',
    );
  });

  it('falls back to the spec message without one', () => {
    expect(applyFailureDescription(new NetworkError(null))).toBe(
      'Failed to submit application. Please try again.',
    );
    expect(applyFailureDescription(new ApiError(502, 'Bad Gateway', null))).toBe(
      'Failed to submit application. Please try again.',
    );
  });
});

describe('applyFieldErrors', () => {
  it("keeps a 400's messages for the form's own fields", () => {
    const error = new ApiError(400, '{}', {
      message: 'Phone number is required',
      errors: { studentPhone: ['Phone number is required'], positionId: ['x'], _: ['y'] },
    });
    expect(applyFieldErrors(error)).toEqual({ studentPhone: ['Phone number is required'] });
  });

  it('has nothing for other failures', () => {
    expect(applyFieldErrors(new ApiError(429, '{}', { message: 'Slow down' }))).toEqual({});
    expect(applyFieldErrors(new Error('x'))).toEqual({});
  });
});
