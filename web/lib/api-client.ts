// Every call to /api goes through here: cookies included, JSON bodies, and the spec's error shape
// (section 7): a non-ok answer becomes an error whose message is "<status>: <body text>".
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
  return answerOf<T>(await send(method, path, options));
}

/**
 * GET `path` again, naming the copy held by its ETag: null when that copy is still the server's
 * (304), else the answer with its ETag.
 */
export async function apiRevalidate<T>(
  path: string,
  etag: string | undefined,
): Promise<{ value: T; etag: string | undefined } | null> {
  const response = await send('GET', path, { headers: etag ? { 'If-None-Match': etag } : {} });
  if (response.status === 304) return null;
  return { value: await answerOf<T>(response), etag: response.headers.get('ETag') ?? undefined };
}

/** Sends one request; a server that cannot be reached is a NetworkError. */
async function send(method: string, path: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
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
}

/** The parsed JSON answer (undefined for an empty body); a non-ok answer is an ApiError. */
async function answerOf<T>(response: Response): Promise<T> {
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
