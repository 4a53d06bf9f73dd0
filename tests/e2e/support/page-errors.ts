// A browser test fails on errors nobody asserted on, like the unit tests fail on console.error.
import type { Page } from 'playwright-core';

/** Starts recording console errors and uncaught exceptions of `page`; call the result to read them. */
export function recordPageErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return () => [...errors];
}
