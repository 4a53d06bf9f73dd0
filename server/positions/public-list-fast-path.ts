// GET /api/positions answered straight from Node's request and response, ahead of Koa: the public
// list is the same for every caller and asked for far more than anything else, so it skips the
// context, sessions and routers while keeping the same contract as the rest of the API: an ETag
// with 304, compression, nosniff, a request id and one log line per request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../deps';
import { matchesEtag, memoizedEncodingChooser } from '../http/content-negotiation';
import { requestIdSource, safeIncomingId } from '../http/request-id';
import type { PublicListCache, PublicListSnapshot } from './public-list-cache';

const PATH = '/api/positions';
const PATH_AND_QUERY = `${PATH}?`;

/** Returns a handler that serves the public list and answers true, or answers false for anything else. */
export function publicListFastPath(
  cache: PublicListCache,
  log: Logger,
  logRequests: boolean,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const encodingFor = memoizedEncodingChooser();
  const nextId = requestIdSource();

  // The 304's headers as a flat [name, value, ...] array, built once per snapshot: only the
  // request id changes between calls, and writeHead() reads the array before it returns, so one
  // array serves every request.
  let notModifiedFor: PublicListSnapshot | undefined;
  const notModified = [
    'x-request-id',
    '',
    'x-content-type-options',
    'nosniff',
    'etag',
    '',
    'cache-control',
    'no-cache',
    'vary',
    'Accept-Encoding',
  ];
  const REQUEST_ID = 1;
  const ETAG = 5;

  function respond(
    req: IncomingMessage,
    res: ServerResponse,
    snapshot: PublicListSnapshot,
    startedAt: number,
    requestId: string,
  ) {
    let status = 304;
    if (matchesEtag(req.headers['if-none-match'], snapshot.etag)) {
      if (notModifiedFor !== snapshot) {
        notModifiedFor = snapshot;
        notModified[ETAG] = snapshot.etag;
      }
      notModified[REQUEST_ID] = requestId;
      res.writeHead(304, notModified);
      res.end();
    } else {
      status = 200;
      const encoding = encodingFor(req.headers['accept-encoding']);
      const body =
        (encoding === 'br' && snapshot.br) ||
        (encoding === 'gzip' && snapshot.gzip) ||
        snapshot.identity;
      const headers: Record<string, string | number> = {
        'x-request-id': requestId,
        'x-content-type-options': 'nosniff',
        etag: snapshot.etag,
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      };
      if (body !== snapshot.identity) headers['content-encoding'] = encoding;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (logRequests) log.request(requestId, req.method ?? 'GET', PATH, status, startedAt);
  }

  return function servePublicList(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (url !== PATH && !url.startsWith(PATH_AND_QUERY)) return false;
    const startedAt = performance.now();
    const requestId = safeIncomingId(req.headers['x-request-id']) ?? nextId();
    const ready = cache.peek();
    if (ready) {
      respond(req, res, ready, startedAt, requestId);
      return true;
    }
    cache.current().then(
      (snapshot) => respond(req, res, snapshot, startedAt, requestId),
      (error: unknown) => {
        log.error({
          msg: 'unhandled error',
          requestId,
          method: req.method,
          path: PATH,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
        const body = JSON.stringify({
          message: 'Something went wrong on our side. Please try again.',
        });
        res.writeHead(500, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'x-request-id': requestId,
        });
        res.end(body);
      },
    );
    return true;
  };
}
