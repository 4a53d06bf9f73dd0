// The public list is the hottest read (every student, every refresh). Its JSON bytes, compressed
// forms and ETag are kept in memory and rebuilt only when the store's public-list version moves,
// which every write that can change the list bumps (docs/decisions/0004).
// Asking the store for the version costs a round trip on MongoDB, so it is asked at most once a
// second, and at once after any write handled by this instance: here a change shows immediately,
// on another instance sharing the database within a second.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Store } from '../store/port';

/** One body in the encodings a client may accept. */
export interface EncodedBody {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** How long a version check stays good when this instance has written nothing. */
export const VERSION_CHECK_INTERVAL_MS = 1000;

/** The serialised public list and its validator. */
export interface PublicListSnapshot extends EncodedBody {
  version: string;
  etag: string;
}

/** The cached list: `current()` to read it, `markChanged()` after a local write. */
export interface PublicListCache {
  /** The snapshot when it needs no check with the store, without waiting. */
  peek(): PublicListSnapshot | undefined;
  current(): Promise<PublicListSnapshot>;
  markChanged(): void;
}

/** Compresses JSON once for every client: phones on campus Wi-Fi get a tenth of the bytes. */
export function encodeJson(value: unknown): EncodedBody {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  };
}

/** A cache over the store's public list; `nowMs` is a monotonic clock for the check interval. */
export function createPublicListCache(
  store: Store,
  nowMs: () => number = () => performance.now(),
): PublicListCache {
  let snapshot: PublicListSnapshot | null = null;
  let checkedAt = -Infinity;
  let changed = true;
  let refreshing: Promise<PublicListSnapshot> | null = null;

  async function refresh(): Promise<PublicListSnapshot> {
    changed = false;
    const version = await store.positions.publicListVersion();
    checkedAt = nowMs();
    if (snapshot?.version === version) return snapshot;
    const encoded = encodeJson(await store.positions.listPublic());
    const etag = `W/"${createHash('sha1').update(encoded.identity).digest('base64url')}"`;
    snapshot = { version, etag, ...encoded };
    return snapshot;
  }

  const fresh = () =>
    snapshot && !changed && nowMs() - checkedAt < VERSION_CHECK_INTERVAL_MS ? snapshot : undefined;

  return {
    peek: fresh,
    current() {
      const ready = fresh();
      if (ready) return Promise.resolve(ready);
      // Requests arriving together share one check (and one rebuild).
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    markChanged() {
      changed = true;
    },
  };
}
