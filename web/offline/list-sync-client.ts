// The page's side of the list worker (list-sync.worker.ts): one worker per page, started at the
// first sync, each request answered by its number. Where no worker can run (a browser without
// module workers, one that fails to start, a test's DOM), the same sync runs in the page: slower
// for the page with a long list, but the list still comes.
import { browserFetch } from '../lib/api-client';
import { plainError, type SyncReply, type SyncRequest } from './list-sync-messages';
import { markPublicListCached } from './public-list-hint';

let worker: Worker | undefined;
/** False once a worker failed to start or stopped: the syncs run in the page from then on. */
let workersWork = typeof Worker !== 'undefined';
let nextId = 0;
const waiting = new Map<number, (reply: SyncReply) => void>();

/** The sync run in the page, with the page's database. */
async function syncHere(id: number): Promise<SyncReply> {
  const [{ syncPublicList }, { cacheDb }] = await Promise.all([
    import('./list-sync'),
    import('./public-cache'),
  ]);
  try {
    return { id, outcome: await syncPublicList(cacheDb, browserFetch) };
  } catch (error) {
    return { id, outcome: { status: 'failed', httpStatus: 0 }, error: plainError(error) };
  }
}

/** Gives up on workers: every waiting request is run in the page instead. */
function workerFailed(): void {
  worker?.terminate();
  worker = undefined;
  workersWork = false;
  for (const [id, answer] of waiting) void syncHere(id).then(answer);
  waiting.clear();
}

function startWorker(): Worker {
  const started = new Worker(new URL('./list-sync.worker.ts', import.meta.url), {
    type: 'module',
  });
  started.addEventListener('message', (event: MessageEvent<SyncReply>) => {
    const answer = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    answer?.(event.data);
  });
  started.addEventListener('error', workerFailed);
  started.addEventListener('messageerror', workerFailed);
  return started;
}

/** Has the worker sync the public list; resolves with its reply once the list is kept. */
export async function syncInWorker(): Promise<SyncReply> {
  const reply = await sync(++nextId);
  const { status } = reply.outcome;
  // Readable before Dexie loads: the next visit renders from the kept list.
  if (status === 'updated' || status === 'unchanged') markPublicListCached();
  return reply;
}

function sync(id: number): Promise<SyncReply> {
  if (!workersWork) return syncHere(id);
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    try {
      worker ??= startWorker();
      worker.postMessage({ id } satisfies SyncRequest);
    } catch {
      workerFailed();
    }
  });
}
