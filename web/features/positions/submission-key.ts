// The Idempotency-Key of an application (DESIGN.md, "The outbox protocol"): one key per submission,
// reused when the student retries after the answer was lost, so the church never gets it twice.
import { ApiError } from '../../lib/api-client';

/** Hands out the key for a body, and keeps it while a retry of the same body may follow. */
export class SubmissionKey {
  private pending: { key: string; body: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for this body: the previous one when this is a retry of the same body. */
  keyFor(body: unknown): string {
    const json = JSON.stringify(body);
    if (this.pending?.body !== json) this.pending = { key: this.newKey(), body: json };
    return this.pending.key;
  }

  /**
   * After an attempt: the key is kept only when the outcome is unknown (no answer) or the first
   * attempt is still being processed (409); a success (null) or a refusal ends the sequence.
   */
  settle(error: unknown): void {
    const outcomeUnknown =
      error !== null &&
      (!(error instanceof ApiError) || error.status === 409 || error.status >= 500);
    if (!outcomeUnknown) this.pending = null;
  }
}
