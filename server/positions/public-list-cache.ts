// The public list is the hottest read (every student, every refresh). Its JSON bytes, compressed
// forms and ETag are kept in memory and rebuilt only when the store's public-list version moves,
// which every write that can change the list bumps (docs/decisions/0004).
// Asking the store for the version costs a round trip on MongoDB, so it is asked at most once a
// second, and at once after any write handled by this instance: here a change shows immediately,
// on another instance sharing the database within a second or so. The once-a-second check runs
// in the background while the snapshot in hand is still served: readers never wait on it (under
// load, a check that made every reader wait would idle the server for its whole round trip).
// The same read also makes the synced list's snapshot, the cards with the cursor they hold since
// (docs/decisions/0047-public-list-sync.md): one cache, two bodies, rebuilt together.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { positionCard } from '../../shared/position-card';
import type { PositionWithChurch, SyncSnapshotBody } from '../../shared/types';
import type { Store } from '../store/port';

/** One body in the encodings a client may accept. */
export interface EncodedBody {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** How long a version check stays good when this instance has written nothing. */
export const VERSION_CHECK_INTERVAL_MS = 1000;

/** A body with its validator. */
export interface EncodedJson extends EncodedBody {
  etag: string;
}

/** The serialised public list and its validator, and the synced list's snapshot. */
export interface PublicListSnapshot extends EncodedJson {
  version: string;
  cards: EncodedJson;
  /**
   * The list as read, newest first, for what the server draws from it (the sitemap, the feeds, the
   * first screen of /jobs): kept rather than each of them parsing the JSON again on every change.
   */
  positions: readonly PositionWithChurch[];
}

/** The cached list: `current()` to read it, `markChanged()` after a local write. */
export interface PublicListCache {
  /**
   * The snapshot, at once when one is servable (a due version check then starts in the
   * background); after waiting for the store when there is none yet or a local write since.
   */
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

/** The body and its ETag: a hash of the bytes, so equal lists on two instances match. */
function withEtag(value: unknown): EncodedJson {
  const encoded = encodeJson(value);
  return {
    ...encoded,
    etag: `W/"${createHash('sha1').update(encoded.identity).digest('base64url')}"`,
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
    // Taken before the check: a failed check is not retried before the interval is over, and
    // any change after this moment is caught by the next one.
    checkedAt = nowMs();
    const version = await store.positions.publicListVersion();
    if (snapshot?.version === version) return snapshot;
    // Before the read: a change the read misses is after the cursor, so the next sync brings it.
    const cursor = String(store.now().getTime());
    const list = await store.positions.listPublic();
    const cards: SyncSnapshotBody = { cursor, positions: list.map(positionCard) };
    snapshot = { version, ...withEtag(list), cards: withEtag(cards), positions: list };
    return snapshot;
  }

  /** The one check in flight; requests arriving together share it (and its rebuild). */
  const check = () =>
    (refreshing ??= refresh().finally(() => {
      refreshing = null;
    }));

  /** The snapshot when it can be served without waiting for the store. */
  const servable = (): PublicListSnapshot | undefined => {
    if (!snapshot || changed) return undefined;
    if (refreshing === null && nowMs() - checkedAt >= VERSION_CHECK_INTERVAL_MS) {
      // A failed background check leaves the snapshot in hand; the store's health is
      // /healthz's to report, and the next check comes an interval later.
      check().catch(() => undefined);
    }
    return snapshot;
  };

  return {
    current() {
      const ready = servable();
      if (ready) return Promise.resolve(ready);
      // A check that began before a local write (it clears `changed` as it begins) may have read
      // the version before the write: let it end, then check again.
      if (changed && refreshing) return refreshing.catch(() => undefined).then(check);
      return check();
    },
    markChanged() {
      changed = true;
    },
  };
}
