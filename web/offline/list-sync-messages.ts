// What the page and the list worker say to each other (list-sync-client.ts, list-sync.worker.ts).
import type { SyncOutcome } from './list-sync';

/** The page asks for a sync; `id` comes back with its reply. */
export interface SyncRequest {
  id: number;
}

/** The worker's reply; `error` when the sync itself failed (IndexedDB refused a write). */
export interface SyncReply {
  id: number;
  outcome: SyncOutcome;
  error?: PlainError;
}

/**
 * An error's names down its chain (Dexie wraps IndexedDB's), as plain data a message carries:
 * enough for the page to tell a full device (isQuotaError) from another failure.
 */
export interface PlainError {
  name: string;
  message: string;
  inner?: PlainError;
  failures?: PlainError[];
}

const MAX_DEPTH = 5;

/** `error` as plain data. */
export function plainError(error: unknown, depth = 0): PlainError | undefined {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return undefined;
  const { name, message, inner, failures } = error as Record<string, unknown>;
  const list = Array.isArray(failures)
    ? failures
    : typeof failures === 'object' && failures !== null
      ? Object.values(failures)
      : [];
  return {
    name: String(name),
    message: String(message),
    inner: plainError(inner, depth + 1),
    failures: list.flatMap((failure) => plainError(failure, depth + 1) ?? []),
  };
}
