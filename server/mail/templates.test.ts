// The sign-in messages: subjects, links in both parts, escaping in the HTML part, and no text chosen
// by whoever asked for a message to an address not yet proven.
import { describe, expect, it } from 'vitest';
import {
  RESET_SUBJECT,
  SIGNUP_ATTEMPT_SUBJECT,
  VERIFY_SUBJECT,
  resetMessage,
  signupAttemptMessage,
  verificationMessage,
} from './templates';

const config = { collegeName: 'Leadership <College>' };

describe('mail templates', () => {
  it('builds the verification message with the link in text and HTML', () => {
    const message = verificationMessage(
      config,
      { email: 'a@b.test' },
      'https://jobs.test/api/auth/local/verify?token=t&x=1',
    );
    expect(message.subject).toBe(VERIFY_SUBJECT);
    expect(VERIFY_SUBJECT).toBe('Confirm your e-mail address');
    expect(message.to).toBe('a@b.test');
    // No first name: whoever signs up chooses it, and the address may be someone else's.
    expect(message.text.startsWith('Hello,\n')).toBe(true);
    expect(message.text).toContain('https://jobs.test/api/auth/local/verify?token=t&x=1');
    expect(message.html).toContain(
      'href="https://jobs.test/api/auth/local/verify?token=t&amp;x=1"',
    );
    expect(message.html).toContain('Leadership &lt;College&gt;');
    expect(message.html).not.toContain('<College>');
  });

  it('builds the reset message', () => {
    const message = resetMessage(
      config,
      { email: 'a@b.test', firstName: null, emailVerified: true },
      'https://jobs.test/reset-password?token=t',
    );
    expect(message.subject).toBe(RESET_SUBJECT);
    expect(RESET_SUBJECT).toBe('Reset your password');
    expect(message.text.startsWith('Hello,\n')).toBe(true);
    expect(message.text).toContain('https://jobs.test/reset-password?token=t');
    expect(message.text).toContain('one hour');
  });

  it('greets by name in a reset message only once the address is proven', () => {
    const link = 'https://jobs.test/reset-password?token=t';
    const verified = resetMessage(
      config,
      { email: 'a@b.test', firstName: 'Ann', emailVerified: true },
      link,
    );
    expect(verified.text.startsWith('Hello Ann,\n')).toBe(true);
    const unproven = resetMessage(
      config,
      { email: 'a@b.test', firstName: 'Visit evil.test', emailVerified: false },
      link,
    );
    expect(unproven.text).not.toContain('evil.test');
    expect(unproven.html).not.toContain('evil.test');
  });

  it('escapes a name that looks like markup', () => {
    const message = resetMessage(
      config,
      { email: 'a@b.test', firstName: '<img src=x onerror=alert(1)>', emailVerified: true },
      'https://x.test/',
    );
    expect(message.html).not.toContain('<img');
  });

  it('tells the owner of a taken address about a sign-up attempt, with sign-in and reset links', () => {
    const message = signupAttemptMessage(config, 'a@b.test', {
      login: 'https://jobs.test/login',
      reset: 'https://jobs.test/reset-password?token=t',
    });
    expect(message.subject).toBe(SIGNUP_ATTEMPT_SUBJECT);
    expect(message.to).toBe('a@b.test');
    expect(message.text.startsWith('Hello,\n')).toBe(true);
    expect(message.text).toContain('https://jobs.test/login');
    expect(message.text).toContain('https://jobs.test/reset-password?token=t');
    expect(message.html).toContain('href="https://jobs.test/reset-password?token=t"');
  });
});
