// Addresses built by the auth routes: never from client-chosen headers, never off-site.
import { describe, expect, it } from 'vitest';
import { appBaseUrl, resetLink, safeReturnTo, verifyLink } from './links';

describe('appBaseUrl', () => {
  it('uses PUBLIC_URL when set', () => {
    expect(
      appBaseUrl(
        { protocol: 'http', host: 'internal:3000' },
        { publicUrl: 'https://jobs.college.test' },
      ),
    ).toBe('https://jobs.college.test');
  });

  it('otherwise uses the request scheme and host, not the Origin header', () => {
    const ctx = { protocol: 'http', host: '127.0.0.1:3000', origin: 'https://evil.test' };
    expect(appBaseUrl(ctx, { publicUrl: null })).toBe('http://127.0.0.1:3000');
  });
});

describe('links', () => {
  it('put the token in the query, encoded', () => {
    expect(verifyLink('https://a.test', 'abc_-1')).toBe(
      'https://a.test/api/auth/local/verify?token=abc_-1',
    );
    expect(resetLink('https://a.test', 'a b')).toBe('https://a.test/reset-password?token=a%20b');
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
