// A `Send` (fetch's shape) into the app's request handler as one person, with no port: what the
// web app's offline layer uses, pointed at the real server. It records every request and can fail
// chosen ones the way a poor connection does.
import { IDEMPOTENCY_HEADER } from '../../../shared/api-routes';
import type { TestClient } from '../../../server/testing/http-client';
import type { Send } from '../../../web/offline/outbox-delivery';

const ORIGIN = 'http://localhost';

/** No answer at all; the request applied but its answer lost; a proxy's 503. */
export type Fault = 'network' | 'lose-response' | 503;

/** A Send into the app as `client`, recording every request and failing the ones told to. */
export function connection(client: TestClient) {
  const requests: { method: string; path: string; key: string | undefined }[] = [];
  const faults: { match: (method: string, path: string) => boolean; fault: Fault }[] = [];
  const send: Send = async (url, init) => {
    const target = new URL(url, ORIGIN);
    const path = `${target.pathname}${target.search}`;
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    requests.push({
      method,
      path: target.pathname,
      key: headers.get(IDEMPOTENCY_HEADER) ?? undefined,
    });
    const index = faults.findIndex((f) => f.match(method, target.pathname));
    const fault = index >= 0 ? faults.splice(index, 1)[0]?.fault : undefined;
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (fault === 503) return new Response('Service Unavailable', { status: 503 });
    const body = init.body;
    const raw =
      typeof body === 'string' ? body : body instanceof ArrayBuffer ? Buffer.from(body) : undefined;
    const answer = await client.request(method, path, {
      ...(raw !== undefined ? { raw } : {}),
      headers: Object.fromEntries(headers),
    });
    // The request reached the server and was applied; only its answer is lost on the way back.
    if (fault === 'lose-response') throw new TypeError('Failed to fetch');
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, String(value));
    }
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : new Uint8Array(answer.raw), {
      status: answer.status,
      headers: responseHeaders,
    });
  };
  return {
    send,
    requests,
    failNext(method: string, path: string | RegExp, fault: Fault) {
      faults.push({
        match: (m, p) => m === method && (typeof path === 'string' ? p === path : path.test(p)),
        fault,
      });
    },
  };
}
