// A 400 from the server names the fields it refused ({ message, errors: { field: [...] } }): those
// messages go under the fields of the form, like the browser's own checks.
import { ApiError } from '../../lib/api-client';

/** The server's messages for the given form fields, when the error is a 400 that has any. */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
): Partial<Record<K, string[]>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors = error.body?.errors ?? {};
  const result: Partial<Record<K, string[]>> = {};
  for (const field of fields) {
    const messages = errors[field];
    if (messages && messages.length > 0) result[field] = messages;
  }
  return result;
}
