// A refusal stored with an outbox entry (or met sending an application the device could not keep),
// as the error the forms already know how to show: the server's field messages under their fields.
import { ApiError } from '../lib/api-client';
import type { OutboxProblem } from './outbox-db';

/** The problem as an ApiError with its message and field errors; null when no server answered. */
export function problemAsError(problem: OutboxProblem | undefined): ApiError | null {
  if (!problem?.status) return null;
  const body = {
    message: problem.message,
    ...(problem.fieldErrors ? { errors: problem.fieldErrors } : {}),
  };
  return new ApiError(problem.status, JSON.stringify(body), body);
}
