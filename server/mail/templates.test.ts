// The two messages: subjects, links in both parts, and escaping in the HTML part.
import { describe, expect, it } from 'vitest';
import { RESET_SUBJECT, VERIFY_SUBJECT, resetMessage, verificationMessage } from './templates';

const config = { collegeName: 'Leadership <College>' };

describe('mail templates', () => {
  it('builds the verification message with the link in text and HTML', () => {
    const message = verificationMessage(
      config,
      { email: 'a@b.test', firstName: 'Ann' },
      'https://jobs.test/api/auth/local/verify?token=t&x=1',
    );
    expect(message.subject).toBe(VERIFY_SUBJECT);
    expect(VERIFY_SUBJECT).toBe('Confirm your e-mail address');
    expect(message.to).toBe('a@b.test');
    expect(message.text).toContain('Hello Ann,');
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
      { email: 'a@b.test', firstName: null },
      'https://jobs.test/reset-password?token=t',
    );
    expect(message.subject).toBe(RESET_SUBJECT);
    expect(RESET_SUBJECT).toBe('Reset your password');
    expect(message.text.startsWith('Hello,\n')).toBe(true);
    expect(message.text).toContain('https://jobs.test/reset-password?token=t');
    expect(message.text).toContain('one hour');
  });

  it('escapes a name that looks like markup', () => {
    const message = verificationMessage(
      config,
      { email: 'a@b.test', firstName: '<img src=x onerror=alert(1)>' },
      'https://x.test/',
    );
    expect(message.html).not.toContain('<img');
  });
});
