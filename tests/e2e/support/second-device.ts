// The same person on another device: a browser context of its own (its own cookies, IndexedDB and
// service worker), signed in through the built-in sign-in, for tests where two devices of one
// church meet (an edit made on one while the other had the form open).
import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { api } from '../../../shared/api-routes';
import type { Person } from './accounts';
import type { RunningServer } from './server';

/** A new context signed in as `person`; the caller closes it. */
export async function signInOnAnotherDevice(
  browser: Browser,
  server: RunningServer,
  person: Person,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url });
  const login = await context.request.post(`${server.url}${api.localLogin}`, {
    data: { email: person.email, password: person.password },
    // State-changing requests must carry the app's own Origin.
    headers: { Origin: server.url },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}
