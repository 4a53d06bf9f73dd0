// The process as a newcomer runs it: configuration errors, /healthz, request logs, and a SIGTERM
// that refuses new connections and stops the timers at once, lets an in-flight request finish, and
// closes the store before exiting 0.
import { existsSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort as freePort } from '../tests/e2e/support/free-port';
import { MAIL_RUN_EVERY_MS } from './mail/mail-worker';
import { SQLITE_FILE_NAME } from './store/open-store';
import { openSqliteStore, readTable } from './store/sqlite/sqlite-store';
import { firstAnswer, killServerProcesses, startServerProcess } from './testing/server-process';

afterEach(killServerProcesses);

describe('server process', () => {
  it('stops with a message naming a bad variable', async () => {
    const running = startServerProcess({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jb-main-')),
      PORT: 'eighty',
    });
    expect(await running.exited).toBe(1);
    expect(running.stderr()).toContain('Configuration error: PORT: "eighty" is not a port number');
  });

  it('refuses to start in production without PUBLIC_URL, naming the variable', async () => {
    const running = startServerProcess({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jb-main-')),
      NODE_ENV: 'production',
    });
    expect(await running.exited).toBe(1);
    expect(running.stderr()).toContain(
      'Configuration error: PUBLIC_URL: is required when NODE_ENV=production',
    );
  });

  it('warns once at start in production when MAIL_FROM is unset, naming the sender it uses', async () => {
    const port = await freePort();
    const running = startServerProcess({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jb-main-')),
      PORT: String(port),
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://jobs.college.example',
    });
    expect((await firstAnswer(port)).status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    const warnings = running
      .stdout()
      .split('\n')
      .filter((line) => line.includes('MAIL_FROM is not set'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      level: 'warn',
      mailFrom: '"Leadership College job board" <no-reply@jobs.college.example>',
    });
  });

  it('serves /healthz, logs one line per request, and on SIGTERM refuses new connections, stops its timers, finishes the request in flight and closes the store', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'jb-main-')), 'data');
    const port = await freePort();
    const running = startServerProcess({ DATA_DIR: dataDir, PORT: String(port) });
    const health = await firstAnswer(port);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      store: { kind: 'sqlite', ok: true },
      files: { kind: 'local', ok: true },
      disk: {
        freeBytes: expect.any(Number) as unknown,
        minFreeBytes: 512 * 1024 * 1024,
        uploads: 'accepted',
      },
    });
    expect(existsSync(path.join(dataDir, 'job-board.sqlite'))).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    await fetch(`http://127.0.0.1:${port}/api/auth/local/verify?token=secret-token-value`, {
      redirect: 'manual',
    });
    const requestLines = () =>
      running
        .stdout()
        .split('\n')
        .filter((line) => line.includes('"msg":"request"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    // The line is written when the response has gone out; give the pipe a moment.
    for (
      let i = 0;
      i < 50 && !requestLines().some((line) => line.path === '/api/auth/local/verify');
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const verify = requestLines().find((line) => line.path === '/api/auth/local/verify');
    expect(verify).toMatchObject({ method: 'GET', status: 302 });
    expect(Object.keys(verify ?? {}).sort()).toEqual([
      'durationMs',
      'level',
      'method',
      'msg',
      'path',
      'requestId',
      'status',
      'time',
    ]);
    expect(running.stdout()).not.toContain('secret-token-value');
    // Without PUBLIC_URL it says where e-mail links point (checked once the log has been flushed).
    expect(running.stdout()).toContain(
      `PUBLIC_URL is not set: links in e-mails use http://localhost:${port}`,
    );

    // An upload address, then a slow upload that is still streaming when SIGTERM arrives.
    const target = (await (
      await fetch(`http://127.0.0.1:${port}/api/object-storage/resume`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filename: 'cv.pdf', contentType: 'application/pdf' }),
      })
    ).json()) as { url: string };
    let sendRest: () => void = () => undefined;
    const status = new Promise<number>((resolve, reject) => {
      const req = request(
        `http://127.0.0.1:${port}${target.url}`,
        { method: 'PUT', headers: { 'content-type': 'application/pdf', 'content-length': '1009' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20)]));
      sendRest = () => req.end(Buffer.alloc(500, 0x20));
    });
    // A message the mail worker would send at its next run, queued just before the signal.
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/local/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Late',
        lastName: 'Comer',
        email: 'late@church.test',
        password: 'correct horse battery staple',
      }),
    });
    expect(signup.status).toBe(201);

    running.child.kill('SIGTERM');
    const logLines = () =>
      running
        .stdout()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; time: string });
    while (!logLines().some((line) => line.msg === 'shutting down')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Stopping: new connections are refused while the upload is still streaming.
    const refused = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      () => 'answered',
      (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code),
    );
    expect(refused).toBe('ECONNREFUSED');
    // The upload stays in flight for longer than the mail worker's interval: a worker still
    // running would send the message meanwhile.
    await new Promise((resolve) => setTimeout(resolve, MAIL_RUN_EVERY_MS + 500));
    sendRest();
    expect(await status).toBe(200);
    expect(await running.exited).toBe(0);

    const lines = logLines();
    const stopBegan = lines.findIndex((line) => line.msg === 'shutting down');
    expect(lines.at(-1)?.msg).toBe('stopped');
    expect(lines.slice(stopBegan).filter((line) => /job|mail/.test(line.msg))).toEqual([]);
    // The store was closed: SQLite folded its write-ahead log back into the file and removed it.
    expect(existsSync(path.join(dataDir, `${SQLITE_FILE_NAME}-wal`))).toBe(false);
    const store = await openSqliteStore(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      const mail = await readTable(store, 'mail_queue');
      expect(mail.some((row) => row.to_address === 'late@church.test')).toBe(true);
      // Nothing was sent once stopping had begun (the message may have gone just before).
      const sentAt = mail.flatMap((row) => (typeof row.sent_at === 'string' ? [row.sent_at] : []));
      expect(sentAt.filter((at) => at > (lines[stopBegan]?.time ?? ''))).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
