// The layout every message of the board shares (render), and the sign-in messages.
// Plain text carries everything (some readers show nothing else); the HTML part is a simple copy
// with a button-like link. Every interpolated value is escaped.
import type { Config } from '../config';
import { escapeHtml } from '../http/escape-html';

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

/** 'Hello {name},' or, without a name we may show, 'Hello,'. */
export function greeting(firstName: string | null): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

/** What a message says, in order; render lays it out as plain text and as HTML. */
export interface MessageLines {
  /** The first line ('Hello,'); null when the message has none (it opens with a quote). */
  greeting: string | null;
  /**
   * Words someone else wrote (a church's), set apart from the board's own after the greeting:
   * `lead` ('Grace Church wrote:') and the quoted paragraphs, '> '-prefixed in plain text and a
   * blockquote in HTML, so the reader sees where they start and end.
   */
  quote?: { lead: string; paragraphs: string[] };
  /** Paragraphs before the link; a line break inside one stays a line break. */
  intro: string[];
  /** Lines that each carry their own link (a daily summary's applications), as a list. */
  items?: { text: string; link: string }[];
  /** The message's main link, shown as a button in HTML. */
  link?: { url: string; action: string };
  /** Paragraphs after the link. */
  outro: string[];
}

/** Escaped paragraphs; line breaks inside one become <br>. */
function paragraphs(items: string[]): string {
  return items.map((item) => `<p>${escapeHtml(item).replace(/\r?\n/g, '<br>')}</p>`).join('\n');
}

/** A quote's plain-text lines: each prefixed '> ', paragraphs apart by a bare '>'. */
function quotedText(quote: NonNullable<MessageLines['quote']>): string[] {
  return [
    quote.lead,
    '',
    ...quote.paragraphs
      .map((paragraph) => paragraph.split(/\r?\n/).map((line) => `> ${line}`.trimEnd()))
      .flatMap((lines, i) => (i === 0 ? lines : ['>', ...lines])),
    '',
  ];
}

/** A quote's HTML: its lead, then the paragraphs in a blockquote. */
function quotedHtml(quote: NonNullable<MessageLines['quote']>): string[] {
  return [
    `<p>${escapeHtml(quote.lead)}</p>`,
    '<blockquote style="margin: 0 0 16px; padding: 4px 16px; border-left: 4px solid #d1d5db; color: #374151">',
    paragraphs(quote.paragraphs),
    '</blockquote>',
  ];
}

/** The plain-text and HTML parts of a message; every interpolated value is escaped in the HTML. */
export function render(to: string, subject: string, lines: MessageLines): MailContent {
  const items = lines.items ?? [];
  const text = [
    ...(lines.greeting === null ? [] : [lines.greeting, '']),
    ...(lines.quote ? quotedText(lines.quote) : []),
    ...lines.intro.flatMap((item) => [item, '']),
    ...items.flatMap((item) => [`- ${item.text}`, `  ${item.link}`]),
    ...(items.length > 0 ? [''] : []),
    ...(lines.link ? [lines.link.url, ''] : []),
    ...lines.outro.flatMap((item) => [item, '']),
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">`,
    ...(lines.greeting === null ? [] : [`<p>${escapeHtml(lines.greeting)}</p>`]),
    ...(lines.quote ? quotedHtml(lines.quote) : []),
    paragraphs(lines.intro),
    ...(items.length > 0
      ? [
          '<ul>',
          ...items.map(
            (item) =>
              `<li>${escapeHtml(item.text)}<br><a href="${escapeHtml(item.link)}">${escapeHtml(item.link)}</a></li>`,
          ),
          '</ul>',
        ]
      : []),
    ...(lines.link
      ? [
          `<p><a href="${escapeHtml(lines.link.url)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(lines.link.action)}</a></p>`,
          `<p style="font-size: 13px; color: #4b5563">Or copy this address into your browser: ${escapeHtml(lines.link.url)}</p>`,
        ]
      : []),
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
  return render(user.email, VERIFY_SUBJECT, {
    greeting: greeting(null),
    intro: [
      `Please confirm your e-mail address for the ${config.collegeName} job board by opening this link:`,
    ],
    link: { url: link, action: 'Confirm my e-mail address' },
    outro: [
      'The link is valid for 24 hours.',
      // Someone may sign up with another person's address: the owner must not confirm it for them.
      'If you did not create an account, ignore this message and do not open the link.',
    ],
  });
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
  return render(to, SIGNUP_ATTEMPT_SUBJECT, {
    greeting: greeting(null),
    intro: [
      `Someone tried to create a ${config.collegeName} job board account with this e-mail address, which already has one.`,
      `If it was you, sign in at ${links.login} or choose a new password with this link:`,
    ],
    link: { url: links.reset, action: 'Choose a new password' },
    outro: [
      'The reset link works once and expires in one hour.',
      'If it was not you, ignore this message: your account stays as it is.',
    ],
  });
}

/** The message with a single-use link to choose a new password. */
export function resetMessage(
  config: Pick<Config, 'collegeName'>,
  user: { email: string; firstName: string | null; emailVerified: boolean },
  link: string,
): MailContent {
  return render(user.email, RESET_SUBJECT, {
    // Before the address is proven the name is whatever someone who signed up with it typed.
    greeting: greeting(user.emailVerified ? user.firstName : null),
    intro: [
      `Someone asked to reset the password of your ${config.collegeName} job board account. Open this link to choose a new one:`,
    ],
    link: { url: link, action: 'Choose a new password' },
    outro: [
      'The link works once and expires in one hour.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
  });
}
