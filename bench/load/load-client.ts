// One simulated person: a cookie-keeping browser (server/testing/test-browser.ts, plain fetch on a
// kept-alive connection) whose every request is timed from sending to the last byte of the body
// and recorded under its kind.
import {
  TestBrowser,
  type BrowserRequest,
  type BrowserResponse,
} from '../../server/testing/test-browser';
import type { Recorder, RequestClass } from './recorder';

/** What a browser sends as Accept-Encoding: the app answers lists and pages compressed. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** A person's browser whose requests the recorder counts. */
export class LoadClient {
  constructor(
    /** The server's base URL, without a trailing slash. */
    readonly origin: string,
    /** Where the requests are counted: the warm-up's recorder is replaced before the run. */
    public recorder: Recorder,
    /** The person's browser: a signed-in one for a church or the admin. */
    readonly browser = new TestBrowser(),
  ) {}

  /**
   * Sends one request as `kind`. Answers the response when its status is one of `expected`;
   * otherwise (or when no answer came) records an error and answers undefined.
   */
  async call(
    kind: string,
    requestClass: RequestClass,
    pathOrUrl: string,
    expected: readonly number[],
    init: BrowserRequest = {},
  ): Promise<BrowserResponse | undefined> {
    const url = pathOrUrl.startsWith('/') ? `${this.origin}${pathOrUrl}` : pathOrUrl;
    const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...init.headers };
    const started = performance.now();
    let response: BrowserResponse;
    try {
      response = await this.browser.request(url, { ...init, headers });
    } catch {
      this.recorder.record(kind, requestClass, performance.now() - started, 'network');
      return undefined;
    }
    const ok = expected.includes(response.status);
    this.recorder.record(
      kind,
      requestClass,
      performance.now() - started,
      ok ? undefined : String(response.status),
    );
    return ok ? response : undefined;
  }

  /** Records an answer that came with an expected status but the wrong content, as an error. */
  wrongAnswer(kind: string, requestClass: RequestClass, what: string): void {
    this.recorder.flag(kind, requestClass, what);
  }
}
