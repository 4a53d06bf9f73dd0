// A listening test app plus the helpers every auth test needs: browsers, the queued mail, links.
import { findFreePort } from '../../tests/e2e/support/free-port';
import { NOTICE_GROUP_HOLD_MS } from '../mail/queued-mailer';
import type { MailMessage } from '../store/port';
import { TestBrowser, type BrowserResponse } from './test-browser';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** A test app listening on 127.0.0.1. */
export interface ListeningApp {
  app: TestApp;
  origin: string;
  /** An absolute URL of the app. */
  url(path: string): string;
  /** Takes every message queued so far (claimed with a long lease so they are not taken twice). */
  takeMail(): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/**
 * Starts a test app (real SQLite store, real mail queue) on a loopback port. PUBLIC_URL is that
 * port's origin, as in production: links in e-mails come from it, never from the request.
 */
export async function startListeningApp(options: TestAppOptions = {}): Promise<ListeningApp> {
  const port = await findFreePort();
  const app = await createTestApp({
    ...options,
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.env },
  });
  const origin = await app.listen(port);
  return {
    app,
    origin,
    url: (path) => new URL(path, origin).href,
    async takeMail() {
      // The store stamps messages with the real time while the app clock may have moved: look
      // past both.
      const horizon =
        Math.max(Date.now(), app.clock.now().getTime()) + NOTICE_GROUP_HOLD_MS + 60_000;
      return app.store.mail.claimDue(new Date(horizon), new Date(horizon + 86_400_000), 100);
    },
    close: () => app.close(),
  };
}

/** The first link in a message's text that starts with `prefix` (an absolute URL). */
export function linkIn(message: MailMessage | undefined, prefix: string): string {
  const link = message?.text
    .match(/https?:\/\/\S+/g)
    ?.find((candidate) => candidate.startsWith(prefix));
  if (!link)
    throw new Error(`No link starting with ${prefix} in: ${message?.text ?? '(no message)'}`);
  return link;
}

/** A new browser that signed up (not signed in: it waits for the address to be proven). */
export async function signUp(
  server: ListeningApp,
  email: string,
  password = 'correct horse battery staple',
): Promise<TestBrowser> {
  const browser = new TestBrowser();
  const response = await browser.request(server.url('/api/auth/local/signup'), {
    json: { firstName: 'Grace', lastName: 'Hopper', email, password },
  });
  if (response.status !== 201)
    throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return browser;
}

/** Signs up and opens the verification link from the queued message in the same browser. */
export async function signUpVerified(
  server: ListeningApp,
  email: string,
  password?: string,
): Promise<TestBrowser> {
  const browser = await signUp(server, email, password);
  const mail = (await server.takeMail()).filter((message) => message.to === email.toLowerCase());
  const verified = await browser.request(linkIn(mail.at(-1), server.url('/api/auth/local/verify')));
  if (verified.status !== 302 || verified.location?.includes('error')) {
    throw new Error(`verification failed: ${verified.status} ${verified.location}`);
  }
  return browser;
}

/**
 * "Forgot password?" for `email`, then the link from the message it sends opened in a new browser
 * that sets `password`: that browser and the answer to the reset.
 */
export async function resetThroughMail(
  server: ListeningApp,
  email: string,
  password: string,
): Promise<{ browser: TestBrowser; response: BrowserResponse }> {
  await new TestBrowser().request(server.url('/api/auth/local/forgot'), { json: { email } });
  const [reset] = await server.takeMail();
  const token = new URL(linkIn(reset, server.url('/reset-password'))).searchParams.get('token');
  const browser = new TestBrowser();
  const response = await browser.request(server.url('/api/auth/local/reset'), {
    json: { token, password },
  });
  return { browser, response };
}
