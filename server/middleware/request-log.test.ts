// The request log through the app's real logger (pino), writing into memory.
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import type { AppState } from '../deps';
import { createLogger } from '../logger';
import { TestClient } from '../testing/http-client';
import { errorHandler } from './error-handler';
import { loggedPath, requestLog } from './request-log';

/** A Koa app with the request log over `handler`, and the lines its logger wrote. */
function loggedApp(enabled: boolean, handler: Koa.Middleware<AppState>) {
  const out: string[] = [];
  const errors: string[] = [];
  const log = createLogger(
    { write: (line) => void out.push(line) },
    {
      write: (line) => void errors.push(line),
    },
  );
  let counter = 0;
  const app = new Koa<AppState>();
  app.use(requestLog(log, enabled, () => `assigned-${(counter += 1)}`));
  app.use(errorHandler(log));
  app.use(handler);
  return {
    client: new TestClient(app.callback()),
    out,
    errors,
    lines: () => out.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const noContent: Koa.Middleware<AppState> = (ctx) => {
  ctx.status = 204;
};

describe('requestLog', () => {
  it('logs one line per request with these fields and no others, the query string left out', async () => {
    const { client, out, lines } = loggedApp(true, noContent);
    const res = await client.request('GET', '/api/auth/local/verify?token=secret-token-value');
    expect(res.status).toBe(204);
    expect(lines()).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
        msg: 'request',
        requestId: 'assigned-1',
        method: 'GET',
        path: '/api/auth/local/verify',
        status: 204,
        durationMs: expect.any(Number) as unknown,
      },
    ]);
    expect(lines()[0]?.durationMs).toBeGreaterThanOrEqual(0);
    expect(out.join('')).not.toContain('secret-token-value');
  });

  it('keeps a safe incoming request id, replaces an unsafe one, and answers with it', async () => {
    const { client, lines } = loggedApp(true, noContent);
    const kept = await client.request('GET', '/a', { headers: { 'X-Request-Id': 'abc-123' } });
    const replaced = await client.request('POST', '/b', {
      headers: { 'X-Request-Id': 'bad id <script>' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    expect(replaced.headers['x-request-id']).toBe('assigned-1');
    expect(lines().map((line) => [line.requestId, line.method, line.path])).toEqual([
      ['abc-123', 'GET', '/a'],
      ['assigned-1', 'POST', '/b'],
    ]);
  });

  it('logs the status the error handler answered with; the error itself goes to stderr', async () => {
    const { client, lines, errors } = loggedApp(true, () => {
      throw new Error('boom');
    });
    const res = await client.request('GET', '/api/broken');
    expect(res.status).toBe(500);
    expect(lines()).toMatchObject([{ msg: 'request', path: '/api/broken', status: 500 }]);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0] ?? '')).toMatchObject({ level: 'error', requestId: 'assigned-1' });
  });

  it('writes nothing when LOG_REQUESTS is off, and still assigns the request id', async () => {
    const { client, out } = loggedApp(false, noContent);
    const res = await client.request('GET', '/api/positions');
    expect(res.headers['x-request-id']).toBe('assigned-1');
    expect(out).toEqual([]);
  });
});

describe('loggedPath', () => {
  it('writes :token for the student status token, in the API and the page, and keeps the rest', () => {
    const token = 'A'.repeat(43);
    expect(loggedPath(`/api/application-status/${token}`)).toBe('/api/application-status/:token');
    expect(loggedPath(`/api/application-status/${token}/resume`)).toBe(
      '/api/application-status/:token/resume',
    );
    expect(loggedPath(`/application-status/${token}`)).toBe('/application-status/:token');
    expect(loggedPath('/jobs/abc')).toBe('/jobs/abc');
  });

  it('finds the token in any letter case and of a keep-open link too, percent-escapes decoded', () => {
    const token = 'q3Zx8LpV2mN9sT4wY7aB1cD5eF6gH0jKlMnOpQrStUv';
    expect(loggedPath(`/API/Application-Status/${token}`)).toBe('/API/Application-Status/:token');
    expect(loggedPath(`/api/keep-open/abc~1~${token}`)).toBe('/api/keep-open/:token');
    expect(loggedPath(`/Keep-Open/abc%7E1%7E${token}`)).toBe('/Keep-Open/:token');
    expect(loggedPath(`/api/no-such-route/${token}`)).toBe('/api/no-such-route/:redacted');
  });
});
