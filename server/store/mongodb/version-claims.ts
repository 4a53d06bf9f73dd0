// Conditional changes of a versioned document (a position, a church profile) without transactions.
// Every change moves the version on, so "the change made at version v" can happen once: the writer
// first inserts the claim `<kind>:<id>#<v>` (an insert into a unique `_id` is atomic on FerretDB too,
// see claims.ts and decision 0009), reads the document again, writes with `version: v` in the filter
// and then removes the claim. FerretDB 1.24 runs every update as "read, change in memory, rewrite the
// whole document by _id", so without the claim two saves from one version could both succeed, and a
// write could put back what a concurrent one had changed. On MongoDB the version in the filter alone
// would do; the claim costs two small writes more, and holds on both servers.
import type { Filter } from 'mongodb';
import { claimOnce, findClaim } from './claims';
import type { MongoContext } from './context';
import { versionOf } from './documents';

/** A claim this old belongs to a writer that died before removing it (a write takes milliseconds). */
const STALE_CLAIM_MS = 30_000;

/** Waits between rounds while another writer holds the claim: 5, 10, 20 … 100 ms, about 2 s in all. */
const MAX_ROUNDS = 25;
const retryDelay = (round: number) => Math.min(5 * 2 ** round, 100);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the claims of one collection name: the claim kind and how to read a document. */
export interface Versioned<D extends { _id: string; version?: number }> {
  kind: 'position' | 'church';
  read: (id: string) => Promise<D | null>;
}

/** Matches a document at `version`; a document without the field (from before versions) is at 1. */
export function atVersion<D extends { version?: number }>(version: number): Filter<D> {
  const filter =
    version === 1 ? { $or: [{ version: 1 }, { version: { $exists: false } }] } : { version };
  return filter as Filter<D>;
}

/**
 * Runs `change` with the document as it is while no one else may change it, and answers what it
 * answers; undefined when the document is absent. `change` must write with atVersion(version) in its
 * filter and must not return before its writes are done. Throws when the document stays claimed by
 * live writers for seconds (never seen outside a benchmark).
 */
export async function changeUnderClaim<D extends { _id: string; version?: number }, R>(
  ctx: MongoContext,
  collection: Versioned<D>,
  id: string,
  change: (doc: D, version: number) => Promise<R>,
): Promise<R | undefined> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const seen = await collection.read(id);
    if (seen === null) return undefined;
    const version = versionOf(seen);
    const claimId = `${collection.kind}:${id}#${version}`;
    const now = ctx.now();
    if (
      await claimOnce(ctx, {
        _id: claimId,
        kind: collection.kind,
        owner: id,
        value: null,
        createdAt: now,
      })
    ) {
      try {
        // Read again under the claim: another writer may have moved the version on (and released
        // its claim) between the first read and ours.
        const doc = await collection.read(id);
        if (doc === null) return undefined;
        if (versionOf(doc) === version) return await change(doc, version);
      } finally {
        await ctx.collections.claims.deleteOne({ _id: claimId });
      }
      continue;
    }
    const held = await findClaim(ctx, claimId);
    if (held !== undefined && held.createdAt.getTime() < now.getTime() - STALE_CLAIM_MS) {
      // Its writer died between claiming and releasing. Removing it by its createdAt lets exactly
      // one caller do so; the next round claims afresh.
      await ctx.collections.claims.deleteOne({ _id: claimId, createdAt: held.createdAt });
    } else if (held !== undefined) {
      await sleep(retryDelay(round));
    }
  }
  throw new Error(`The ${collection.kind} ${id} stayed busy: another change held it throughout`);
}
