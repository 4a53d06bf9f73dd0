// Every call to /api goes through here: cookies included, JSON bodies, and one error shape:
// a non-ok answer becomes an error whose message is "<status>: <body text>".
import { IDEMPOTENCY_HEADER } from '../../shared/api-routes';
import type { ApiErrorBody } from '../../shared/types';

/** A non-ok answer from the API, with the server's message and field errors when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The raw body text (or the status text when the body is empty). */
    readonly bodyText: string,
    /** The parsed `{ message, errors }` body, when the server sent one. */
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The server's own message (for toasts that show it), when it sent one. */
  get serverMessage(): string | null {
    return this.body?.message ?? null;
  }
}

/** The request could not reach the server (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The job board could not be reached. Check your connection and try again.', { cause });
    this.name = 'NetworkError';
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ApiErrorBody).message === 'string'
    ) {
      return value as ApiErrorBody;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): the text itself is the message.
  }
  return null;
}

/** Options of one API call. */
export interface ApiRequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The Idempotency-Key header of one online write (one press of a button): a request the browser
 * sends twice (a flaky connection, a proxy's retry) acts once. The outbox keeps its own keys.
 */
export function onePressKey(): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
}

/** Sends one API request and returns the parsed JSON answer (undefined for an empty body). */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** True when the error is the API saying "not signed in". */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
