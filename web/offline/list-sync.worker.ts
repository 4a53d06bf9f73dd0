// The list worker: runs the public list's sync (list-sync.ts) off the page's thread, so fetching,
// parsing and writing thousands of cards never holds up input (decision 0048). The page asks with
// a numbered 'sync' message (list-sync-client.ts) and gets that number back with the outcome.
import { CacheDb } from './cache-db';
import { syncPublicList } from './list-sync';
import { plainError, type SyncReply, type SyncRequest } from './list-sync-messages';

declare const self: DedicatedWorkerGlobalScope;

// The page's database, opened here too: Dexie tells the page's live queries of these writes.
const db = new CacheDb();

self.addEventListener('message', (event: MessageEvent<SyncRequest>) => {
  const { id } = event.data;
  // Public data, same origin: no session needed, so the worker's fetch is enough.
  syncPublicList(db, (url, init) => fetch(url, init)).then(
    (outcome) => self.postMessage({ id, outcome } satisfies SyncReply),
    (error: unknown) =>
      self.postMessage({
        id,
        outcome: { status: 'failed', httpStatus: 0 },
        error: plainError(error),
      } satisfies SyncReply),
  );
});
