// What became of one write a screen sent (web/offline/outbox-submit.ts sends it, web/ui/toast-outcome.ts
// tells the user): one outcome type for every kind of write, whatever its entry (decision 0038).
import type { ApiProblem } from './api-client';

/** What became of one write; `Entry` is the stored write (the outbox's entry). */
export type WriteOutcome<Entry> =
  /** The server applied it; `body` is its answer. */
  | { type: 'delivered'; entry: Entry; body: unknown }
  /** Offline, a 5xx, a backoff: stored, and sent later by whichever tab or worker flushes. */
  | { type: 'queued'; entry: Entry }
  /** The server refused it (a 4xx), in `problem`'s words; the entry is stored, set aside. */
  | { type: 'rejected'; entry: Entry; problem: ApiProblem }
  /** The session ended (401): the entry waits until the user signs in again. */
  | { type: 'needs-sign-in'; entry: Entry }
  /**
   * This device could not store it (`error`: storage full, IndexedDB unavailable) and nothing is
   * kept; `problem` says so, and why it could not be sent from memory either when it was tried.
   */
  | { type: 'not-stored'; entry: Entry; problem: ApiProblem; error: unknown };

/** An outcome that leaves nothing applied or waiting. */
export type FailedOutcome<Entry> = Extract<
  WriteOutcome<Entry>,
  { type: 'rejected' | 'not-stored' }
>;
