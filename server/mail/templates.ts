// The two messages the board sends. Plain text carries everything (some readers show nothing else);
// the HTML part is a simple copy with a button-like link. Every interpolated value is escaped.
import type { Config } from '../config';

/** A message ready for Mailer.send. */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Subject of the e-mail verification message. */
export const VERIFY_SUBJECT = 'Confirm your e-mail address';
/** Subject of the password reset message. */
export const RESET_SUBJECT = 'Reset your password';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function greeting(firstName: string | null): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

function render(
  to: string,
  subject: string,
  lines: { intro: string[]; link: string; action: string; outro: string[] },
  firstName: string | null,
): MailContent {
  const hello = greeting(firstName);
  const text = [hello, '', ...lines.intro, '', lines.link, '', ...lines.outro, ''].join('\n');
  const paragraphs = (items: string[]) =>
    items.map((item) => `<p>${escapeHtml(item)}</p>`).join('\n');
  const html = [
    '<!doctype html>',
    `<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">`,
    `<p>${escapeHtml(hello)}</p>`,
    paragraphs(lines.intro),
    `<p><a href="${escapeHtml(lines.link)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(lines.action)}</a></p>`,
    `<p style="font-size: 13px; color: #4b5563">Or copy this address into your browser: ${escapeHtml(lines.link)}</p>`,
    paragraphs(lines.outro),
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

/** The message with the link that proves the address belongs to the person who signed up. */
export function verificationMessage(
  config: Pick<Config, 'collegeName'>,
  user: { email: string; firstName: string | null },
  link: string,
): MailContent {
  return render(
    user.email,
    VERIFY_SUBJECT,
    {
      intro: [
        `Please confirm your e-mail address for the ${config.collegeName} job board by opening this link:`,
      ],
      link,
      action: 'Confirm my e-mail address',
      outro: [
        'The link is valid for 24 hours.',
        // Someone may sign up with another person's address: the owner must not confirm it for them.
        'If you did not create an account, ignore this message and do not open the link.',
      ],
    },
    user.firstName,
  );
}

/** The message with a single-use link to choose a new password. */
export function resetMessage(
  config: Pick<Config, 'collegeName'>,
  user: { email: string; firstName: string | null },
  link: string,
): MailContent {
  return render(
    user.email,
    RESET_SUBJECT,
    {
      intro: [
        `Someone asked to reset the password of your ${config.collegeName} job board account. Open this link to choose a new one:`,
      ],
      link,
      action: 'Choose a new password',
      outro: [
        'The link works once and expires in one hour.',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
    },
    user.firstName,
  );
}
