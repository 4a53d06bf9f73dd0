// The outbox's policy (STYLE: workbox-background-sync's Queue): entries go out oldest first, one
// at a time, one flush at a time across tabs and the service worker (Web Locks). A network failure
// or a 5xx stops the flush and the entry waits with a growing delay; a 401 stops it until the user
// signs in; any other 4xx sets the entry aside for the user and the flush goes on.
import type { OutboxEntry, OutboxProblem } from './outbox-db';
import { deliver, type DeliveryOutcome, type Send } from './outbox-delivery';
import type { NewOutboxEntry, OutboxStore } from './outbox-store';

/** The name of the lock that makes flushes exclusive across tabs and the worker. */
export const OUTBOX_LOCK = 'job-board-outbox-flush';

/** Delay after the nth failed attempt: 2 s, 4 s, 8 s ... at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempts - 1), 5 * 60 * 1000);
}

/** The address fields an entry's file fills in. */
const FILE_FIELDS = ['resumeUrl', 'jobDescriptionUrl'];

/** True when the server refused an entry because its earlier upload is gone. */
function uploadExpired(entry: OutboxEntry, problem: OutboxProblem): boolean {
  if (!entry.file?.storedAddress || problem.status !== 400 || !problem.fieldErrors) return false;
  return FILE_FIELDS.some((field) => (problem.fieldErrors?.[field]?.length ?? 0) > 0);
}

/** What one flush did. */
export interface FlushReport {
  /** False when another tab or the worker was already flushing. */
  ran: boolean;
  delivered: { entry: OutboxEntry; status: number; body: unknown }[];
  rejected: OutboxEntry[];
  /** Why the flush stopped with entries left, if it did. */
  stoppedBy?: 'offline-or-server' | 'sign-in' | 'backoff';
  /** When the next attempt is due (epoch ms), when stopped by a failure or a backoff. */
  retryAt?: number;
}

/** Runs `task` holding the named lock, or not at all (returns undefined) if someone else holds it. */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T | undefined>;

/** Web Locks where the browser has them, else a lock that covers this JavaScript context only. */
export function defaultLockRunner(): LockRunner {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) {
    return (name, task) =>
      locks.request(name, { ifAvailable: true }, (lock) => (lock ? task() : undefined));
  }
  const held = new Set<string>();
  return async (name, task) => {
    if (held.has(name)) return undefined;
    held.add(name);
    try {
      return await task();
    } finally {
      held.delete(name);
    }
  };
}

/** What the outbox needs from its surroundings. */
export interface OutboxOptions {
  send: Send;
  now?: () => number;
  lock?: LockRunner;
}

/** The queue of writes waiting to reach the server. */
export class Outbox {
  private readonly send: Send;
  private readonly now: () => number;
  private readonly lock: LockRunner;

  constructor(
    readonly store: OutboxStore,
    options: OutboxOptions,
  ) {
    this.send = options.send;
    this.now = options.now ?? Date.now;
    this.lock = options.lock ?? defaultLockRunner();
  }

  /** Queues a write (durably) and returns its entry; call flush() to send it. */
  enqueue(entry: NewOutboxEntry): Promise<OutboxEntry> {
    return this.store.add(entry);
  }

  /**
   * One attempt, now, at a write this device could not store (storage full, IndexedDB
   * unavailable): `draft` (from store.draft) goes through the same delivery as a queued entry,
   * and nothing is kept but the draft itself, which records its upload so that sending it again
   * sends the same body under the same key. As in a flush, an upload the server no longer has is
   * made again.
   */
  async deliverUnstored(draft: OutboxEntry): Promise<DeliveryOutcome> {
    const record = (address: string) => {
      if (draft.file) draft.file.storedAddress = address;
      return Promise.resolve(address);
    };
    // Like a flush, only an upload made before this attempt counts as one the server removed.
    const uploadedBefore = Boolean(draft.file?.storedAddress);
    const outcome = await deliver(this.send, draft, record);
    if (outcome.type !== 'rejected' || !uploadedBefore) return outcome;
    if (!uploadExpired(draft, outcome.problem)) return outcome;
    // Upload again, under a new key: the server stored its refusal under the old one.
    if (draft.file) delete draft.file.storedAddress;
    draft.idempotencyKey = this.store.draft({ operation: draft.operation }).idempotencyKey;
    return deliver(this.send, draft, record);
  }

  /** Sends what can be sent now, oldest first. */
  async flush(): Promise<FlushReport> {
    const report = await this.lock(OUTBOX_LOCK, () => this.flushHoldingLock());
    return report ?? { ran: false, delivered: [], rejected: [] };
  }

  private async flushHoldingLock(): Promise<FlushReport> {
    const report: FlushReport = { ran: true, delivered: [], rejected: [] };
    for (;;) {
      const entry = await this.store.oldestSendable();
      if (!entry) return report;
      if (entry.state === 'needs-sign-in') return { ...report, stoppedBy: 'sign-in' };
      if (entry.notBefore > this.now()) {
        return { ...report, stoppedBy: 'backoff', retryAt: entry.notBefore };
      }
      const outcome = await deliver(this.send, entry, (address) =>
        this.store.recordUpload(entry.id, address),
      );
      switch (outcome.type) {
        case 'delivered':
          await this.store.remove(entry.id);
          report.delivered.push({ entry, status: outcome.status, body: outcome.body });
          continue;
        case 'rejected': {
          if (uploadExpired(entry, outcome.problem)) {
            // The server removes uploads nobody referenced within a day; the bytes are still
            // here, so upload them again rather than give up.
            await this.store.resetUpload(entry.id);
            continue;
          }
          await this.store.recordFailure(entry.id, 'rejected', outcome.problem, 0);
          // Gone: another context (no lock between them) delivered it meanwhile.
          const refused = await this.store.get(entry.id);
          if (refused) report.rejected.push(refused);
          continue;
        }
        case 'sign-in':
          await this.store.recordFailure(entry.id, 'needs-sign-in', outcome.problem, 0);
          return { ...report, stoppedBy: 'sign-in' };
        case 'retry': {
          const retryAt =
            this.now() + Math.max(backoffMs(entry.attempts + 1), outcome.retryAfterMs ?? 0);
          await this.store.recordFailure(entry.id, 'queued', outcome.problem, retryAt);
          return { ...report, stoppedBy: 'offline-or-server', retryAt };
        }
      }
    }
  }
}
