import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it("keeps a 400's messages for the form's own fields", () => {
    const error = new ApiError(400, '{}', {
      message: 'Invalid',
      errors: { title: ['Title must be at least 3 characters'], other: ['x'], description: [] },
    });
    expect(serverFieldErrors(error, ['title', 'description'])).toEqual({
      title: ['Title must be at least 3 characters'],
    });
  });

  it('ignores other failures', () => {
    expect(serverFieldErrors(new ApiError(500, 'boom', null), ['title'])).toEqual({});
    expect(serverFieldErrors(new Error('400: x'), ['title'])).toEqual({});
  });
});
