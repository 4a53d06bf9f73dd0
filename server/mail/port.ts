// The mail port: what the worker hands a message to. Two adapters: nodemailer's SMTP transporter and
// the .eml writer of an install without a mail server (transport.ts chooses).
import type { SendMailOptions } from 'nodemailer';

/** The part of a nodemailer transporter the worker uses. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close?(): void;
}
