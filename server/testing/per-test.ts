// Most route, auth and security tests want a new app for each test, so that no test sees another's
// rows, mail or clock. These open it before each test of the file and close it after.
import { afterEach, beforeEach } from 'vitest';
import { startListeningApp, type ListeningApp } from './auth-fixture';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * What `open` gives, opened anew before each test of the file and closed after it. Read it only
 * inside tests and hooks: it stands for whichever one is open at the time.
 */
export function perTest<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  let current: T | undefined;
  beforeEach(async () => {
    current = await open();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as T, {
    get: (_, key) => {
      if (!current) throw new Error(`${String(key)} read outside a test: nothing is open`);
      return current[key as keyof T];
    },
  });
}

/** A new test app for each test of the file (no port). */
export const appPerTest = (options: TestAppOptions = {}): TestApp =>
  perTest(() => createTestApp(options));

/** A new test app listening on a loopback port for each test of the file. */
export const listeningAppPerTest = (options: TestAppOptions = {}): ListeningApp =>
  perTest(() => startListeningApp(options));
