// The mail transport of an install without SMTP: nodemailer composes the real RFC 822 message
// (streamTransport, buffer) and it is written as `<time>-<id>.eml`, openable in any mail client.
// One log line names the file, the subject and where the links go, so whoever runs the server can
// find the message; the secret of each link (a verification, reset or status token) stays in the
// file, and the recipient's address stays out of the log (only its domain, to tell messages apart).
// docs/decisions/0031-capabilities-out-of-logs.md.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { redactCapabilities } from '../capability-redaction';
import type { Logger } from '../deps';
import type { MailTransport } from './port';

const LINK = /https?:\/\/[^\s<>"')]+/g;
const SAFE_ID = /[^A-Za-z0-9_-]/g;

/** Options of the .eml writer. */
export interface EmlWriterOptions {
  dir: string;
  from: string;
  log: Logger;
  now: () => Date;
}

function recipientDomains(to: unknown): string[] {
  if (Array.isArray(to)) return to.flatMap(recipientDomains);
  const address = typeof to === 'string' ? to : (to as { address?: unknown } | null)?.address;
  if (typeof address !== 'string') return [];
  const domain = address.replace(/>\s*$/, '').split('@').pop();
  return domain ? [domain] : [];
}

/** The queue id the worker put into the Message-ID, or a fresh one. */
function fileIdOf(mail: SendMailOptions): string {
  const local =
    typeof mail.messageId === 'string' ? mail.messageId.replace(/^</, '').split('@')[0] : undefined;
  const safe = local?.replace(SAFE_ID, '');
  return safe ? safe : randomUUID();
}

/** A MailTransport that writes each message as an .eml file and logs its subject and links, redacted. */
export function createEmlWriter(options: EmlWriterOptions): MailTransport {
  const composer = nodemailer.createTransport(
    { streamTransport: true, buffer: true },
    { from: options.from },
  );
  return {
    async sendMail(mail) {
      const info = await composer.sendMail(mail);
      if (!Buffer.isBuffer(info.message))
        throw new Error('The mail composer did not return a buffer');
      await mkdir(options.dir, { recursive: true });
      // Colons are not allowed in Windows file names: the ISO time keeps its order without them.
      const stamp = options.now().toISOString().replace(/:/g, '-');
      const file = path.join(options.dir, `${stamp}-${fileIdOf(mail)}.eml`);
      // Written aside, then renamed: whoever reads the folder never sees half a message.
      await writeFile(`${file}.part`, info.message, { mode: 0o600 });
      await rename(`${file}.part`, file);
      const text = typeof mail.text === 'string' ? mail.text : '';
      options.log.info({
        msg: 'mail written to file (no SMTP_URL)',
        file,
        subject: mail.subject,
        links: [...new Set((text.match(LINK) ?? []).map(redactCapabilities))],
        toDomain: recipientDomains(mail.to).join(','),
      });
      return info;
    },
  };
}
