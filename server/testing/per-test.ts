// Most route, auth and security tests want a new app for each test, so that no test sees another's
// rows, mail or clock. These open it before each test of the file and close it after.
import { afterEach, beforeEach } from 'vitest';
import type { Position } from '../../shared/types';
import { startListeningApp, type ListeningApp } from './auth-fixture';
import { churchWithApprovedPosition } from './fixtures';
import { TestClient } from './http-client';
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
  return standingFor(() => current);
}

/**
 * What `make` gives, made anew before each test of the file (after the hooks declared before this
 * call, such as the app's). Read it only inside tests and hooks, like `perTest`.
 */
export function madeBeforeEach<T extends object>(make: () => Promise<T>): T {
  let current: T | undefined;
  beforeEach(async () => {
    current = undefined;
    current = await make();
  });
  return standingFor(() => current);
}

/** An object that reads its properties from whatever `current` gives when it is read. */
function standingFor<T>(current: () => T | undefined): T {
  return new Proxy({} as T & object, {
    get: (_, key) => {
      const now = current();
      if (!now) throw new Error(`${String(key)} read outside a test: nothing is open`);
      return now[key as keyof T];
    },
  });
}

/** A new test app for each test of the file (no port). */
export const appPerTest = (options: TestAppOptions = {}): TestApp =>
  perTest(() => createTestApp(options));

/** A new test app listening on a loopback port for each test of the file. */
export const listeningAppPerTest = (options: TestAppOptions = {}): ListeningApp =>
  perTest(() => startListeningApp(options));

/** Grace's approved position with her church and the admin who approved it, and a student. */
export interface ApprovedPositionBoard {
  church: TestClient;
  admin: TestClient;
  position: Position;
  /** An anonymous client, as a student applying. */
  student: TestClient;
}

/** `churchWithApprovedPosition` and a student's client on `app`, made anew before each test. */
export const approvedPositionPerTest = (app: TestApp): ApprovedPositionBoard =>
  madeBeforeEach(async () => ({
    ...(await churchWithApprovedPosition(app)),
    student: new TestClient(app.callback),
  }));
