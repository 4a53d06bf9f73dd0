// Which HTTP answers say "not now" rather than "no" (DESIGN.md, the outbox protocol): the same
// request sent again later may succeed, so the client keeps the write and tries again, under the
// same Idempotency-Key. Every other 4xx is a refusal that sending again would not change.

/**
 * The statuses under 500 worth another try: 408 (the request timed out), 409 (the same
 * Idempotency-Key is still being processed), 425 (too early) and 429 (too many requests).
 */
export const RETRYABLE_CLIENT_STATUSES: readonly number[] = [408, 409, 425, 429];

/** True when a request answered with `status` is worth sending again later: those above, or a 5xx. */
export function isRetryableStatus(status: number): boolean {
  return (status >= 500 && status <= 599) || RETRYABLE_CLIENT_STATUSES.includes(status);
}

/**
 * The `code` of the 409 that answers a second application from the same e-mail to one position: a
 * refusal the outbox shows, not a key still in progress (docs/decisions/0028-one-application-per-student.md).
 */
export const ALREADY_APPLIED_CODE = 'already-applied';

/** True when an answer is worth sending again later: isRetryableStatus, except a 409 naming a refusal. */
export function isRetryableAnswer(status: number, code?: string): boolean {
  if (status === 409 && code === ALREADY_APPLIED_CODE) return false;
  return isRetryableStatus(status);
}
