// The same person on another device: a browser context of its own (its own cookies, IndexedDB and
// service worker), signed in through the built-in sign-in, for tests where two devices of one
// church meet (an edit made on one while the other had the form open).
import type { Browser, BrowserContext } from 'playwright-core';
import { signInThroughApi, type Person } from './accounts';
import type { RunningServer } from './server';

/** A new context signed in as `person`; the caller closes it. */
export async function signInOnAnotherDevice(
  browser: Browser,
  server: RunningServer,
  person: Person,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url });
  await signInThroughApi(server, context, person);
  return context;
}
