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

  /** The answer as the problem the outbox stores. */
  get problem(): ApiProblem {
    const body: (ApiErrorBody & { current?: unknown }) | null = this.body;
    return {
      status: this.status,
      message: body?.message ?? (this.bodyText || `HTTP ${this.status}`),
      ...(body?.errors && typeof body.errors === 'object' ? { fieldErrors: body.errors } : {}),
      ...(body?.current && typeof body.current === 'object' ? { current: body.current } : {}),
      ...(typeof body?.code === 'string' ? { code: body.code } : {}),
    };
  }

  /** A stored problem as the error the forms show; null when no server answered. */
  static fromProblem(problem: ApiProblem | undefined): ApiError | null {
    if (!problem?.status) return null;
    const { status, message, fieldErrors, current, code } = problem;
    const body = {
      message,
      ...(fieldErrors ? { errors: fieldErrors } : {}),
      ...(current ? { current } : {}),
      ...(code ? { code } : {}),
    };
    return new ApiError(status, message, body);
  }
}

/** The request could not reach the server (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The job board could not be reached. Check your connection and try again.', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * What a non-ok answer said, the one reading of the API's error shape: its status, the server's
 * message (else the answer's text, a proxy's page say, or its status), and, when sent, the field
 * errors, the record as it is now (a 412's or 409's `current`) and a refusal's code. The outbox
 * stores it with a refused write; ApiError carries it to the screens.
 */
export interface ApiProblem {
  /** The HTTP status, absent when no answer came (offline). */
  status?: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
  current?: unknown;
  code?: string;
}

/** A non-ok answer, read once: the one place the API's error body is parsed. */
export async function problemOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: ApiErrorBody | null = null;
  try {
    const value = JSON.parse(text) as Partial<ApiErrorBody> | null;
    if (typeof value?.message === 'string') body = value as ApiErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page, S3's XML): the text itself is the message.
  }
  return new ApiError(response.status, text || response.statusText, body);
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

/** fetch, or a stand-in with its shape (the service worker's fetch, a test's server). */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch, bound at call time: a detached `fetch` throws "Illegal invocation". */
export const browserFetch: Send = (url, init) => fetch(url, init);

/** Sends one API request; returns the ok answer, else throws ApiError (problemOf) or NetworkError. */
export async function apiResponse(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: ApiRequestOptions = {},
  send: Send = browserFetch,
): Promise<Response> {
  const response = await sendRequest(method, path, options, send);
  if (!response.ok) throw await problemOf(response);
  return response;
}

/**
 * GET `path` again, naming the copy held by its ETag: null when that copy is still the server's
 * (304), else the answer with its ETag.
 */
export async function apiRevalidate<T>(
  path: string,
  etag: string | undefined,
): Promise<{ value: T; etag: string | undefined } | null> {
  const headers: Record<string, string> = etag ? { 'If-None-Match': etag } : {};
  const response = await sendRequest('GET', path, { headers }, browserFetch);
  if (response.status === 304) return null;
  if (!response.ok) throw await problemOf(response);
  return { value: await jsonOf<T>(response), etag: response.headers.get('ETag') ?? undefined };
}

/** Sends one request, whatever its answer; a server that cannot be reached is a NetworkError. */
async function sendRequest(
  method: string,
  path: string,
  options: ApiRequestOptions,
  send: Send,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await send(path, {
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

/** The parsed JSON answer; undefined for an empty body. */
async function jsonOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sends one API request and returns the parsed JSON answer (undefined for an empty body). */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  return jsonOf<T>(await apiResponse(method, path, options));
}

/** True when the error is the API saying "not signed in". */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
