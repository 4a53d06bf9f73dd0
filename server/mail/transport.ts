// Where queued messages go: an SMTP server when SMTP_URL is set, otherwise .eml files in
// DATA_DIR/mail so a fresh install (no mail server) can still verify accounts.
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../deps';
import { createEmlWriter } from './eml-writer';

/** The part of a nodemailer transporter the worker uses. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close?(): void;
}

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
