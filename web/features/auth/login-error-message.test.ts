import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login-error-message';

describe('loginErrorMessage', () => {
  it('has words for every code the server redirects with', () => {
    for (const code of [
      'invalid-link',
      'sign-in-failed',
      'sign-in-cancelled',
      'sign-in-expired',
      'email-in-use',
    ]) {
      const message = loginErrorMessage(code);
      expect(message, code).toBeTruthy();
      expect(message, code).not.toBe(loginErrorMessage('something-else'));
    }
  });

  it('says nothing without a code and something general for an unknown one', () => {
    expect(loginErrorMessage(undefined)).toBeNull();
    expect(loginErrorMessage('')).toBeNull();
    expect(loginErrorMessage('nope')).toBe('Sign-in did not work. Please try again.');
    expect(loginErrorMessage('constructor')).toBe('Sign-in did not work. Please try again.');
  });
});
