// What an attacker finds with read access to the server's disk or a copy of the database: the
// database files belong to the server's user alone, and sent mail keeps no live link.
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMailWorker } from '../../mail/mail-worker';
import { createQueuedMailer } from '../../mail/queued-mailer';
import { memoryLogger, testClock } from '../../testing/test-app';
import { openStore, SQLITE_FILE_NAME } from '../open-store';
import type { Store } from '../port';
import { openSqliteStore, readTable } from './sqlite-store';

let root: string;
let store: Store | undefined;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'job-board-at-rest-'));
});
afterEach(async () => {
  await store?.close();
  store = undefined;
  rmSync(root, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('attack: another user on the machine reads the database files', () => {
  it('a new data directory is 0700 and the database, its -wal and -shm are 0600', async () => {
    const dataDir = path.join(root, 'data');
    store = await openStore({ mongodbUrl: null, dataDir });
    // A write, so the WAL and shared-memory files certainly exist.
    await store.sessions.set('x', { userId: 'u' }, new Date(Date.now() + 60_000));
    const db = path.join(dataDir, SQLITE_FILE_NAME);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of [db, `${db}-wal`, `${db}-shm`]) {
      expect(existsSync(file), file).toBe(true);
      expect(modeOf(file), file).toBe(0o600);
    }
  });

  it('files an older version left readable are narrowed to 0600 on open', async () => {
    const db = path.join(root, SQLITE_FILE_NAME);
    store = await openSqliteStore(db);
    await store.sessions.set('x', { userId: 'u' }, new Date(Date.now() + 60_000));
    await store.close();
    for (const file of [db, `${db}-wal`, `${db}-shm`]) {
      if (!existsSync(file)) writeFileSync(file, '');
      chmodSync(file, 0o644);
    }
    store = await openSqliteStore(db);
    for (const file of [db, `${db}-wal`, `${db}-shm`]) expect(modeOf(file), file).toBe(0o600);
  });
});

describe('attack: a copy of the database after mail was sent', () => {
  it('a sent reset message keeps no body, so its link cannot be used from the copy', async () => {
    store = await openSqliteStore(path.join(root, SQLITE_FILE_NAME));
    const clock = testClock(new Date(Date.now() + 1000));
    const token = 'live-reset-token-0123456789';
    const link = `http://127.0.0.1:3000/reset-password?token=${token}`;
    await createQueuedMailer(store, clock.now).send({
      to: 'grace@church.test',
      subject: 'Reset your password',
      text: `Open this link to choose a new password: ${link}`,
      html: `<p><a href="${link}">Choose a new password</a></p>`,
    });
    expect(JSON.stringify(await readTable(store, 'mail_queue'))).toContain(token);

    const delivered: SendMailOptions[] = [];
    const worker = startMailWorker({
      store,
      transport: { sendMail: (mail) => Promise.resolve(delivered.push(mail)) },
      log: memoryLogger(),
      now: clock.now,
      intervalMs: 3_600_000,
    });
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      await worker.stop();
    }
    expect(delivered[0]?.text).toEqual(expect.stringContaining(token));
    const rows = await readTable(store, 'mail_queue');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ text: '', html: null, to_address: 'grace@church.test' });
    expect(rows[0]?.sent_at).toEqual(expect.any(String));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('messages sent by an older version lose their bodies when the store opens', async () => {
    const file = path.join(root, SQLITE_FILE_NAME);
    store = await openSqliteStore(file);
    const queued = await store.mail.enqueue({
      to: 'a@example.org',
      subject: 'Reset',
      text: 'token=old-token',
      html: '<a href="?token=old-token">x</a>',
    });
    // As an older version left it: marked sent, body still there.
    const { default: Database } = await import('better-sqlite3');
    await store.close();
    const raw = new Database(file);
    raw
      .prepare('UPDATE mail_queue SET sent_at = ? WHERE id = ?')
      .run(new Date().toISOString(), queued.id);
    raw.close();
    store = await openSqliteStore(file);
    expect(JSON.stringify(await readTable(store, 'mail_queue'))).not.toContain('old-token');
  });
});
