// A refusal stored with an outbox entry, as the error the forms already know how to show (the
// server's field messages under their fields).
import type { OutboxProblem } from '../../../offline/outbox-db';
import { ApiError } from '../../../lib/api-client';

/** The stored problem as an ApiError with its message and field errors. */
export function problemAsError(problem: OutboxProblem | undefined): ApiError | null {
  if (!problem?.status) return null;
  const body = {
    message: problem.message,
    ...(problem.fieldErrors ? { errors: problem.fieldErrors } : {}),
  };
  return new ApiError(problem.status, JSON.stringify(body), body);
}
