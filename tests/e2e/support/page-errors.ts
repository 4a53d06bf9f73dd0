// A browser test fails on errors nobody asserted on, like the unit tests fail on console.error.
import type { Page } from 'playwright-core';

/** An expected failed request: the browser logs it as a console error, though the app handles it. */
export interface ExpectedFailure {
  /** The end of the resource's path, e.g. '/api/auth/user'. */
  path: string;
  status: number;
}

/**
 * A request that failed for want of a connection (offline, or the server stopped): the browser logs
 * it as a console error, though the app handles it.
 */
export const CONNECTION_FAILURE =
  /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|CONNECTION_RESET|FAILED)/;

/** A signed-out visitor's GET /api/auth/user answers 401: that is how the app learns it. */
const SIGNED_OUT: ExpectedFailure = { path: '/api/auth/user', status: 401 };

/**
 * Starts recording console errors and uncaught exceptions of `page`; call the result to read them.
 * Failed requests listed in `expected` (and the signed-out check) are not errors.
 */
export function recordPageErrors(
  page: Page,
  expected: readonly ExpectedFailure[] = [],
): () => string[] {
  const allowed = [SIGNED_OUT, ...expected];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url;
    const isExpected = allowed.some(
      ({ path, status }) =>
        text.startsWith('Failed to load resource') &&
        text.includes(`status of ${status}`) &&
        new URL(url, 'http://x').pathname.endsWith(path),
    );
    if (!isExpected) errors.push(`console.error: ${text} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return () => [...errors];
}
