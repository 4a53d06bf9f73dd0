// A form the API refused: 400 with each field's message, the words the client shows beside it.
import { expect } from 'vitest';
import type { TestResponse } from './http-client';

/** Expects the 400 answer that names exactly these fields with exactly these messages. */
export function expectFieldErrors(
  response: TestResponse<{ errors?: Record<string, string[]> }>,
  errors: Record<string, string[]>,
): void {
  expect(response.status).toBe(400);
  expect(response.body.errors).toEqual(errors);
}
