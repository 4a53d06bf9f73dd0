// GET /api/positions/sync: the public list as cards, kept on the device and brought up to date by
// changes (docs/decisions/0047-public-list-sync.md). Without `since`, the snapshot: the same for
// every caller, so it is served from the public list's cache (public-list-cache.ts) like
// GET /api/positions. With `since=<cursor>`, what changed after it, from the store's indexed reads
// of the changes alone. Public data, no session and no body: createApp mounts it ahead of both, a
// plain middleware for one fixed path as publicListRoute is.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type Koa from 'koa';
import { api } from '../../shared/api-routes';
import { SYNC_LOOKBACK_MS, SYNC_RESTART_CODE } from '../../shared/constants';
import { positionCard } from '../../shared/position-card';
import type { SyncChangesBody } from '../../shared/types';
import type { AppState } from '../deps';
import { GoneError, ValidationError } from '../errors';
import { chooseEncoding } from '../http/content-negotiation';
import { sendCachedJson } from '../http/send-json';
import type { Store } from '../store/port';
import type { PublicListCache } from './public-list-cache';

/** A cursor: epoch milliseconds, as the server wrote it. Fifteen digits last until the year 33658. */
const CURSOR = /^\d{1,15}$/;

/** How far ahead of this server's clock a cursor may be: another instance's clock may run ahead. */
const FUTURE_TOLERANCE_MS = 60 * 1000;

/** Below this, compressing a changes answer costs more than the bytes it saves. */
const COMPRESS_FROM_BYTES = 1024;

function restart(): GoneError {
  return new GoneError(
    'The list changed too much since this copy: fetch it whole again.',
    SYNC_RESTART_CODE,
  );
}

/** The cursor in `since`; a ValidationError naming `since` when it is not one. */
function cursorOf(since: string | string[]): number {
  if (typeof since !== 'string' || !CURSOR.test(since)) {
    const problem = 'since must be a cursor from an earlier answer: 1 to 15 digits.';
    throw new ValidationError(problem, { since: [problem] });
  }
  return Number(since);
}

/** Sends an answer made for this caller alone: never stored, compressed when it is worth it. */
function sendChanges(ctx: Koa.Context, value: SyncChangesBody): void {
  const identity = Buffer.from(JSON.stringify(value));
  const encoding =
    identity.length < COMPRESS_FROM_BYTES ? 'identity' : chooseEncoding(ctx.get('Accept-Encoding'));
  ctx.status = 200;
  ctx.set('Cache-Control', 'no-store');
  ctx.vary('Accept-Encoding');
  ctx.type = 'application/json; charset=utf-8';
  if (encoding === 'identity') {
    ctx.body = identity;
    return;
  }
  ctx.set('Content-Encoding', encoding);
  ctx.body =
    encoding === 'br'
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(identity, { level: 6 });
}

/** The changes after `since`, or a GoneError when the store can no longer tell them. */
async function changesSince(store: Store, since: number): Promise<SyncChangesBody> {
  // Read before the changes: one written while they are read is after the next cursor's look-back.
  const now = store.now();
  if (since > now.getTime() + FUTURE_TOLERANCE_MS) throw restart();
  const horizon = await store.positions.syncHorizon();
  if (horizon !== null && since < Date.parse(horizon)) throw restart();
  // Writes of two instances can become visible out of time order, and their clocks differ a
  // little: the minute before the cursor is asked for again rather than a change missed.
  const changes = await store.positions.publicListChangesSince(new Date(since - SYNC_LOOKBACK_MS));
  return {
    cursor: String(now.getTime()),
    upserts: changes.upserts.map(positionCard),
    removed: changes.removed,
  };
}

/** GET (and HEAD) /api/positions/sync. */
export function publicListSyncRoute(
  cache: PublicListCache,
  store: Store,
): Koa.Middleware<AppState> {
  return async function servePublicListSync(ctx, next) {
    if (ctx.path !== api.positionsSync || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    const since = ctx.query.since;
    if (since === undefined) {
      sendCachedJson(ctx, (await cache.current()).cards);
      return;
    }
    sendChanges(ctx, await changesSince(store, cursorOf(since)));
  };
}
