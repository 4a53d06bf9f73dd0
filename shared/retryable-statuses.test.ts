import { describe, expect, it } from 'vitest';
import { isRetryableStatus } from './retryable-statuses';

describe('isRetryableStatus', () => {
  it('retries a timeout, a key still being processed, too early, too many requests and any 5xx', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504, 599]) {
      expect(isRetryableStatus(status), String(status)).toBe(true);
    }
  });

  it('does not retry a refusal, a sign-in, a success or a redirect', () => {
    for (const status of [200, 201, 204, 304, 400, 401, 403, 404, 410, 413, 415, 422, 600]) {
      expect(isRetryableStatus(status), String(status)).toBe(false);
    }
  });
});
