import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { submitProblem } from './server-errors';

const FIELDS = ['email', 'password'] as const;

function apiError(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return new ApiError(status, text, body as { message: string });
}

describe('submitProblem', () => {
  it('puts field messages under their fields and leaves the alert empty', () => {
    const error = apiError(400, {
      message: 'Valid email is required',
      errors: { email: ['Valid email is required'] },
    });
    expect(submitProblem(error, FIELDS, 'Failed')).toEqual({
      fields: { email: 'Valid email is required' },
      alert: null,
    });
  });

  it("shows the server's message in the alert when no field is named", () => {
    const error = apiError(401, { message: 'Invalid email or password' });
    expect(submitProblem(error, FIELDS, 'Failed')).toEqual({
      fields: {},
      alert: 'Invalid email or password',
    });
  });

  it('keeps a message for a field the form does not have', () => {
    const error = apiError(400, {
      message: 'The reset link is invalid',
      errors: { token: ['The reset link is invalid'], password: ['Too short'] },
    });
    expect(submitProblem(error, FIELDS, 'Failed')).toEqual({
      fields: { password: 'Too short' },
      alert: 'The reset link is invalid',
    });
  });

  it('falls back when the body is not the API shape, and explains being offline', () => {
    expect(submitProblem(new ApiError(502, 'Bad Gateway', null), FIELDS, 'Failed').alert).toBe(
      'Failed',
    );
    expect(submitProblem(new Error('boom'), FIELDS, 'Failed').alert).toBe('Failed');
    expect(submitProblem(new NetworkError(new TypeError('x')), FIELDS, 'Failed').alert).toMatch(
      /could not be reached/,
    );
  });
});
