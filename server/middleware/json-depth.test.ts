import { describe, expect, it } from 'vitest';
import { hostileJsonReason, MAX_JSON_DEPTH } from './json-depth';

/** `depth` levels of arrays (or objects under "a"), built without recursion. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

describe('hostileJsonReason', () => {
  it('accepts scalars, empty bodies and bodies up to the limit', () => {
    expect(hostileJsonReason(undefined)).toBeUndefined();
    expect(hostileJsonReason(null)).toBeUndefined();
    expect(hostileJsonReason('text')).toBeUndefined();
    expect(hostileJsonReason({})).toBeUndefined();
    expect(hostileJsonReason(nested(MAX_JSON_DEPTH, 'array'))).toBeUndefined();
    expect(hostileJsonReason(nested(MAX_JSON_DEPTH, 'object'))).toBeUndefined();
  });

  it('refuses one level more than the limit, for arrays and objects alike', () => {
    const message = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`;
    expect(hostileJsonReason(nested(MAX_JSON_DEPTH + 1, 'array'))).toBe(message);
    expect(hostileJsonReason(nested(MAX_JSON_DEPTH + 1, 'object'))).toBe(message);
    expect(hostileJsonReason({ ok: [1, 2, { deep: nested(MAX_JSON_DEPTH, 'array') }] })).toBe(
      message,
    );
  });

  it('walks a million levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`) as unknown;
    expect(hostileJsonReason(deep)).toMatch(/nested too deeply/);
  });

  it('walks wide arrays quickly', () => {
    expect(hostileJsonReason({ list: new Array<number>(100_000).fill(1) })).toBeUndefined();
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses the key "%s" at any level, as JSON.parse makes it',
    (key) => {
      const top = JSON.parse(`{"${key}": {"polluted": true}}`) as unknown;
      const inner = JSON.parse(`{"a": [{"b": {"${key}": 1}}]}`) as unknown;
      expect(hostileJsonReason(top)).toBe(`The request body may not use the key "${key}"`);
      expect(hostileJsonReason(inner)).toBe(`The request body may not use the key "${key}"`);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});
