import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** A destination keeping each written line in memory. */
function collected() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('createLogger', () => {
  it('writes info lines to the first stream and error lines to the second only', () => {
    const out = collected();
    const errors = collected();
    const log = createLogger(out.stream, errors.stream);
    log.info({ msg: 'job ran', job: 'auto-archive', result: 2 });
    log.error({ msg: 'unhandled error', error: 'Error: boom' });
    expect(out.lines).toHaveLength(1);
    expect(errors.lines).toHaveLength(1);
    const info = JSON.parse(out.lines[0] ?? '') as Record<string, unknown>;
    expect(info).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      msg: 'job ran',
      job: 'auto-archive',
      result: 2,
    });
    expect(JSON.parse(errors.lines[0] ?? '')).toMatchObject({
      level: 'error',
      msg: 'unhandled error',
    });
  });

  it('writes one line per call, with a msg given among the fields written once', () => {
    const out = collected();
    const log = createLogger(out.stream, collected().stream);
    log.info({ msg: 'request', path: '/a"b\n' });
    log.info({});
    expect(
      out.lines.map((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n')),
    ).toEqual([true, true]);
    expect(out.lines[0]?.match(/"msg"/g)).toHaveLength(1);
    expect(JSON.parse(out.lines[0] ?? '')).toMatchObject({ msg: 'request', path: '/a"b\n' });
    expect(Object.keys(JSON.parse(out.lines[1] ?? '') as object)).toEqual(['level', 'time']);
  });
});
