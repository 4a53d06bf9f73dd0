// Addresses built by the auth routes: never off-site. That they never come from the request's
// Host is shown in email-links.security.test.ts.
import { describe, expect, it } from 'vitest';
import { loginLink, resetLink, safeReturnTo, verifyLink } from './links';

describe('links', () => {
  it('put the token in the query, encoded', () => {
    expect(verifyLink('https://a.test', 'abc_-1')).toBe(
      'https://a.test/api/auth/local/verify?token=abc_-1',
    );
    expect(resetLink('https://a.test', 'a b')).toBe('https://a.test/reset-password?token=a%20b');
    expect(resetLink('', 'abc', true)).toBe('/reset-password?token=abc&confirmed=1');
    expect(loginLink('https://a.test')).toBe('https://a.test/login');
  });
});

describe('safeReturnTo', () => {
  it('keeps same-site paths', () => {
    expect(safeReturnTo('/church/dashboard?tab=profile')).toBe('/church/dashboard?tab=profile');
  });

  it.each([
    undefined,
    '',
    'https://evil.test',
    '//evil.test',
    '/\\\\evil.test',
    '/a b',
    ['/x'],
    'javascript:alert(1)',
  ])('falls back to / for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
