// The sign-in messages the board sends. Plain text carries everything (some readers show nothing else);
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
/** Subject of the message to an address's owner when someone signs up with it again. */
export const SIGNUP_ATTEMPT_SUBJECT = 'Someone tried to create an account with your e-mail address';

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

/**
 * The message with the link that proves the address belongs to the person who signed up. It
 * carries no text the requester chose (not even a first name): whoever signs up decides where it
 * goes, so it must not be a way to send someone words of their choosing.
 */
export function verificationMessage(
  config: Pick<Config, 'collegeName'>,
  user: { email: string },
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
    null,
  );
}

/**
 * To the owner of an address someone tried to sign up with again (sign-up answers as for a new
 * address, so only the owner learns of it): a sign-in link and a single-use reset link.
 */
export function signupAttemptMessage(
  config: Pick<Config, 'collegeName'>,
  to: string,
  links: { login: string; reset: string },
): MailContent {
  return render(
    to,
    SIGNUP_ATTEMPT_SUBJECT,
    {
      intro: [
        `Someone tried to create a ${config.collegeName} job board account with this e-mail address, which already has one.`,
        `If it was you, sign in at ${links.login} or choose a new password with this link:`,
      ],
      link: links.reset,
      action: 'Choose a new password',
      outro: [
        'The reset link works once and expires in one hour.',
        'If it was not you, ignore this message: your account stays as it is.',
      ],
    },
    null,
  );
}

/** The message with a single-use link to choose a new password. */
export function resetMessage(
  config: Pick<Config, 'collegeName'>,
  user: { email: string; firstName: string | null; emailVerified: boolean },
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
    // Before the address is proven the name is whatever someone who signed up with it typed.
    user.emailVerified ? user.firstName : null,
  );
}
