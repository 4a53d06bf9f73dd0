// Each test of a file gets a browser database of its own, under a name no earlier test used, so
// nothing one test stored is read by the next; it is closed after the test.
import { afterEach, beforeEach } from 'vitest';

/**
 * Opens `open(name)` before each test under a new name starting with `prefix` and closes it after;
 * call the result (inside tests and hooks) for the database now open.
 */
export function dbPerTest<Db extends { close(): void }>(
  prefix: string,
  open: (name: string) => Db,
): () => Db {
  let opened = 0;
  let current: Db | undefined;
  beforeEach(() => {
    current = open(`${prefix}-${++opened}`);
  });
  afterEach(() => {
    current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('the database was read outside a test: none is open');
    return current;
  };
}
