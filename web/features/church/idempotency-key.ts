// One Idempotency-Key per intended write (DESIGN.md, the outbox protocol). Submitting the same body
// again after an answer we never saw (offline, 5xx) reuses the key, so the server applies it at most
// once; any other retry gets a fresh key, because the server would replay its stored answer (or 422
// for a changed body) to the old one.

/** The key of the last attempt, the body it carried and whether its outcome is unknown. */
export interface KeyedAttempt {
  key: string;
  body: string;
  /** True when the attempt may or may not have been applied (no answer, or a 5xx). */
  unsettled: boolean;
}

/** The key for sending `body` now, given the previous attempt of the same form. */
export function keyForAttempt(
  previous: KeyedAttempt | null,
  body: string,
  newKey: () => string = () => crypto.randomUUID(),
): string {
  if (previous && previous.unsettled && previous.body === body) return previous.key;
  return newKey();
}
