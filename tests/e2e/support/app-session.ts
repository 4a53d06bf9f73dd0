// The usual frame of a browser test file: one server and one Chromium for the file, and a fresh
// browser context per test so no service worker, cache or cookie carries over between tests.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { recordPageErrors, type ExpectedFailure } from './page-errors';
import { startServer, type RunningServer, type StartServerOptions } from './server';

/** Starts the server and launches Chromium; stop both with stopServerAndBrowser in afterAll. */
export async function startServerAndBrowser(
  options: StartServerOptions,
): Promise<{ server: RunningServer; browser: Browser }> {
  const server = await startServer(options);
  const browser = await launchBrowser();
  return { server, browser };
}

/** Closes the browser, then stops the server; either may be missing if beforeAll failed. */
export async function stopServerAndBrowser(
  server: RunningServer | undefined,
  browser: Browser | undefined,
): Promise<void> {
  await browser?.close();
  await server?.stop();
}

/** A new context on the server's origin with one page whose unexpected errors are recorded. */
export async function openFreshPage(
  browser: Browser,
  server: RunningServer,
  options: { serviceWorkers?: 'allow' | 'block'; expected?: readonly ExpectedFailure[] } = {},
): Promise<{ context: BrowserContext; page: Page; pageErrors: () => string[] }> {
  const context = await browser.newContext({
    baseURL: server.url,
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page = await context.newPage();
  return { context, page, pageErrors: recordPageErrors(page, options.expected) };
}
