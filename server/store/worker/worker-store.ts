// A store whose adapter runs in a worker thread. The MongoDB driver is hosted this way: once its
// connections and streams have run on the HTTP thread, V8's inline caches in Node's own stream and
// HTTP code (shared by the driver's sockets and the server's) turn megamorphic, and every request
// pays for it, about 15 % of a 304 (docs/decisions/0014). A worker is a V8 isolate of its own, so
// the driver's code never runs on the thread that serves requests. Calls cross by message; a
// call's cost is a message each way, small next to a network round trip to the database.
import { Worker } from 'node:worker_threads';
import type { Store } from '../port';
import {
  deserializeError,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStoreTarget,
} from './protocol';
import { STORE_METHODS, type RepositoryName } from './store-methods';

interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Runs one worker at a time. A worker that dies (its adapter threw where nothing caught it) fails
 * the calls in flight; the next call starts a new one, so a passing fault does not take the store
 * down for good.
 */
class WorkerHost {
  private worker: Worker | undefined;
  private starting: Promise<Worker> | undefined;
  private readonly pending = new Map<number, PendingCall>();
  private nextId = 1;
  private closed = false;
  kind: Store['kind'] | undefined;

  constructor(private readonly target: WorkerStoreTarget) {}

  /** The worker running now, if any. */
  get current(): Worker | undefined {
    return this.worker;
  }

  /** The running worker, starting one when there is none. */
  ready(): Promise<Worker> {
    if (this.worker !== undefined) return Promise.resolve(this.worker);
    this.starting ??= this.start().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private start(): Promise<Worker> {
    const worker = new Worker(new URL('./store-worker-entry.mjs', import.meta.url), {
      workerData: this.target,
    });
    return new Promise<Worker>((resolve, reject) => {
      let failure: Error | undefined;
      const onStartMessage = (message: WorkerReply) => {
        if (message.type === 'failed') failure = deserializeError(message.error);
        if (message.type !== 'ready') return;
        worker.off('message', onStartMessage);
        worker.off('error', onStartError);
        worker.off('exit', onStartExit);
        this.kind = message.kind;
        this.adopt(worker);
        resolve(worker);
      };
      const onStartError = (error: Error) => {
        failure ??= error;
      };
      const onStartExit = (code: number) => {
        worker.off('error', onStartError);
        reject(failure ?? new Error(`The store worker stopped while opening (exit code ${code})`));
      };
      worker.on('message', onStartMessage);
      worker.on('error', onStartError);
      worker.once('exit', onStartExit);
    });
  }

  /** Routes a ready worker's replies to their calls, and fails them when it dies. */
  private adopt(worker: Worker): void {
    this.worker = worker;
    worker.unref();
    let crash: Error | undefined;
    worker.on('message', (message: WorkerReply) => {
      if (message.type !== 'result' && message.type !== 'error') return;
      const call = this.pending.get(message.id);
      if (call === undefined) return;
      this.settled(message.id);
      if (message.type === 'result') call.resolve(message.value);
      else call.reject(deserializeError(message.error));
    });
    worker.on('error', (error: Error) => {
      crash = error;
    });
    worker.once('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      const reason = crash
        ? `The store worker stopped: ${crash.message}`
        : `The store worker stopped (exit code ${code})`;
      for (const [id, call] of this.pending) {
        this.pending.delete(id);
        call.reject(new Error(reason));
      }
    });
  }

  private settled(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
  }

  async call(repository: string | null, method: string, args: unknown[]): Promise<unknown> {
    if (this.closed) throw new Error('The store is closed');
    const worker = await this.ready();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // The worker holds the process open only while a call waits on it, so a script that ends
      // without closing its store still exits.
      if (this.pending.size === 0) worker.ref();
      this.pending.set(id, { resolve, reject });
      const request: WorkerRequest = { type: 'call', id, repository, method, args };
      worker.postMessage(request);
    });
  }

  /** Closes the adapter and ends the worker. Calls after this are refused. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.starting?.catch(() => undefined);
    const worker = this.worker;
    if (worker === undefined) return;
    worker.ref();
    const outcome = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: WorkerReply) => {
        if (message.type === 'failed') reject(deserializeError(message.error));
      });
      worker.once('exit', () => resolve());
    });
    const request: WorkerRequest = { type: 'close' };
    worker.postMessage(request);
    await outcome;
  }
}

/** Which worker hosts each store (for tests that need to stop it; not part of the port). */
const hosts = new WeakMap<Store, WorkerHost>();

/** Opens the adapter in a worker thread and returns the port, forwarding every call to it. */
export async function openStoreInWorker(target: WorkerStoreTarget): Promise<Store> {
  const host = new WorkerHost(target);
  await host.ready();
  const repositories = Object.fromEntries(
    Object.entries(STORE_METHODS).map(([repository, methods]) => [
      repository,
      Object.fromEntries(
        Object.keys(methods).map((method) => [
          method,
          (...args: unknown[]) => host.call(repository, method, args),
        ]),
      ),
    ]),
  ) as unknown as Pick<Store, RepositoryName>;
  const store: Store = {
    kind: host.kind!,
    ...repositories,
    ping: async () => {
      await host.call(null, 'ping', []);
    },
    close: () => host.close(),
  };
  hosts.set(store, host);
  return store;
}

/** Test helper, not part of the port: the worker thread currently hosting `store`, if any. */
export function workerOf(store: Store): Worker | undefined {
  return hosts.get(store)?.current;
}
