// Reads the messages the server wrote under DATA_DIR/mail (no SMTP_URL in tests), as a person
// would open them, to follow the links they carry.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Undoes quoted-printable: soft line breaks and =XX escapes, whose bytes are UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const unwrapped = text.replace(/=\r?\n/g, '');
  return unwrapped.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}

/** The messages to `to` written so far, newest first, decoded. */
async function messagesTo(dir: string, to: string): Promise<string[]> {
  const toLine = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
  const files = await readdir(dir).catch(() => [] as string[]);
  const messages: string[] = [];
  // File names start with the time they were written: newest last.
  for (const file of files
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()) {
    const message = decodeQuotedPrintable(await readFile(path.join(dir, file), 'utf8'));
    if (toLine.test(message)) messages.push(message);
  }
  return messages;
}

/** Waits (the mail queue sends every few seconds) until `find` picks something from a message to `to`. */
async function waitForMessage<T>(
  dataDir: string,
  to: string,
  find: (message: string) => T | undefined,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const message of await messagesTo(dir, to)) {
      const found = find(message);
      if (found !== undefined) return found;
    }
    await sleep(250);
  }
  throw new Error(`no message to ${to} ${what} within ${timeoutMs} ms`);
}

/** The newest message to `to` containing a link whose path starts with `pathPrefix`: that link. */
export function waitForMailLink(
  dataDir: string,
  to: string,
  pathPrefix: string,
  timeoutMs = 20_000,
): Promise<string> {
  return waitForMessage(
    dataDir,
    to,
    (message) =>
      [...message.matchAll(/https?:\/\/[^\s<>"')]+/g)]
        .map((match) => match[0])
        .find((link) => new URL(link).pathname.startsWith(pathPrefix)),
    `with a link to ${pathPrefix}`,
    timeoutMs,
  );
}

/** The newest message to `to` whose text (whitespace folded) contains `needle`. */
export function waitForMail(
  dataDir: string,
  to: string,
  needle: string,
  timeoutMs = 20_000,
): Promise<string> {
  return waitForMessage(
    dataDir,
    to,
    (message) => (message.replace(/\s+/g, ' ').includes(needle) ? message : undefined),
    `containing “${needle}”`,
    timeoutMs,
  );
}
