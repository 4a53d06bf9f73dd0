// The mail worker against a real SQLite queue: .eml files without SMTP, retries with backoff
// after a failing transport, and nothing lost.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../store/port';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import { recordingTransport } from '../testing/recording-transport';
import { memoryLogger, testClock, type TestClock } from '../testing/test-app';
import { retryDelayMs } from './backoff';
import { createQueuedMailer } from './queued-mailer';
import { verificationMessage } from './templates';
import type { MailTransport } from './port';
import { createMailTransport } from './transport';
import { startMailWorker, type MailWorker } from './mail-worker';

const MINUTE = 60_000;
let store: Store;
let dataDir: string;
let clock: TestClock;
let worker: MailWorker | undefined;

beforeEach(async () => {
  store = await openSqliteStore(':memory:');
  dataDir = mkdtempSync(path.join(tmpdir(), 'job-board-mail-'));
  // A little ahead of the real time: the store stamps queued messages with the real clock.
  clock = testClock(new Date(Date.now() + 1000));
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A worker on this test's queue and clock that runs when asked (its own timer waits an hour). */
function workerOn(transport: MailTransport, log = memoryLogger(), intervalMs = 3_600_000) {
  return startMailWorker({ store, transport, log, now: clock.now, intervalMs });
}

async function queueVerification(to = 'grace@church.test') {
  await createQueuedMailer(store, clock.now).send(
    verificationMessage(
      { collegeName: 'Leadership College' },
      { email: to },
      'http://127.0.0.1:3000/api/auth/local/verify?token=abc123',
    ),
  );
}

describe('backoff', () => {
  it('waits 1, 2, 4 ... minutes, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((failures) => retryDelayMs(failures) / MINUTE)).toEqual(
      [1, 2, 4, 8, 16, 32, 60, 60, 60],
    );
  });
});

