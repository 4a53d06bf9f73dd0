// A test fails on any console.error: an error that nobody asserted on is a bug that nobody saw.
import { afterEach, vi } from 'vitest';

const calls: unknown[][] = [];
const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  calls.push(args);
});

afterEach(() => {
  if (calls.length > 0) {
    const seen = calls.splice(0).map((args) => args.map(String).join(' '));
    spy.mockClear();
    throw new Error(`console.error was called:\n${seen.join('\n')}`);
  }
});
