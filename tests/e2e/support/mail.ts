// Reads the messages the server wrote under DATA_DIR/mail (no SMTP_URL in tests), as a person
// would open them, to follow the links they carry.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits (the mail queue sends every few seconds) for the newest message to `to` containing a link
 * whose path starts with `pathPrefix`, and returns that link.
 */
export async function waitForMailLink(
  dataDir: string,
  to: string,
  pathPrefix: string,
  timeoutMs = 20_000,
): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  const toLine = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[]);
    // File names start with the time they were written: newest last.
    for (const file of files
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()) {
      const message = decodeQuotedPrintable(await readFile(path.join(dir, file), 'utf8'));
      if (!toLine.test(message)) continue;
      for (const match of message.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
        if (new URL(match[0]).pathname.startsWith(pathPrefix)) return match[0];
      }
    }
    await sleep(250);
  }
  throw new Error(`no message to ${to} with a link to ${pathPrefix} within ${timeoutMs} ms`);
}
