// Faults between the outbox and the real server (docs/decisions/0035-outbox-fault-model.md): a
// server that can be restarted on the same store and files (its in-memory limiters and caches lost),
// or killed after a write committed but before its Idempotency-Key recorded the answer; and a
// `Send` that meets each request with the next fault of a plan. The plan is data, so a property
// test can generate and shrink it.
import { IDEMPOTENCY_HEADER } from '../../../shared/api-routes';
import { TestClient } from '../../../server/testing/http-client';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import type { Store } from '../../../server/store/port';
import type { Send } from '../../../web/offline/outbox-delivery';

/** What happens to one request on its way. */
export type Fault =
  /** It goes through. */
  | { kind: 'none' }
  /** The connection drops before the request arrives. */
  | { kind: 'drop' }
  /** The server applies it; its answer is lost on the way back. */
  | { kind: 'lose-answer' }
  /** A proxy answers 503 without passing it on. */
  | { kind: 'server-error' }
  /** A proxy answers 429 with Retry-After without passing it on. */
  | { kind: 'too-many'; retryAfterSeconds: number }
  /** It arrives twice (a proxy retried it); the second answer comes back. */
  | { kind: 'duplicate' }
  /** The server restarts before it arrives: a new instance on the same store and files. */
  | { kind: 'restart' }
  /**
   * The server dies after the write committed and before its Idempotency-Key stored the answer:
   * the claim stays 'in progress' until it goes stale, no answer comes back, a new instance starts.
   */
  | { kind: 'crash-after-commit' };

/** The message a dropped connection gives, as fetch does. */
const NO_CONNECTION = 'Failed to fetch';

/** Thrown in place of recording an answer: the process is gone by then. */
class ProcessDied extends Error {}

/**
 * The real app, restartable on one store and one file storage. Each instance has its own limiters,
 * caches and request handler; `handler` always reaches the current one.
 */
export interface RestartableServer {
  readonly current: TestApp;
  readonly store: Store;
  /** A request handler that always reaches the instance running now. */
  handler: TestApp['callback'];
  /** Stops this instance and starts a new one on the same store, files and clock. */
  restart(): Promise<void>;
  /** The next answer to be recorded under `key` is never recorded: the server dies first. */
  dieBeforeRecording(key: string): void;
  /** Lifts dieBeforeRecording (the request failed before it had an answer to record). */
  survive(key: string): void;
  /** How many instances have run. */
  readonly starts: number;
  close(): Promise<void>;
}

/** An answer the server recorded under an Idempotency-Key: the write it answers committed. */
export interface RecordedAnswer {
  scope: string;
  key: string;
  status: number;
  body: string;
}

/**
 * Wraps the store so that recording the answer of a key marked by `dying` fails the way a killed
 * process does: the write before it committed, the claim stays in progress. Every answer recorded
 * (and every one the server died before recording) is told to `recorded`.
 */
function storeThatCanDie(
  store: Store,
  dying: Set<string>,
  recorded: (answer: RecordedAnswer) => void,
): Store {
  const complete: Store['idempotency']['complete'] = (scope, key, status, body, about) => {
    recorded({ scope, key, status, body });
    if (dying.delete(key)) return Promise.reject(new ProcessDied('the server died'));
    return store.idempotency.complete(scope, key, status, body, about);
  };
  const idempotency = new Proxy(store.idempotency, {
    get: (target, property, receiver) =>
      property === 'complete' ? complete : (Reflect.get(target, property, receiver) as unknown),
  });
  return new Proxy(store, {
    get: (target, property, receiver) =>
      property === 'idempotency'
        ? idempotency
        : (Reflect.get(target, property, receiver) as unknown),
  });
}

/**
 * A restartable server on `base`'s store and files, started with `env`. `recorded` hears every
 * answer stored under an Idempotency-Key, in the order the writes finished.
 */
export async function restartableServer(
  base: TestApp,
  env: Record<string, string>,
  recorded: (answer: RecordedAnswer) => void = () => undefined,
): Promise<RestartableServer> {
  const dying = new Set<string>();
  const store = storeThatCanDie(base.store, dying, recorded);
  const start = () =>
    createTestApp({ env, store, files: base.deps.files, clock: base.clock, oidc: null });
  let current = await start();
  let starts = 1;
  return {
    get current() {
      return current;
    },
    store: base.store,
    get starts() {
      return starts;
    },
    handler: (req, res) => current.callback(req, res),
    async restart() {
      const stopped = current;
      current = await start();
      starts += 1;
      await stopped.close();
    },
    dieBeforeRecording: (key) => dying.add(key),
    survive: (key) => dying.delete(key),
    close: () => current.close(),
  };
}

/** A client of the restartable server, as one person (cookies kept across restarts). */
export function clientOf(server: RestartableServer, remoteAddress?: string): TestClient {
  return new TestClient(server.handler, remoteAddress ? { remoteAddress } : {});
}

/** The faults still to come, consumed one per request in arrival order; none once stopped. */
export class FaultPlan {
  private next = 0;
  private stopped = false;
  /** Every fault met, in order, for the report of a failing run. */
  readonly met: { fault: Fault['kind']; method: string; path: string }[] = [];

  constructor(private readonly faults: readonly Fault[]) {}

  /** The fault for this request. */
  take(method: string, path: string): Fault {
    if (this.stopped || this.next >= this.faults.length) return { kind: 'none' };
    const fault = this.faults[this.next++] ?? { kind: 'none' };
    if (fault.kind !== 'none') this.met.push({ fault: fault.kind, method, path });
    return fault;
  }

  /** From now on every request goes through. */
  stop(): void {
    this.stopped = true;
  }
}

/** The answer a proxy gives in place of the server's. */
function proxyAnswer(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ message }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** `send` (into the server) with the plan's faults between it and the caller. */
export function faultySend(send: Send, plan: FaultPlan, server: RestartableServer): Send {
  return async (url, init) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    const fault = plan.take(method, path);
    switch (fault.kind) {
      case 'none':
        return send(url, init);
      case 'drop':
        throw new TypeError(NO_CONNECTION);
      case 'server-error':
        return proxyAnswer(503, 'Service Unavailable');
      case 'too-many':
        return proxyAnswer(429, 'Too many requests. Please try again later.', {
          'Retry-After': String(fault.retryAfterSeconds),
        });
      case 'lose-answer':
        await send(url, init);
        throw new TypeError(NO_CONNECTION);
      case 'duplicate':
        await send(url, init);
        return send(url, init);
      case 'restart':
        await server.restart();
        return send(url, init);
      case 'crash-after-commit': {
        const key = new Headers(init.headers).get(IDEMPOTENCY_HEADER);
        if (key) server.dieBeforeRecording(key);
        await send(url, init);
        if (key) server.survive(key);
        await server.restart();
        throw new TypeError(NO_CONNECTION);
      }
    }
  };
}
