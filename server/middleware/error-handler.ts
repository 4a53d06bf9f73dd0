// The one place where errors become responses: typed errors keep their status and message, Koa's
// own errors (bad JSON, body too large) keep theirs, anything else is a logged 500 with no details.
import type Koa from 'koa';
import type { ApiErrorBody } from '../../shared/types';
import type { AppState, Logger } from '../deps';
import {
  ConflictError,
  GoneError,
  HttpError,
  PositionClosedError,
  PreconditionFailedError,
} from '../errors';
import { loggedPath } from './request-log';

interface KoaLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

/** Maps a thrown value to a status, a JSON body and headers. */
export function toErrorResponse(error: unknown): {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
} {
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { message: error.message };
    if (error.errors) body.errors = error.errors;
    if ((error instanceof ConflictError || error instanceof GoneError) && error.code !== undefined)
      body.code = error.code;
    if (error instanceof PreconditionFailedError) Object.assign(body, { current: error.current });
    if (error instanceof PositionClosedError) body.closed = error.closed;
    return { status: error.status, body, headers: error.headers ?? {} };
  }
  const koaError = (error ?? {}) as KoaLikeError;
  const status = koaError.status ?? koaError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) {
      return { status, body: { message: 'The request is too large' }, headers: {} };
    }
    if (koaError.type === 'entity.parse.failed' || status === 400) {
      return { status: 400, body: { message: 'The request body is not valid JSON' }, headers: {} };
    }
    if (status === 415) {
      return { status, body: { message: 'Send the request body as JSON' }, headers: {} };
    }
    return {
      status,
      body: { message: koaError.expose && koaError.message ? koaError.message : 'Bad request' },
      headers: {},
    };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.' },
    headers: {},
  };
}

/** Top-level middleware: catches everything below it. */
export function errorHandler(log: Logger): Koa.Middleware<AppState> {
  return async function handleErrors(ctx, next) {
    try {
      await next();
      // Routers leave 404 and 405 without a body; every API answer is JSON with a message.
      if (
        ctx.path.startsWith('/api/') &&
        ctx.status >= 400 &&
        (ctx.body === undefined || ctx.body === null)
      ) {
        const status = ctx.status;
        ctx.body = {
          message: status === 404 ? `No API route for ${ctx.method} ${ctx.path}` : ctx.message,
        } satisfies ApiErrorBody;
        ctx.status = status;
      }
    } catch (error) {
      const { status, body, headers } = toErrorResponse(error);
      // A full disk is reported by /healthz and logged where it is detected, not as a bug.
      if (status >= 500 && status !== 507) {
        log.error({
          msg: 'unhandled error',
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: loggedPath(ctx.path),
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          stack: error instanceof Error ? error.stack : undefined,
        });
      }
      ctx.status = status;
      ctx.set(headers);
      ctx.body = body;
    }
  };
}
