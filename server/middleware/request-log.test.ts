import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLogger } from './request-log';

/** A logger writing to a fresh file, and a way to read its lines once flushed. */
function fileLogger() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'jb-log-')), 'out.log');
  const fd = openSync(file, 'w');
  const log = jsonLogger(fd);
  return {
    log,
    read: () => readFileSync(file, 'utf8'),
    lines: async () => {
      await log.flush();
      closeSync(fd);
      return readFileSync(file, 'utf8').trimEnd().split('\n');
    },
  };
}

/** performance.now() as it was `ms` milliseconds ago. */
const ago = (ms: number) => performance.now() - ms;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('jsonLogger', () => {
  it('writes JSON lines in order, gathered into few writes, and flushes on demand', async () => {
    const { log, read, lines } = fileLogger();
    log.request('r1', 'GET', '/api/"quoted"', 200, ago(0.25));
    log.request('r2', 'POST', '/api/ü', 201, ago(12.0456));
    log.info({});
    log.info({ msg: 'job ran', job: 'auto-archive', result: 2 });
    expect(read()).toBe('');
    const parsed = (await lines()).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed[0]).toEqual({
      time: parsed[0]?.time,
      level: 'info',
      msg: 'request',
      requestId: 'r1',
      method: 'GET',
      path: '/api/"quoted"',
      status: 200,
      durationMs: parsed[0]?.durationMs,
    });
    expect(parsed[0]?.durationMs).toBeGreaterThanOrEqual(0.25);
    expect(parsed[1]).toMatchObject({ requestId: 'r2', path: '/api/ü', status: 201 });
    expect(parsed[1]?.durationMs).toBeGreaterThanOrEqual(12.045);
    expect(parsed[2]).toEqual({ time: parsed[2]?.time, level: 'info' });
    expect(parsed[3]).toMatchObject({ msg: 'job ran', job: 'auto-archive', result: 2 });
    expect(new Date(String(parsed[0]?.time)).getTime()).toBeGreaterThan(0);
  });

  it('writes a request line in this exact shape, the duration with three decimals', async () => {
    const { log, lines } = fileLogger();
    const before = Date.now();
    log.request('3f9c0a1b2c4d-1a', 'GET', '/api/positions', 304, performance.now());
    log.request('id', 'HEAD', '/', 200, ago(1234.5));
    const [first, second] = await lines();
    expect(first).toMatch(
      /^\{"time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z","level":"info","msg":"request","requestId":"3f9c0a1b2c4d-1a","method":"GET","path":"\/api\/positions","status":304,"durationMs":0\.\d{3}\}$/,
    );
    expect(second).toMatch(
      /,"requestId":"id","method":"HEAD","path":"\/","status":200,"durationMs":123\d\.\d{3}\}$/,
    );
    // The time is the wall clock's, to the millisecond.
    const time = new Date(String((JSON.parse(first ?? '') as { time: string }).time)).getTime();
    expect(time).toBeGreaterThanOrEqual(before - 1);
    expect(time).toBeLessThanOrEqual(Date.now() + 1);
  });

  it('writes every duration to the microsecond, however many digits it has', async () => {
    const { log, lines } = fileLogger();
    // A fixed clock, so each line's duration is exactly what was asked for.
    vi.spyOn(performance, 'now').mockReturnValue(100_000);
    const durations = [0, 0.001, 0.999, 1, 9.5, 10.05, 99.999, 100, 999.999, 1000, 61_234.5];
    for (const ms of durations) log.request('id', 'GET', '/x', 200, 100_000 - ms);
    const written = await lines();
    expect(written.map((line) => /"durationMs":([\d.]+)\}$/.exec(line)?.[1])).toEqual([
      '0.000',
      '0.001',
      '0.999',
      '1.000',
      '9.500',
      '10.050',
      '99.999',
      '100.000',
      '999.999',
      '1000.000',
      '61234.500',
    ]);
  });

  it('escapes whatever a path can hold and still writes valid JSON', async () => {
    const { log, lines } = fileLogger();
    const paths = [
      '/a"b',
      '/back\\slash',
      '/tab\there',
      '/new\nline',
      '/nul\u0000',
      '/del\u007f',
      '/é/日本',
      '/emoji/😀',
      '/lone\ud800surrogate',
      '/line\u2028separator',
      "/plain-._~!$&'()*+,;=:@%20",
      '',
    ];
    for (const [i, p] of paths.entries()) log.request(`id-${i}`, 'GET', p, 404, ago(1));
    const parsed = (await lines()).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.map((line) => line.path)).toEqual(paths);
    expect(parsed.map((line) => line.requestId)).toEqual(paths.map((_, i) => `id-${i}`));
  });

  it('formats odd values the slow way rather than writing broken JSON', async () => {
    const { log, lines } = fileLogger();
    log.request('we"ird', 'GET', '/x', 200, ago(1));
    log.request('id', 'M"', '/x', 200, ago(1));
    log.request('id', 'GET', '/x', Number.NaN, ago(1));
    log.request('id', 'GET', '/x', 200, performance.now() + 1000);
    log.request('id', 'GET', '/x', 200, Number.NaN);
    const parsed = (await lines()).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.map((line) => [line.requestId, line.method, line.status])).toEqual([
      ['we"ird', 'GET', 200],
      ['id', 'M"', 200],
      ['id', 'GET', null],
      ['id', 'GET', 200],
      ['id', 'GET', 200],
    ]);
    // A start in the future (or no start) is logged as no time at all.
    expect(parsed.slice(3).map((line) => line.durationMs)).toEqual([0, 0]);
  });

  it('keeps the order across many buffers and lines longer than a buffer', async () => {
    const { log, lines } = fileLogger();
    // Both longer than the 256 KB buffer, the second only once encoded (three bytes a character).
    const long = `/${'x'.repeat(300_000)}`;
    const wide = `/${'日本'.repeat(50_000)}`;
    for (let i = 0; i < 3000; i += 1) {
      const path = i === 1500 ? long : i === 1600 ? wide : `/api/positions/${i}`;
      log.request(`id-${i}`, 'GET', path, 200, ago(1));
      if (i === 2000) log.info({ msg: 'between' });
    }
    const parsed = (await lines()).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toHaveLength(3001);
    expect(parsed[1500]?.path).toBe(long);
    expect(parsed[1600]?.path).toBe(wide);
    expect(parsed[2001]?.msg).toBe('between');
    const ids = parsed.filter((line) => line.msg === 'request').map((line) => line.requestId);
    expect(ids).toEqual(Array.from({ length: 3000 }, (_, i) => `id-${i}`));
  });

  it('takes the time from the wall clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-02T03:04:05.678Z') });
    const { log, lines } = fileLogger();
    log.request('a', 'GET', '/', 200, performance.now());
    const [line] = await lines();
    expect(line).toMatch(/^\{"time":"2030-01-02T03:04:05\.6\d\dZ",/);
  });
});
