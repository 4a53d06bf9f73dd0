// Where queued messages go: an SMTP server when SMTP_URL is set, otherwise .eml files in
// DATA_DIR/mail so a fresh install (no mail server) can still verify accounts.
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../deps';
import { createEmlWriter } from './eml-writer';
import type { MailTransport } from './port';

/** The transport the configuration asks for, with MAIL_FROM as the sender. */
export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: Logger,
  now: () => Date = () => new Date(),
): MailTransport {
  if (config.smtpUrl) return nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
  return createEmlWriter({
    dir: path.join(config.dataDir, 'mail'),
    from: config.mailFrom,
    log,
    now,
  });
}
