// The worker thread that hosts a store adapter (see worker-store.ts for why). It opens the adapter
// named in workerData, answers 'ready' or 'failed', then runs each call it is sent and answers with
// its result or error. Calls run concurrently, as they would on the main thread.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { openMongoStore } from '../mongodb/mongo-store';
import type { Store } from '../port';
import { openSqliteStore } from '../sqlite/sqlite-store';
import {
  serializeError,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStoreTarget,
} from './protocol';
import { isStoreMethod } from './store-methods';

if (parentPort === null) throw new Error('store-worker.ts runs only as a worker thread');
const port: MessagePort = parentPort;
const target = workerData as WorkerStoreTarget;

function reply(message: WorkerReply): void {
  port.postMessage(message);
}

function open(): Promise<Store> {
  return target.adapter === 'mongodb'
    ? openMongoStore(target.url, target.dbName)
    : openSqliteStore(target.file);
}

async function run(store: Store, request: Extract<WorkerRequest, { type: 'call' }>) {
  const { repository, method, args } = request;
  if (repository === null && method === 'ping') return store.ping();
  if (repository === null || !isStoreMethod(repository, method))
    throw new Error(`The store has no method ${String(repository)}.${method}`);
  const repo = store[repository] as unknown as Record<
    string,
    (...a: unknown[]) => Promise<unknown>
  >;
  return repo[method]!(...args);
}

async function serve(): Promise<void> {
  let store: Store;
  try {
    store = await open();
  } catch (error) {
    reply({ type: 'failed', error: serializeError(error) });
    port.close();
    return;
  }
  port.on('message', (request: WorkerRequest) => {
    if (request.type === 'close') {
      // Closing the port lets the thread end; the main thread waits for that, not for a reply.
      store
        .close()
        .catch((error: unknown) => reply({ type: 'failed', error: serializeError(error) }))
        .finally(() => port.close());
      return;
    }
    run(store, request).then(
      (value) => reply({ type: 'result', id: request.id, value }),
      (error: unknown) => reply({ type: 'error', id: request.id, error: serializeError(error) }),
    );
  });
  reply({ type: 'ready', kind: store.kind });
}

void serve();
