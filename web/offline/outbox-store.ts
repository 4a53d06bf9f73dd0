// The outbox's storage layer: add, read in order, record an attempt's outcome, remove. No policy
// here (STYLE: workbox-background-sync's QueueStore).
import type {
  OutboxDb,
  OutboxEntry,
  OutboxFile,
  OutboxOperation,
  OutboxProblem,
  OutboxState,
} from './outbox-db';

/** What the store needs to create an entry. */
export interface NewOutboxEntry {
  operation: OutboxOperation;
  file?: OutboxFile;
  /** Reuse a key already sent (a submission that was in flight when the connection dropped). */
  idempotencyKey?: string;
  /** The user whose session must send it (church edits). */
  ownerId?: string;
}

/** Storage of queued writes. */
export class OutboxStore {
  constructor(
    private readonly db: OutboxDb,
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  /**
   * The entry a write becomes, with its id and Idempotency-Key, without storing it: what add()
   * stores, and what is sent from memory when the device cannot store it.
   */
  draft(entry: NewOutboxEntry): OutboxEntry {
    return {
      id: this.newId(),
      idempotencyKey: entry.idempotencyKey ?? this.newId(),
      operation: entry.operation,
      state: 'queued',
      attempts: 0,
      notBefore: 0,
      createdAt: this.now(),
      ...(entry.file ? { file: { ...entry.file } } : {}),
      ...(entry.ownerId ? { ownerId: entry.ownerId } : {}),
    };
  }

  /** Queues a write; resolves once it is durably stored. */
  async add(entry: NewOutboxEntry): Promise<OutboxEntry> {
    const record = this.draft(entry);
    await this.db.entries.add(record);
    return record;
  }

  /** Every entry, oldest first. */
  all(): Promise<OutboxEntry[]> {
    return this.db.entries.orderBy('seq').toArray();
  }

  /** The oldest entry that is still to be sent (queued or waiting for sign-in), if any. */
  async oldestSendable(): Promise<OutboxEntry | undefined> {
    return this.db.entries
      .orderBy('seq')
      .filter((entry) => entry.state !== 'rejected')
      .first();
  }

  /** Returns the entry with this id. */
  get(id: string): Promise<OutboxEntry | undefined> {
    return this.db.entries.where('id').equals(id).first();
  }

  /** Records a failed attempt: its problem, the new state and when to try again. */
  async recordFailure(
    id: string,
    state: OutboxState,
    problem: OutboxProblem,
    notBefore: number,
  ): Promise<void> {
    await this.db.entries
      .where('id')
      .equals(id)
      .modify((entry) => {
        entry.state = state;
        entry.lastProblem = problem;
        entry.attempts += 1;
        entry.notBefore = notBefore;
      });
  }

  /**
   * Keeps the stored address of an uploaded file, so retries send the same body, and returns the
   * address every attempt must send. The first upload kept wins: when the tab and the worker both
   * uploaded the file (no lock between them), both send the one address under the entry's key,
   * never two bodies under one key (which the server refuses as another request).
   */
  async recordUpload(id: string, storedAddress: string): Promise<string> {
    let kept = storedAddress;
    await this.db.entries
      .where('id')
      .equals(id)
      .modify((entry) => {
        if (!entry.file) return;
        entry.file.storedAddress ??= storedAddress;
        kept = entry.file.storedAddress;
      });
    return kept;
  }

  /**
   * Replaces an entry's operation (the user fixed what the server refused) and queues it again,
   * under a new Idempotency-Key: the server stored its refusal under the old one.
   */
  async replace(id: string, operation: OutboxOperation, file?: OutboxFile): Promise<void> {
    const key = this.newId();
    await this.db.entries
      .where('id')
      .equals(id)
      .modify((entry) => {
        entry.operation = operation;
        if (file) entry.file = file;
        entry.idempotencyKey = key;
        entry.state = 'queued';
        entry.notBefore = 0;
        delete entry.lastProblem;
      });
  }

  /**
   * Forgets a finished upload so the next attempt uploads the file again, under a new
   * Idempotency-Key (the server stored its refusal of the old address under the old one).
   */
  async resetUpload(id: string): Promise<void> {
    const key = this.newId();
    await this.db.entries
      .where('id')
      .equals(id)
      .modify((entry) => {
        if (entry.file) delete entry.file.storedAddress;
        entry.idempotencyKey = key;
      });
  }

  /** Makes entries waiting for sign-in sendable again (after the user signed in). */
  async releaseSignInHolds(): Promise<void> {
    await this.db.entries
      .where('state')
      .equals('needs-sign-in')
      .modify({ state: 'queued', notBefore: 0 });
  }

  /** Lifts every backoff ("Retry now"). */
  async clearBackoff(): Promise<void> {
    await this.db.entries.where('state').equals('queued').modify({ notBefore: 0 });
  }

  /** Removes an entry (delivered, or discarded by the user). */
  async remove(id: string): Promise<void> {
    await this.db.entries.where('id').equals(id).delete();
  }
}
