import { describe, expect, it } from 'vitest';
import { parseLoginSearch, parseResetSearch } from './login-search';

describe('parseLoginSearch', () => {
  it('keeps an error code and a known mode', () => {
    expect(parseLoginSearch({ error: 'invalid-link', mode: 'sign-up' })).toEqual({
      error: 'invalid-link',
      mode: 'sign-up',
    });
  });

  it('drops malformed values', () => {
    expect(parseLoginSearch({ error: '<script>', mode: 'admin' })).toEqual({});
    expect(parseLoginSearch({ error: 42, mode: ['forgot'] })).toEqual({});
  });
});

describe('parseResetSearch', () => {
  it('reads the token as text', () => {
    expect(parseResetSearch({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(parseResetSearch({ token: 123 })).toEqual({ token: '123' });
    expect(parseResetSearch({ token: '' })).toEqual({});
    expect(parseResetSearch({})).toEqual({});
  });

  it('reads confirmed=1 (the address was just proven), ignoring anything else', () => {
    expect(parseResetSearch({ token: 'abc', confirmed: 1 })).toEqual({
      token: 'abc',
      confirmed: true,
    });
    expect(parseResetSearch({ token: 'abc', confirmed: '1' })).toEqual({
      token: 'abc',
      confirmed: true,
    });
    expect(parseResetSearch({ token: 'abc', confirmed: 'yes please' })).toEqual({ token: 'abc' });
  });
});
