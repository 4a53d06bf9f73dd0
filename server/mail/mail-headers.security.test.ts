// A Reply-To comes from what a student or a church typed and the store kept: whatever it holds, it
// never adds a header or a recipient to a message. The worker writes real .eml files here.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../store/port';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import { memoryLogger, testClock } from '../testing/test-app';
import { startMailWorker, type MailWorker } from './mail-worker';
import { plainAddress } from './reply-address';
import { createMailTransport } from './transport';

let store: Store;
let dataDir: string;
let worker: MailWorker | undefined;

beforeEach(async () => {
  store = await openSqliteStore(':memory:');
  dataDir = mkdtempSync(path.join(tmpdir(), 'job-board-mail-headers-'));
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const HOSTILE = [
  'ada@student.test\r\nBcc: everyone@evil.test',
  'ada@student.test\nX-Injected: yes',
  'ada@student.test, boss@evil.test',
  'Ada <ada@student.test>',
  '"ada@student.test" <x@evil.test>',
  'ada@student.test\u0000',
  `${'a'.repeat(250)}@student.test`,
];

describe('Reply-To', () => {
  it('accepts one plain address and nothing else', () => {
    expect(plainAddress('ada@student.test')).toBe('ada@student.test');
    expect(plainAddress('ada.o+jobs@mail.student.test')).toBe('ada.o+jobs@mail.student.test');
    for (const value of [...HOSTILE, '', 'ada', null, undefined])
      expect(plainAddress(value)).toBeNull();
  });

  it('never lets a stored value with a line break or a list reach a header; the message still goes', async () => {
    const clock = testClock(new Date(Date.now() + 1000));
    const log = memoryLogger();
    worker = startMailWorker({
      store,
      transport: createMailTransport(
        { smtpUrl: null, mailFrom: 'Job Board <no-reply@college.test>', dataDir },
        memoryLogger(),
        clock.now,
      ),
      log,
      now: clock.now,
      intervalMs: 3_600_000,
    });
    // Straight into the queue, past every check a route makes.
    for (const replyTo of HOSTILE) {
      await store.mail.enqueue({
        to: 'grace@church.test',
        replyTo,
        subject: 'New application for Youth Pastor',
        text: 'Ada applied.',
        html: null,
      });
    }
    expect(await worker.runOnce()).toBe(HOSTILE.length);
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(HOSTILE.length);
    for (const file of files) {
      const eml = readFileSync(path.join(dataDir, 'mail', file), 'utf8');
      const head = eml.slice(0, eml.indexOf('\r\n\r\n'));
      expect(head).not.toMatch(/^Reply-To:/im);
      expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
      expect(head).not.toContain('evil.test');
    }
    expect(
      log.lines.filter((line) => line.msg === 'mail Reply-To is not a plain address, left out'),
    ).toHaveLength(HOSTILE.length);
    expect(JSON.stringify(log.lines)).not.toContain('student.test');
  });
});
