// The public list's traffic, whatever protocol a checkout speaks: every request whose path starts
// with /api/positions that reached the network (the page's, its workers' and its service worker's;
// a page request the service worker answered is counted once, as the service worker's own fetch).
import type { BrowserContext, Request } from 'playwright-core';

/** What the recorded requests transferred and when. */
export interface ListTraffic {
  requests: number;
  /** Response headers and body as transferred (the body in its content-encoding). */
  bytes: number;
  /** From the first request's start to the last response's end, ms. */
  spanMs: number;
}

const isListRequest = (request: Request): boolean =>
  new URL(request.url()).pathname.startsWith('/api/positions');

/** Records the list's requests that finish from now on; `stop` ends it and sums them up. */
export function recordListTraffic(context: BrowserContext): { stop: () => Promise<ListTraffic> } {
  const finished: Promise<{ bytes: number; start: number; end: number } | null>[] = [];
  const listener = (request: Request) => {
    if (!isListRequest(request)) return;
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
  context.on('requestfinished', listener);
  return {
    stop: async () => {
      context.off('requestfinished', listener);
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
