import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { SubmissionKey } from './submission-key';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('SubmissionKey', () => {
  it('reuses the key when the same body is retried after a network error', () => {
    const keys = new SubmissionKey(counter());
    const first = keys.keyFor({ a: 1 });
    keys.settle(new NetworkError(new TypeError('Failed to fetch')));
    expect(keys.keyFor({ a: 1 })).toBe(first);
  });

  it('reuses the key after a 409 (still processing) and a 5xx', () => {
    const keys = new SubmissionKey(counter());
    const first = keys.keyFor({ a: 1 });
    keys.settle(new ApiError(409, 'busy', null));
    expect(keys.keyFor({ a: 1 })).toBe(first);
    keys.settle(new ApiError(503, 'down', null));
    expect(keys.keyFor({ a: 1 })).toBe(first);
  });

  it('makes a new key when the body changed, so the server never sees one key with two bodies', () => {
    const keys = new SubmissionKey(counter());
    const first = keys.keyFor({ a: 1 });
    keys.settle(new NetworkError(null));
    expect(keys.keyFor({ a: 2 })).not.toBe(first);
  });

  it('starts afresh after a success or a refusal', () => {
    const keys = new SubmissionKey(counter());
    const first = keys.keyFor({ a: 1 });
    keys.settle(null);
    const second = keys.keyFor({ a: 1 });
    expect(second).not.toBe(first);
    keys.settle(new ApiError(400, 'bad', { message: 'bad' }));
    expect(keys.keyFor({ a: 1 })).not.toBe(second);
  });
});
