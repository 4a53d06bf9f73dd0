import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLogger } from './request-log';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('jsonLogger', () => {
  it('writes the lines of one event-loop turn as one chunk of JSON lines', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    const log = jsonLogger();
    log.info({ msg: 'request', path: '/api/positions', status: 200 });
    log.info({});
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = (writes[0] ?? '')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      path: '/api/positions',
      status: 200,
    });
    expect(lines[1]).toMatchObject({ level: 'info' });
    expect(typeof lines[0]?.time).toBe('string');
  });
});
