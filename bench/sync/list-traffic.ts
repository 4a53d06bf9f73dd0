// The public list's traffic, whatever protocol a checkout speaks: every request whose path starts
// with /api/positions that reached the network (the page's, its workers' and its service worker's;
// a page request the service worker answered is counted once, as the service worker's own fetch).
// That includes what a checkout fetches along with the list, e.g. a position per church for the
// church's details.
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Request } from 'playwright-core';

/** What the recorded requests transferred and when. */
export interface ListTraffic {
  requests: number;
  /** Response headers and body as transferred (the body in its content-encoding). */
  bytes: number;
  /** From the first request's start to the last response's end, ms. */
  spanMs: number;
}

/** A recording under way. */
export interface ListRecording {
  /** Resolves once no list request has been in flight for `quietMs` (throws after `timeoutMs`). */
  settled: (quietMs: number, timeoutMs: number) => Promise<void>;
  /** Ends the recording and sums up the requests that finished. */
  stop: () => Promise<ListTraffic>;
}

const isListRequest = (request: Request): boolean =>
  new URL(request.url()).pathname.startsWith('/api/positions');

/** Records the list's requests from now on. */
export function recordListTraffic(context: BrowserContext): ListRecording {
  const finished: Promise<{ bytes: number; start: number; end: number } | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = (request: Request) => {
    if (!isListRequest(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
  };
  const failed = (request: Request) => {
    if (!isListRequest(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  const done = (request: Request) => {
    if (!isListRequest(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
    finished.push(
      (async () => {
        const response = await request.response();
        if (response === null || response.fromServiceWorker()) return null;
        const sizes = await request.sizes();
        const timing = request.timing();
        return {
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          start: timing.startTime,
          end: timing.startTime + timing.responseEnd,
        };
      })(),
    );
  };
  context.on('request', started);
  context.on('requestfailed', failed);
  context.on('requestfinished', done);
  return {
    settled: async (quietMs, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error('the list requests did not settle in time');
        await sleep(100);
      }
    },
    stop: async () => {
      context.off('request', started);
      context.off('requestfailed', failed);
      context.off('requestfinished', done);
      const counted = (await Promise.all(finished)).filter((entry) => entry !== null);
      if (counted.length === 0) return { requests: 0, bytes: 0, spanMs: 0 };
      return {
        requests: counted.length,
        bytes: counted.reduce((sum, entry) => sum + entry.bytes, 0),
        spanMs:
          Math.max(...counted.map((entry) => entry.end)) -
          Math.min(...counted.map((entry) => entry.start)),
      };
    },
  };
}