describe('mail worker', () => {
  it('writes an .eml file under DATA_DIR/mail without SMTP and logs the subject and links without their tokens, not the address', async () => {
    const log = memoryLogger();
    const transport = createMailTransport(
      { smtpUrl: null, mailFrom: 'Job Board <no-reply@college.test>', dataDir },
      log,
      clock.now,
    );
    worker = workerOn(transport, log);
    await queueVerification();

    expect(await worker.runOnce()).toBe(1);
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f-]{36}\.eml$/);
    const eml = readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^Subject: Confirm your e-mail address$/m);
    expect(eml).toMatch(/^To: grace@church\.test$/m);
    expect(eml).toMatch(/^From: Job Board <no-reply@college\.test>$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    // The bodies are quoted-printable, as mail clients expect; decoded, the link is whole.
    const decoded = eml
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(decoded).toContain('\nhttp://127.0.0.1:3000/api/auth/local/verify?token=abc123\n');

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({
      subject: 'Confirm your e-mail address',
      file: path.join(dataDir, 'mail', files[0] ?? ''),
      // The token stays in the file: a log is no place for a credential.
      links: ['http://127.0.0.1:3000/api/auth/local/verify?token=:redacted'],
      toDomain: 'church.test',
    });
    expect(JSON.stringify(log.lines)).not.toContain('grace@');

    // Sent means sent: the next run finds nothing.
    expect(await worker.runOnce()).toBe(0);
    expect(readdirSync(path.join(dataDir, 'mail'))).toHaveLength(1);
  });

  it('retries a failing transport with growing delays and loses nothing', async () => {
    const log = memoryLogger();
    const delivered: SendMailOptions[] = [];
    let failing = true;
    // A nodemailer-shaped transport whose server is down (sendMail rejects), then comes back.
    const transport: MailTransport = {
      sendMail: (mail) => {
        if (failing)
          return Promise.reject(
            new Error('connect ECONNREFUSED 127.0.0.1:25 for <grace@church.test>'),
          );
        delivered.push(mail);
        return Promise.resolve({ messageId: mail.messageId });
      },
    };
    worker = workerOn(transport, log);
    await queueVerification();

    expect(await worker.runOnce()).toBe(0);
    expect(log.lines.at(-1)).toMatchObject({ level: 'error', failures: 1 });
    expect(JSON.stringify(log.lines)).not.toContain('grace@church.test');

    // Not due again before a minute has passed, due after it.
    clock.advance(MINUTE - 1000);
    expect(await worker.runOnce()).toBe(0);
    expect(log.lines.filter((line) => line.level === 'error')).toHaveLength(1);
    clock.advance(1000);
    expect(await worker.runOnce()).toBe(0);
    expect(log.lines.at(-1)).toMatchObject({ failures: 2 });

    // The second failure waits two minutes.
    clock.advance(2 * MINUTE - 1000);
    expect(await worker.runOnce()).toBe(0);
    expect(log.lines.filter((line) => line.level === 'error')).toHaveLength(2);

    failing = false;
    clock.advance(1000);
    expect(await worker.runOnce()).toBe(1);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      to: 'grace@church.test',
      subject: 'Confirm your e-mail address',
    });
    expect(delivered[0]?.text).toContain('token=abc123');
    expect(String(delivered[0]?.messageId)).toMatch(/^<[0-9a-f-]{36}@job-board\.local>$/);

    clock.advance(24 * 60 * MINUTE);
    expect(await worker.runOnce()).toBe(0);
  });

  it('keeps sending the other messages of a batch when one fails', async () => {
    const log = memoryLogger();
    const delivered: string[] = [];
    const transport: MailTransport = {
      sendMail: (mail) => {
        if (mail.to === 'broken@church.test')
          return Promise.reject(new Error('550 mailbox unavailable'));
        delivered.push(mail.to as string);
        return Promise.resolve({});
      },
    };
    worker = workerOn(transport, log);
    await queueVerification('first@church.test');
    await queueVerification('broken@church.test');
    await queueVerification('third@church.test');
    expect(await worker.runOnce()).toBe(2);
    expect(delivered).toEqual(['first@church.test', 'third@church.test']);
  });

  it('sends on its own timer and stops cleanly', async () => {
    const log = memoryLogger();
    const delivered: string[] = [];
    const transport = recordingTransport((mail) => delivered.push(mail.to as string));
    await queueVerification();
    worker = workerOn(transport, log, 20);
    await expect.poll(() => delivered.length, { timeout: 5000 }).toBe(1);
    await worker.stop();
    await queueVerification('later@church.test');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivered).toEqual(['grace@church.test']);
  });

  it('goes on while batches come back full, up to 200 messages a run', async () => {
    const delivered: string[] = [];
    const transport = recordingTransport((mail) => delivered.push(mail.to as string));
    const mailer = createQueuedMailer(store, clock.now);
    for (let n = 0; n < 250; n++)
      await mailer.send({ to: `church${String(n)}@church.test`, subject: 'Notice', text: 'Text' });
    worker = workerOn(transport);
    expect(await worker.runOnce()).toBe(200);
    expect(await worker.runOnce()).toBe(50);
    expect(new Set(delivered).size).toBe(250);
  });

  it("writes the message's Reply-To, and the sender MAIL_FROM names", async () => {
    const transport = createMailTransport(
      {
        smtpUrl: null,
        mailFrom: '"Leadership College job board" <no-reply@jobs.college.test>',
        dataDir,
      },
      memoryLogger(),
      clock.now,
    );
    worker = workerOn(transport);
    await createQueuedMailer(store, clock.now).send({
      to: 'grace@church.test',
      subject: 'New application for Youth Pastor',
      text: 'Ada applied.',
      replyTo: 'ada@student.test',
    });
    expect(await worker.runOnce()).toBe(1);
    const [file] = readdirSync(path.join(dataDir, 'mail'));
    const eml = readFileSync(path.join(dataDir, 'mail', file ?? ''), 'utf8');
    expect(eml).toMatch(/^Reply-To: ada@student\.test$/m);
    expect(eml).toMatch(/^From: Leadership College job board <no-reply@jobs\.college\.test>$/m);
  });
});
