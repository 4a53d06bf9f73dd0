import { describe, expect, it } from 'vitest';
import { ALREADY_APPLIED_CODE, isRetryableAnswer, isRetryableStatus } from './retryable-statuses';

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

describe('isRetryableAnswer', () => {
  it('does not retry a 409 that says this e-mail already applied to the position', () => {
    expect(isRetryableAnswer(409, ALREADY_APPLIED_CODE)).toBe(false);
  });

  it('retries a bare 409 (a key still in progress) and follows isRetryableStatus otherwise', () => {
    expect(isRetryableAnswer(409)).toBe(true);
    expect(isRetryableAnswer(409, 'something-else')).toBe(true);
    expect(isRetryableAnswer(503, ALREADY_APPLIED_CODE)).toBe(true);
    expect(isRetryableAnswer(400)).toBe(false);
  });
});
