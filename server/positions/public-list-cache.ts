// The public list is the hottest read (every student, every refresh). Its JSON bytes and ETag are
// kept in memory and rebuilt only when the store's public-list version moves, which every write
// that can change the list bumps. Several instances each keep their own copy; the version check
// on each request keeps them all correct.
import { createHash } from 'node:crypto';
import type { Store } from '../store/port';

/** The serialised public list and its validator. */
export interface PublicListSnapshot {
  version: string;
  body: Buffer;
  etag: string;
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
        const body = Buffer.from(JSON.stringify(await store.positions.listPublic()));
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        snapshot = { version, body, etag };
        return snapshot;
      } finally {
        building = null;
      }
    })();
    return building;
  };
}
