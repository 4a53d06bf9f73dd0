import { mkdtempSync, openSync, readFileSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonLogger } from './request-log';

describe('jsonLogger', () => {
  it('writes JSON lines in order, gathered into few writes, and flushes on demand', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'jb-log-')), 'out.log');
    const fd = openSync(file, 'w');
    const log = jsonLogger(fd);
    log.request({
      requestId: 'r1',
      method: 'GET',
      path: '/api/"quoted"',
      status: 200,
      durationMs: 0.25,
    });
    log.request({
      requestId: 'r2',
      method: 'POST',
      path: '/api/ü',
      status: 201,
      durationMs: 12.0456,
    });
    log.info({});
    log.info({ msg: 'job ran', job: 'auto-archive', result: 2 });
    expect(readFileSync(file, 'utf8')).toBe('');
    await log.flush();
    closeSync(fd);
    const lines = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toEqual({
      time: lines[0]?.time,
      level: 'info',
      msg: 'request',
      requestId: 'r1',
      method: 'GET',
      path: '/api/"quoted"',
      status: 200,
      durationMs: 0.25,
    });
    expect(lines[1]).toMatchObject({
      requestId: 'r2',
      path: '/api/ü',
      status: 201,
      durationMs: 12.046,
    });
    expect(lines[2]).toEqual({ time: lines[2]?.time, level: 'info' });
    expect(lines[3]).toMatchObject({ msg: 'job ran', job: 'auto-archive', result: 2 });
    expect(new Date(String(lines[0]?.time)).getTime()).toBeGreaterThan(0);
  });
});
