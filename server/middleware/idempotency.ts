// Idempotency-Key (DESIGN.md, the outbox protocol): a replay returns the stored response without
// applying the write again; another body with the same key is 422; a key still running is 409.
// A claim whose server died mid-request goes stale and is taken over; the services then derive the
// new record's id from the key, so even that retry cannot create a second record.
import { createHash } from 'node:crypto';
import type Koa from 'koa';
import type { AppDeps, AppState } from '../deps';
import { ConflictError, UnprocessableError, ValidationError } from '../errors';
import { toErrorResponse } from './error-handler';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;
/** A claim older than this is taken to belong to a request whose server died. */
const STALE_AFTER_MS = 60_000;
/**
 * Responses that depend on the moment (sign-in, conflicts, a version moved on, limits) are not
 * stored: a retry may succeed.
 */
const NOT_STORED = new Set([401, 403, 408, 409, 412, 428, 429]);

/** Stable JSON: the same body with keys in another order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash that ties a key to one request: method, path and the body in canonical JSON. */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonical(body ?? null)}`)
    .digest('hex');
}

/** A UUID derived from a key and its scope: the record id of a keyed create. */
export function idFromKey(scope: string, key: string): string {
  const hex = createHash('sha256').update(`${scope}\u0000${key}`).digest('hex');
  // Shape it as a version-4-looking UUID so every id in the system has one format.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The id a create should use: derived from the Idempotency-Key when the request has one. */
export function recordIdFor(ctx: Koa.ParameterizedContext<AppState>): string | undefined {
  const claim = ctx.state.idempotency;
  return claim ? idFromKey(claim.scope, claim.key) : undefined;
}

/**
 * The records whose personal data a stored answer carries, read once the route has answered (so a
 * create can name the id it made). The signed-in caller is always one of them.
 */
export type AnswerSubjects = (ctx: Koa.ParameterizedContext<AppState>) => readonly string[];

/** The record named by the route's `:id` (an application, a position). */
export const aboutParamId: AnswerSubjects = (ctx) => {
  const id = (ctx.params as Record<string, string | undefined> | undefined)?.id;
  return id ? [id] : [];
};

/** The record the route answered with: `id` of the JSON body it sends. */
export const aboutAnsweredId: AnswerSubjects = (ctx) => {
  const body = ctx.body as { id?: unknown } | null | undefined;
  return typeof body?.id === 'string' ? [body.id] : [];
};

function subjectsOf(
  ctx: Koa.ParameterizedContext<AppState>,
  about: readonly AnswerSubjects[],
): string[] {
  const ids = new Set<string>();
  if (ctx.state.user) ids.add(ctx.state.user.id);
  for (const read of about) for (const id of read(ctx)) ids.add(id);
  return [...ids];
}

/**
 * Route middleware honouring Idempotency-Key for one named operation. `about` lists what names
 * the records the stored answer carries, so erasing them replaces it (docs/decisions/0030-erasure.md).
 */
export function idempotent(
  deps: AppDeps,
  operation: string,
  ...about: AnswerSubjects[]
): Koa.Middleware<AppState> {
  return async function applyOnce(ctx, next) {
    const key = ctx.get('Idempotency-Key');
    if (!key) {
      await next();
      return;
    }
    if (!KEY_PATTERN.test(key)) {
      throw new ValidationError(
        'Idempotency-Key must be 1 to 200 letters, digits, dots, colons or dashes',
      );
    }
    const scope = `${operation}:${ctx.state.user?.id ?? 'anonymous'}`;
    const bodyHash = requestHash(ctx.method, ctx.path, ctx.request.body);
    const now = deps.now();
    const claim = await deps.store.idempotency.begin(
      scope,
      key,
      bodyHash,
      now,
      new Date(now.getTime() - STALE_AFTER_MS),
    );
    if (claim.state === 'done') {
      ctx.status = claim.status;
      ctx.set('Idempotent-Replayed', 'true');
      ctx.body = claim.body === '' ? undefined : (JSON.parse(claim.body) as unknown);
      return;
    }
    if (claim.state === 'mismatch') {
      throw new UnprocessableError('This Idempotency-Key was already used for a different request');
    }
    if (claim.state === 'in-progress') {
      throw new ConflictError('A request with this Idempotency-Key is still being processed');
    }
    ctx.state.idempotency = { scope, key };
    try {
      await next();
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status < 500 && !NOT_STORED.has(status)) {
        await deps.store.idempotency.complete(
          scope,
          key,
          status,
          JSON.stringify(body),
          subjectsOf(ctx, about),
        );
      } else {
        await deps.store.idempotency.release(scope, key);
      }
      throw error;
    }
    if (ctx.status < 500 && !NOT_STORED.has(ctx.status)) {
      await deps.store.idempotency.complete(
        scope,
        key,
        ctx.status,
        ctx.body === undefined ? '' : JSON.stringify(ctx.body),
        subjectsOf(ctx, about),
      );
    } else {
      await deps.store.idempotency.release(scope, key);
    }
  };
}
