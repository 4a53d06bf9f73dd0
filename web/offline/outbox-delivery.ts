// One attempt at delivering one outbox entry: upload its file if it has one (asking for a fresh
// upload address each time), then send the write with the entry's Idempotency-Key. Returns what
// happened; the policy in outbox.ts decides what to do about it.
import { IDEMPOTENCY_HEADER, IF_MATCH_HEADER, api, ifMatchValue } from '../../shared/api-routes';
import { isRetryableAnswer } from '../../shared/retryable-statuses';
import { problemOf, type Send } from '../lib/api-client';
import { signedUpload } from '../lib/upload-file';
import type { OutboxEntry, OutboxOperation, OutboxProblem } from './outbox-db';

/** fetch, or a stand-in with its shape: the one the upload function takes too. */
export type { Send } from '../lib/api-client';

/** The result of one attempt. */
export type DeliveryOutcome =
  | { type: 'delivered'; status: number; body: unknown }
  /** Worth trying again later: offline, or an answer isRetryableAnswer (shared/) names. */
  | { type: 'retry'; problem: OutboxProblem; retryAfterMs?: number }
  /** A 401: the user must sign in again; the entry stays queued. */
  | { type: 'sign-in'; problem: OutboxProblem }
  /** Any other 4xx: sending it again would not help. */
  | { type: 'rejected'; problem: OutboxProblem };

/** The request an operation becomes. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** An edit's If-Match: the version it started from, so it never overwrites another's unseen. */
  headers?: Record<string, string>;
}

/** If-Match for an edit that started from `version` (none when there is no version to name). */
function ifMatch(version: number | undefined): { headers?: Record<string, string> } {
  return version === undefined ? {} : { headers: { [IF_MATCH_HEADER]: ifMatchValue(version) } };
}

/** The request an operation becomes, given the stored address of its file (if any). */
export function requestFor(
  operation: OutboxOperation,
  fileAddress: string | undefined,
): OutboxRequest {
  switch (operation.kind) {
    case 'application':
      return {
        method: 'POST',
        path: api.applications,
        body: { ...operation.input, resumeUrl: fileAddress ?? '' },
      };
    case 'church-profile':
      return {
        method: operation.mode === 'create' ? 'POST' : 'PUT',
        path: api.churchProfile,
        body: operation.input,
        ...ifMatch(operation.mode === 'update' ? operation.version : undefined),
      };
    case 'position-create':
      return {
        method: 'POST',
        path: api.positions,
        body: { ...operation.input, jobDescriptionUrl: fileAddress ?? '' },
      };
    case 'position-delete':
      return { method: 'DELETE', path: api.position(operation.positionId) };
    case 'position-edit':
      return {
        method: 'PUT',
        path: api.position(operation.positionId),
        // A new file replaces the one the position had; without one the kept address stays.
        body: fileAddress
          ? { ...operation.input, jobDescriptionUrl: fileAddress }
          : operation.input,
        ...ifMatch(operation.version),
      };
    case 'position-close':
      return {
        method: 'POST',
        path: api.positionClose(operation.positionId),
        body: { reason: operation.reason },
      };
    case 'position-reopen':
      return { method: 'POST', path: api.positionReopen(operation.positionId) };
    case 'position-duplicate':
      return { method: 'POST', path: api.positionDuplicate(operation.positionId) };
    case 'application-status':
      return {
        method: 'PUT',
        path: api.churchApplicationStatus(operation.applicationId),
        body: { status: operation.status },
      };
    case 'application-note':
      return {
        method: 'POST',
        path: api.churchApplicationNotes(operation.applicationId),
        body: { text: operation.text },
      };
    case 'application-note-delete':
      return {
        method: 'DELETE',
        path: api.churchApplicationNote(operation.applicationId, operation.noteId),
      };
    case 'decline-message':
      return {
        method: 'POST',
        path: api.churchApplicationDeclineMessage(operation.applicationId),
        body: { message: operation.message },
      };
  }
}

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/**
 * A church's e-mail past its hourly cap is refused, not kept: kept, it would hold every later change
 * of the church behind it for up to an hour (the outbox sends oldest first), and the church is better
 * told now, with the server's reason, than surprised by a message sent an hour later.
 */
