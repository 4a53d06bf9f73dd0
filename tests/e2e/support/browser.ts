// Debian's Chromium driven by playwright-core: test tools cannot download a browser here.
import { chromium, type Browser } from 'playwright-core';

/** Flags that keep Chromium quiet and local (no sync, updates or background calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Tests talk to 127.0.0.1 only: any host name the page or the browser tries resolves to nothing.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Launches headless Chromium; close it in afterAll. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
