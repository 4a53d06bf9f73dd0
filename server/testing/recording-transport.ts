// A mail transport that hands every message it is given to `record` and always succeeds: the worker
// under test sends for real, and the test reads what left.
import type { SendMailOptions } from 'nodemailer';
import type { MailTransport } from '../mail/port';

/** A transport that records each message and answers as a working mail server does. */
export function recordingTransport(record: (mail: SendMailOptions) => void): MailTransport {
  return {
    sendMail: (mail) => {
      record(mail);
      return Promise.resolve({});
    },
  };
}
