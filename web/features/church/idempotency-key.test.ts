import { describe, expect, it } from 'vitest';
import { keyForAttempt } from './idempotency-key';

describe('keyForAttempt', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('starts with a fresh key', () => {
    expect(keyForAttempt(null, '{"a":1}', newKey)).toMatch(/^key-/);
  });

  it('reuses the key when the same body is sent again after an unknown outcome', () => {
    const previous = { key: 'k1', body: '{"a":1}', unsettled: true };
    expect(keyForAttempt(previous, '{"a":1}', newKey)).toBe('k1');
  });

  it('takes a fresh key for a changed body or after a definite answer', () => {
    expect(
      keyForAttempt({ key: 'k1', body: '{"a":1}', unsettled: true }, '{"a":2}', newKey),
    ).not.toBe('k1');
    expect(
      keyForAttempt({ key: 'k1', body: '{"a":1}', unsettled: false }, '{"a":1}', newKey),
    ).not.toBe('k1');
  });

  it('uses random UUIDs by default', () => {
    expect(keyForAttempt(null, '{}')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
