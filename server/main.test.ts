// The process as a newcomer runs it: configuration errors, /healthz, request logs, and a SIGTERM
// that lets an in-flight request finish before the store closes.
import { existsSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort as freePort } from '../tests/e2e/support/free-port';
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

  it('serves /healthz, logs one line per request and finishes in-flight requests on SIGTERM', async () => {
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
      setTimeout(() => {
        running.child.kill('SIGTERM');
        setTimeout(() => req.end(Buffer.alloc(500, 0x20)), 300);
      }, 200);
    });
    expect(await status).toBe(200);
    expect(await running.exited).toBe(0);
    expect(running.stdout()).toContain('"msg":"stopped"');
  });
});