function refusedWhenLimited(operation: OutboxOperation | undefined): boolean {
  return operation?.kind === 'decline-message';
}

/** Sorts a non-ok response into retry / sign-in / rejected. */
async function failureOf(
  response: Response,
  operation?: OutboxOperation,
): Promise<Exclude<DeliveryOutcome, { type: 'delivered' }>> {
  const problem = (await problemOf(response)).problem;
  if (response.status === 401) return { type: 'sign-in', problem };
  if (response.status === 429 && refusedWhenLimited(operation)) {
    return { type: 'rejected', problem };
  }
  // A 409 that names a refusal (a second application to one position) is final, not a key still
  // in progress: retried, it would hold up every entry behind it.
  if (isRetryableAnswer(response.status, problem.code)) {
    const after = retryAfterMs(response);
    return { type: 'retry', problem, ...(after ? { retryAfterMs: after } : {}) };
  }
  return { type: 'rejected', problem };
}

const OFFLINE: OutboxProblem = { message: 'No connection to the job board.' };

async function attempt(send: Send, url: string, init: RequestInit): Promise<Response | undefined> {
  try {
    return await send(url, { credentials: 'include', ...init });
  } catch {
    return undefined; // offline, DNS, connection reset: the request may or may not have arrived
  }
}

/**
 * A church edit goes out only under its owner's session: on a shared device another account may
 * be signed in by now. Returns the outcome that holds the entry, or undefined to go ahead.
 */
async function checkOwner(
  send: Send,
  ownerId: string,
): Promise<Exclude<DeliveryOutcome, { type: 'delivered' }> | undefined> {
  const response = await attempt(send, api.authUser, { headers: { Accept: 'application/json' } });
  if (!response) return { type: 'retry', problem: OFFLINE };
  if (!response.ok) return failureOf(response);
  const user = (await response.json()) as { id?: unknown };
  if (user.id === ownerId) return undefined;
  return {
    type: 'sign-in',
    problem: {
      status: 401,
      message: 'These changes were made by another account. Sign in as that church to send them.',
    },
  };
}

/**
 * Uploads the entry's file unless an earlier attempt did, through a fresh signed address (the one
 * upload function the widgets use too). Returns the stored address, or the outcome that stops
 * this attempt.
 */
async function uploadFor(
  send: Send,
  entry: OutboxEntry,
): Promise<{ address: string } | Exclude<DeliveryOutcome, { type: 'delivered' }>> {
  const file = entry.file;
  if (!file) throw new Error('uploadFor needs an entry with a file');
  if (file.storedAddress) return { address: file.storedAddress };
  const upload = await signedUpload(file, send);
  switch (upload.type) {
    case 'stored':
      return { address: upload.address };
    case 'unreachable':
      return { type: 'retry', problem: OFFLINE };
    case 'refused':
      return failureOf(upload.response);
  }
}

/**
 * Makes one attempt at `entry`. `onUploaded` is told the stored address as soon as the file is
 * uploaded, so that it is kept even if the write itself fails; it answers the address to send (an
 * upload another context kept first).
 */
export async function deliver(
  send: Send,
  entry: OutboxEntry,
  onUploaded: (address: string) => Promise<string>,
): Promise<DeliveryOutcome> {
  if (entry.ownerId) {
    const owner = await checkOwner(send, entry.ownerId);
    if (owner) return owner;
  }
  let fileAddress: string | undefined;
  if (entry.file) {
    const uploaded = await uploadFor(send, entry);
    if (!('address' in uploaded)) return uploaded;
    fileAddress =
      uploaded.address === entry.file.storedAddress
        ? uploaded.address
        : await onUploaded(uploaded.address);
  }
  const request = requestFor(entry.operation, fileAddress);
  const headers: Record<string, string> = {
    ...request.headers,
    Accept: 'application/json',
    [IDEMPOTENCY_HEADER]: entry.idempotencyKey,
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await attempt(send, request.path, {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
  });
  if (!response) return { type: 'retry', problem: OFFLINE };
  if (!response.ok) return failureOf(response, entry.operation);
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }
  return { type: 'delivered', status: response.status, body };
}
