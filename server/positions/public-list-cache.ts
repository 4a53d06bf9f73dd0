// The public list is the hottest read (every student, every refresh). Its JSON bytes, compressed
// forms and ETag are kept in memory and rebuilt only when the store's public-list version moves,
// which every write that can change the list bumps. Several instances each keep their own copy; the
// version check on each request keeps them all correct (docs/decisions/0004).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { EncodedBody } from '../http/send-json';
import type { Store } from '../store/port';

/** The serialised public list and its validator. */
export interface PublicListSnapshot extends EncodedBody {
  version: string;
  etag: string;
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

/** Returns the current snapshot, rebuilding it when the store says the list changed. */
export function createPublicListCache(store: Store): () => Promise<PublicListSnapshot> {
  let snapshot: PublicListSnapshot | null = null;
  let building: Promise<PublicListSnapshot> | null = null;
  return async function currentPublicList() {
    const version = await store.positions.publicListVersion();
    if (snapshot?.version === version) return snapshot;
    // Many requests arriving together after a write share one rebuild.
    building ??= (async () => {
      try {
        const encoded = encodeJson(await store.positions.listPublic());
        const etag = `W/"${createHash('sha1').update(encoded.identity).digest('base64url')}"`;
        snapshot = { version, etag, ...encoded };
        return snapshot;
      } finally {
        building = null;
      }
    })();
    return building;
  };
}
