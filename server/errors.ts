// Typed errors: services throw these, and only the error middleware turns them into responses.
import { POSITION_CLOSED_MESSAGE } from '../shared/closed-position';
import type { ClosedPosition } from '../shared/types';

/** An error that maps to an HTTP status and a JSON body `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the body or query failed validation. */
export class ValidationError extends HttpError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super(400, message, errors);
  }
}

/** 401: not signed in. */
export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}

/** 403: signed in but not allowed. */
export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

/** 404: no such thing (or not visible to this caller). */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** 409: conflicts with the current state; `code` names a conflict that is a refusal for good. */
export class ConflictError extends HttpError {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(409, message);
  }
}

/**
 * 412: the write named a version the record is no longer at. The body carries the record as it is
 * now (`current`), so the client can set it beside its own version instead of overwriting it.
 */
export class PreconditionFailedError extends HttpError {
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super(412, message);
  }
}

/** 428: a write that must say which version it started from (If-Match) did not. */
export class PreconditionRequiredError extends HttpError {
  constructor(message: string) {
    super(428, message);
  }
}

/** 410: existed but is no longer available (a closed position); `code` names what to do instead. */
export class GoneError extends HttpError {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(410, message);
  }
}

/** 410 for a position that was public and has closed: the body says what it was and why. */
export class PositionClosedError extends GoneError {
  constructor(readonly closed: ClosedPosition) {
    super(POSITION_CLOSED_MESSAGE);
  }
}

/** 413: body or file too large. */
export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

/** 415: a file whose type is not accepted. */
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}

/** 422: the same Idempotency-Key with another body. */
export class UnprocessableError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

/** 429: rate limit reached; says when to try again. */
export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** 507: the server's disk is too full to take files; reading still works. */
export class InsufficientStorageError extends HttpError {
  constructor(message: string) {
    super(507, message);
  }
}

/** 503: a dependency (store, storage) is not answering. */
export class ServiceUnavailableError extends HttpError {
  constructor(message = 'Service unavailable') {
    super(503, message);
  }
}
