// The usual frame of a browser test file: one server and one Chromium for the file, and a fresh
// browser context per test so no service worker, cache or cookie carries over between tests. The
// sessions at the end register those hooks themselves, for the files that need nothing more.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { graceChurchAndAdmin } from './accounts';
import { launchBrowser } from './browser';
import { recordPageErrors, type ExpectedFailure } from './page-errors';
import { startServer, type RunningServer, type StartServerOptions } from './server';

/** Starts the server and launches Chromium; stop both with stopServerAndBrowser in afterAll. */
export async function startServerAndBrowser(
  options: StartServerOptions,
): Promise<{ server: RunningServer; browser: Browser }> {
  const server = await startServer(options);
  try {
    return { server, browser: await launchBrowser() };
  } catch (error) {
    // The caller never gets the server to stop: stop it here.
    await server.stop();
    throw error;
  }
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

/** Pages a test opens, each recording its unexpected errors until `closeAll`. */
export interface PageTracker {
  /** A new page in `context`, a context the test file keeps. */
  open(context: BrowserContext, expected?: readonly ExpectedFailure[]): Promise<Page>;
  /** A page in a context of its own (a new person, their own cookies), closed with it. */
  openAsNewPerson(
    browser: Browser,
    server: RunningServer,
    expected?: readonly ExpectedFailure[],
  ): Promise<Page>;
  /** Closes what was opened since the last call and returns the pages' unexpected errors. */
  closeAll(): Promise<string[]>;
}

/** For tests that open several pages: `expect(await pages.closeAll()).toEqual([])` in afterEach. */
export function trackPages(): PageTracker {
  const opened: Array<{ close(): Promise<void> }> = [];
  const errorChecks: Array<() => string[]> = [];
  return {
    async open(context, expected = []) {
      const page = await context.newPage();
      opened.push(page);
      errorChecks.push(recordPageErrors(page, expected));
      return page;
    },
    async openAsNewPerson(browser, server, expected = []) {
      const { context, page, pageErrors } = await openFreshPage(browser, server, { expected });
      opened.push(context);
      errorChecks.push(pageErrors);
      return page;
    },
    async closeAll() {
      for (const closable of opened.splice(0)) await closable.close();
      return errorChecks.splice(0).flatMap((check) => check());
    },
  };
}

/** The server and Chromium a session's hooks start for the file; read them in hooks and tests. */
export interface ServerAndBrowser {
  server: RunningServer;
  browser: Browser;
}

/** The server and Chromium for the file, started before its tests and stopped after them. */
export function sessionWithServerAndBrowser(serverOptions: StartServerOptions): ServerAndBrowser {
  const session = {} as ServerAndBrowser;
  beforeAll(async () => {
    Object.assign(session, await startServerAndBrowser(serverOptions));
  });
  afterAll(() => stopServerAndBrowser(session.server, session.browser));
  return session;
}

/** What sessionWithFreshPages holds; its hooks set the fields, so read them in hooks and tests. */
export interface FreshPagesSession extends ServerAndBrowser {
  /** This test's context, page and unexpected page errors. */
  context: BrowserContext;
  page: Page;
  pageErrors: () => string[];
  /** Lets this test's page log errors matching `pattern` (a failure it causes on purpose). */
  tolerate(pattern: RegExp): void;
}

/** What a fresh page per test may meet without failing the test. */
export interface FreshPageOptions {
  serviceWorkers?: 'allow' | 'block';
  /** Failed requests every test's page causes and handles. */
  expected?: readonly ExpectedFailure[];
  /** Errors every test's page may log (requests offline, say). */
  tolerated?: readonly RegExp[];
}

/** Adds a fresh page to `session` for each test, closed after it with no unexpected page errors. */
export function withFreshPages<S extends ServerAndBrowser>(
  session: S,
  pageOptions: FreshPageOptions = {},
): S & FreshPagesSession {
  const withPages = session as S & FreshPagesSession;
  let tolerated: RegExp[] = [];
  withPages.tolerate = (pattern) => tolerated.push(pattern);
  beforeEach(async () => {
    tolerated = [...(pageOptions.tolerated ?? [])];
    Object.assign(withPages, await openFreshPage(session.browser, session.server, pageOptions));
  });
  afterEach(async () => {
    await withPages.context.close();
    const unexpected = withPages
      .pageErrors()
      .filter((error) => !tolerated.some((pattern) => pattern.test(error)));
    expect(unexpected).toEqual([]);
  });
  return withPages;
}

/** The server and Chromium for the file and a fresh page for each test (see withFreshPages). */
export function sessionWithFreshPages(
  serverOptions: StartServerOptions,
  pageOptions: FreshPageOptions = {},
): FreshPagesSession {
  return withFreshPages(sessionWithServerAndBrowser(serverOptions), pageOptions);
}

/** Grace Fellowship Church and the admin, signed in, each in a context of its own. */
export interface GraceAndAdmin {
  church: BrowserContext;
  admin: BrowserContext;
}

/** Adds graceChurchAndAdmin's two contexts (with `moreProfile`) to `session`; closed after. */
export function withGraceAndAdmin<S extends ServerAndBrowser>(
  session: S,
  moreProfile: Record<string, string> = {},
): S & GraceAndAdmin {
  const withAccounts = session as S & GraceAndAdmin;
  beforeAll(async () => {
    Object.assign(
      withAccounts,
      await graceChurchAndAdmin(session.server, session.browser, moreProfile),
    );
  });
  afterAll(async () => {
    // Either may be missing if beforeAll failed.
    await withAccounts.church?.close();
    await withAccounts.admin?.close();
  });
  return withAccounts;
}

/** What sessionWithGraceAndAdmin holds; its hooks set the fields. */
export type GraceAndAdminSession = ServerAndBrowser & GraceAndAdmin;

/** The server and Chromium for the file, with graceChurchAndAdmin's two contexts; all closed after. */
export function sessionWithGraceAndAdmin(
  serverOptions: StartServerOptions,
  moreProfile: Record<string, string> = {},
): GraceAndAdminSession {
  return withGraceAndAdmin(sessionWithServerAndBrowser(serverOptions), moreProfile);
}

/**
 * Pages tests open (trackPages), each test ending with none of them showing an unexpected error;
 * errors matching `tolerated` are let through (failures the tests cause on purpose).
 */
export function checkedPages(tolerated: RegExp | null = null): PageTracker {
  const pages = trackPages();
  afterEach(async () => {
    const errors = await pages.closeAll();
    expect(errors.filter((error) => !tolerated?.test(error))).toEqual([]);
  });
  return pages;
}
